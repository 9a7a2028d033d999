import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '../../../../shared/contracts/humanlib.js';
import { api } from '../../../lib/api';
import { humanlibKeys } from './keys';

export type ReportFilter = 'open' | 'resolved' | 'all';
export const REPORTS_PAGE_SIZE = 20;

/** GET /api/admin/human-lib/reports: open first, crisis first, newest first. */
export function listReports(status: ReportFilter, page: number, signal?: AbortSignal): Promise<ReportsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(REPORTS_PAGE_SIZE) });
  if (status !== 'all') query.set('status', status);
  return api<ReportsResponse>(`/admin/human-lib/reports?${query.toString()}`, signal ? { signal } : {});
}

export function useReports(status: ReportFilter, page: number) {
  return useQuery({
    queryKey: humanlibKeys.reports(status, page),
    queryFn: ({ signal }) => listReports(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
