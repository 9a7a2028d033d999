import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminJobListResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export const ADMIN_PAGE_SIZE = 20;

export interface AdminJobsParams {
  search: string;
  status: 'all' | 'open' | 'closed';
  page: number;
}

export function adminJobsQueryString(params: AdminJobsParams, limit: number = ADMIN_PAGE_SIZE): string {
  const query = new URLSearchParams({ status: params.status, page: String(params.page), limit: String(limit) });
  if (params.search.trim()) query.set('search', params.search.trim());
  return query.toString();
}

/** GET /api/admin/jobs: every job, open or closed, with applicant counts and the per-status totals. */
export function getAdminJobs(query: string, signal?: AbortSignal): Promise<AdminJobListResponse> {
  return api<AdminJobListResponse>(`/admin/jobs?${query}`, signal ? { signal } : {});
}

export function adminJobsQuery(params: AdminJobsParams) {
  const query = adminJobsQueryString(params);
  return queryOptions({
    queryKey: adminKeys.jobList(query),
    queryFn: ({ signal }) => getAdminJobs(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminJobs(params: AdminJobsParams) {
  return useQuery(adminJobsQuery(params));
}
