import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '../../../../shared/contracts/waitlist.js';
import { api } from '../../../lib/api';
import { waitlistKeys } from './keys';

/** GET /api/waitlist/unsubscribe: what a mailed link points at (no sign-in). */
export function getUnsubscribeStatus(token: string, signal?: AbortSignal): Promise<UnsubscribeStatus> {
  return api<UnsubscribeStatus>(`/waitlist/unsubscribe?token=${encodeURIComponent(token)}`, { auth: false, ...(signal ? { signal } : {}) });
}

export const unsubscribeStatusQuery = (token: string) =>
  queryOptions({ queryKey: waitlistKeys.unsubscribe(token), queryFn: ({ signal }) => getUnsubscribeStatus(token, signal), retry: false });

export function useUnsubscribeStatus(token: string) {
  return useQuery({ ...unsubscribeStatusQuery(token), enabled: token.length > 0 });
}

/** POST /api/waitlist/unsubscribe: leave the list (idempotent). */
export function unsubscribe(token: string): Promise<UnsubscribeStatus & { message: string }> {
  return api('/waitlist/unsubscribe', { method: 'POST', body: { token }, auth: false });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (status) => queryClient.setQueryData(waitlistKeys.unsubscribe(token), status),
  });
}
