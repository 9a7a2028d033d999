import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { toast } from '../../../components/ui';
import { api } from '../../../lib/api';
import { messageFrom } from '../../../lib/errors';
import { markReadInCache, setUnreadCount } from './cache';
import type { NotificationsChanged } from './markRead';

/** PATCH /api/notifications/read-all: every notification of the caller. */
export function markAllNotificationsRead(): Promise<NotificationsChanged> {
  return api<NotificationsChanged>('/notifications/read-all', { method: 'PATCH', body: {} });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, 'all'),
    onSuccess: (result) => setUnreadCount(queryClient, result.unreadCount),
    onError: (error) => toast({ title: messageFrom(error, NOTIFICATION_MESSAGES.markFailed), tone: 'error' }),
  });
}
