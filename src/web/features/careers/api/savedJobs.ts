import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobListResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

export const SAVED_PAGE_SIZE = 12;

/** GET /api/jobs/user/saved: the signed-in user's saved jobs, newest save first. */
export function getSavedJobs(page: number, signal?: AbortSignal): Promise<JobListResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(SAVED_PAGE_SIZE) }).toString();
  return api<JobListResponse>(`/jobs/user/saved?${query}`, signal ? { signal } : {});
}

export function savedJobsQuery() {
  return infiniteQueryOptions({
    queryKey: careerKeys.saved(),
    queryFn: ({ pageParam, signal }) => getSavedJobs(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: JobListResponse) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useSavedJobs() {
  return useInfiniteQuery(savedJobsQuery());
}
