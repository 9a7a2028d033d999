import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicantListResponse, ApplicationStatus } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export const APPLICANTS_PAGE_SIZE = 20;

/** GET /api/admin/jobs/{id}/applications: a job's applicants, optionally of one status, with per-status counts. */
export function getApplicants(jobId: string, query: string, signal?: AbortSignal): Promise<ApplicantListResponse> {
  return api<ApplicantListResponse>(`/admin/jobs/${encodeURIComponent(jobId)}/applications?${query}`, signal ? { signal } : {});
}

export function applicantsQuery(jobId: string, status: ApplicationStatus | 'all', page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(APPLICANTS_PAGE_SIZE) });
  if (status !== 'all') params.set('status', status);
  const query = params.toString();
  return queryOptions({
    queryKey: adminKeys.applicantList(jobId, query),
    queryFn: ({ signal }) => getApplicants(jobId, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useApplicants(jobId: string, status: ApplicationStatus | 'all', page: number) {
  return useQuery(applicantsQuery(jobId, status, page));
}
