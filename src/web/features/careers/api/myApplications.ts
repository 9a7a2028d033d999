import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationListResponse, ApplicationStatus } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

export const APPLICATIONS_PAGE_SIZE = 10;

/** GET /api/jobs/user/applications: the signed-in user's applications, newest first, optionally of one status. */
export function getMyApplications(status: ApplicationStatus | 'all', page: number, signal?: AbortSignal): Promise<ApplicationListResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(APPLICATIONS_PAGE_SIZE) });
  if (status !== 'all') params.set('status', status);
  return api<ApplicationListResponse>(`/jobs/user/applications?${params.toString()}`, signal ? { signal } : {});
}

export function myApplicationsQuery(status: ApplicationStatus | 'all') {
  return infiniteQueryOptions({
    queryKey: careerKeys.applicationList(status),
    queryFn: ({ pageParam, signal }) => getMyApplications(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ApplicationListResponse) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // A status may have changed since: the operator moves applications.
    staleTime: 0,
  });
}

export function useMyApplications(status: ApplicationStatus | 'all') {
  return useInfiniteQuery(myApplicationsQuery(status));
}
