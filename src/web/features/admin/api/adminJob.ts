import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminJob, AdminJobListResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** A job as the console's table last showed it, if it is still in the cache. */
function fromListCache(queryClient: QueryClient, id: string): AdminJob | undefined {
  for (const [, data] of queryClient.getQueriesData<AdminJobListResponse>({ queryKey: adminKeys.jobs() })) {
    const job = data?.jobs?.find((item) => item.id === id);
    if (job) return job;
  }
  return undefined;
}

/** GET /api/admin/jobs/{id}: one job as stored (open or closed), with the numbers the edit form needs. */
export function getAdminJob(id: string, signal?: AbortSignal): Promise<AdminJob> {
  return api<AdminJob>(`/admin/jobs/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function adminJobQuery(queryClient: QueryClient, id: string) {
  return queryOptions({
    queryKey: adminKeys.job(id),
    queryFn: ({ signal }) => getAdminJob(id, signal),
    initialData: () => fromListCache(queryClient, id),
    staleTime: 0,
  });
}

export function useAdminJob(queryClient: QueryClient, id: string) {
  return useQuery({ ...adminJobQuery(queryClient, id), enabled: id !== '' });
}
