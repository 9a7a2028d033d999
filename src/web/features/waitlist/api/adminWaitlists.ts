import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementRequest, AnnouncementResponse, WaitlistCounts, WaitlistFeature } from '../../../../shared/contracts/waitlist.js';
import { api } from '../../../lib/api';
import { waitlistKeys } from './keys';

/** GET /api/admin/waitlists: subscribed and unsubscribed counts per feature. */
export function getWaitlistCounts(signal?: AbortSignal): Promise<WaitlistCounts> {
  return api<WaitlistCounts>('/admin/waitlists', signal ? { signal } : {});
}

export const waitlistCountsQuery = queryOptions({ queryKey: waitlistKeys.counts(), queryFn: ({ signal }) => getWaitlistCounts(signal) });

export function useWaitlistCounts() {
  return useQuery(waitlistCountsQuery);
}

/** GET /api/admin/waitlists/{feature}/export.csv, saved as a file. */
export async function downloadWaitlistCsv(feature: WaitlistFeature): Promise<void> {
  const csv = await api<string>(`/admin/waitlists/${feature}/export.csv`, { headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `waitlist-${feature}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** POST /api/admin/waitlists/{feature}/announcement: one mail to everyone still subscribed. */
export function sendAnnouncement(feature: WaitlistFeature, input: AnnouncementRequest): Promise<AnnouncementResponse> {
  return api<AnnouncementResponse>(`/admin/waitlists/${feature}/announcement`, { method: 'POST', body: input });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, input }: { feature: WaitlistFeature; input: AnnouncementRequest }) => sendAnnouncement(feature, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.counts() }),
  });
}
