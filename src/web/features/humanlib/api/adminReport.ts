import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportDetail } from '../../../../shared/contracts/humanlib.js';
import { api } from '../../../lib/api';
import { humanlibKeys } from './keys';

/** GET /api/admin/human-lib/reports/{id}: the report with the last messages of its chat. */
export function getReport(id: string, signal?: AbortSignal): Promise<ReportDetail> {
  return api<ReportDetail>(`/admin/human-lib/reports/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useReport(id: string | null) {
  return useQuery({
    queryKey: humanlibKeys.report(id ?? ''),
    queryFn: ({ signal }) => getReport(id ?? '', signal),
    enabled: id !== null,
  });
}

/** PATCH /api/admin/human-lib/reports/{id} {status}. */
export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'open' | 'resolved' }) =>
      api<ReportDetail>(`/admin/human-lib/reports/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: humanlibKeys.all }),
  });
}
