import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, LatestDataExportResponse, StartDataExportResponse } from '../../../../shared/contracts/account.js';
import { api } from '../../../lib/api';
import { fetchAsUser, saveBlob } from '../../../lib/download';

export const dataExportKeys = { latest: () => ['account', 'data-export'] as const };

/** While an export is being prepared the card asks again this often, to show "ready" without a reload. */
const PREPARING_POLL_MS = 3_000;

/** GET /api/account/data-exports/latest */
export function getLatestDataExport(signal?: AbortSignal): Promise<LatestDataExportResponse> {
  return api<LatestDataExportResponse>('/account/data-exports/latest', signal ? { signal } : {});
}

export function latestDataExportQuery() {
  return queryOptions({
    queryKey: dataExportKeys.latest(),
    queryFn: ({ signal }) => getLatestDataExport(signal),
    refetchInterval: (query) => (query.state.data?.export?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
}

export function useLatestDataExport() {
  return useQuery(latestDataExportQuery());
}

/** POST /api/account/data-exports: starts preparing the zip (a 429 when one was asked for in the last day). */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<StartDataExportResponse>('/account/data-exports', { method: 'POST' }),
    onSuccess: (result) => queryClient.setQueryData(dataExportKeys.latest(), { export: result.export }),
  });
}

/** GET /api/account/data-exports/{id}/download, saved as campus-data-<day>.zip. */
export async function downloadDataExport(dataExport: DataExport): Promise<void> {
  const response = await fetchAsUser(`/api/account/data-exports/${encodeURIComponent(dataExport.id)}/download`);
  if (!response.ok) throw new Error('Your data could not be downloaded. It may have expired: ask for a new copy.');
  saveBlob(await response.blob(), `campus-data-${dataExport.requestedAt.slice(0, 10)}.zip`);
}
