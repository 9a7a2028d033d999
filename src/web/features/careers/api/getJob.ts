import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedJob } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

/** GET /api/jobs/{id}: one job with sanitized rich text, and whether the reader applied to it or saved it. */
export function getJob(id: string, signal?: AbortSignal): Promise<ListedJob> {
  return api<ListedJob>(`/jobs/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function jobQuery(id: string) {
  return queryOptions({
    queryKey: careerKeys.job(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });
}

export function useJob(id: string | undefined) {
  return useQuery({ ...jobQuery(id ?? ''), enabled: Boolean(id) });
}
