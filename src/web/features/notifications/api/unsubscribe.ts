import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeResult } from '../../../../shared/contracts/notifications.js';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

const path = (token: string) => `/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/notifications/unsubscribe: what a mail's unsubscribe link stops (no sign-in; the link is signed). */
export function useMailUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: notificationKeys.unsubscribe(token),
    queryFn: ({ signal }) => api<UnsubscribeResult>(path(token), { auth: false, signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST /api/notifications/unsubscribe: stops that kind of mail (idempotent). */
export function useMailUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnsubscribeResult>(path(token), { method: 'POST', body: {}, auth: false }),
    onSuccess: (result) => queryClient.setQueryData(notificationKeys.unsubscribe(token), result),
  });
}
