import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { toast } from '../../../components/ui';
import { api } from '../../../lib/api';
import { messageFrom } from '../../../lib/errors';
import { removeFromCache, setUnreadCount } from './cache';
import { notificationKeys } from './keys';
import type { NotificationsChanged } from './markRead';

/** DELETE /api/notifications {notificationIds}: only the caller's own are deleted. */
export function deleteNotifications(notificationIds: string[]): Promise<NotificationsChanged> {
  return api<NotificationsChanged>('/notifications', { method: 'DELETE', body: { notificationIds } });
}

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: (result, ids) => {
      removeFromCache(queryClient, ids);
      setUnreadCount(queryClient, result.unreadCount);
    },
    onError: (error) => {
      toast({ title: messageFrom(error, NOTIFICATION_MESSAGES.deleteFailed), tone: 'error' });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
