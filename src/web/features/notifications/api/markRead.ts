import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationsChangedResponseSchema } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { toast } from '../../../components/ui';
import { api } from '../../../lib/api';
import { messageFrom } from '../../../lib/errors';
import { markReadInCache, setUnreadCount } from './cache';

export type NotificationsChanged = z.infer<typeof notificationsChangedResponseSchema>;

/** PATCH /api/notifications/read {notificationIds}: only the caller's own are changed. */
export function markNotificationsRead(notificationIds: string[]): Promise<NotificationsChanged> {
  return api<NotificationsChanged>('/notifications/read', { method: 'PATCH', body: { notificationIds } });
}

/** Shows them read at once; the server's count follows. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (ids) => markReadInCache(queryClient, ids),
    onSuccess: (result) => setUnreadCount(queryClient, result.unreadCount),
    onError: (error) => toast({ title: messageFrom(error, NOTIFICATION_MESSAGES.markFailed), tone: 'error' }),
  });
}
