import { useQueryClient } from '@tanstack/react-query';
import type { NotificationCreatedEvent, unreadCountResponseSchema } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_EVENTS } from '../../../../shared/contracts/notifications.constants.js';
import type { z } from 'zod';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { addNotification, setUnreadCount } from './cache';
import { notificationKeys } from './keys';

/**
 * Keeps the bell and the lists current from the socket: a new notification goes on top and the
 * server's count replaces ours; after a reconnect everything is fetched again, since events may have been missed.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent<NotificationCreatedEvent>(NOTIFICATION_EVENTS.created, ({ notification, unreadCount }) => {
    setUnreadCount(queryClient, unreadCount);
    addNotification(queryClient, notification);
  });
  useSocketEvent<z.infer<typeof unreadCountResponseSchema>>(NOTIFICATION_EVENTS.unread, ({ unreadCount }) => {
    setUnreadCount(queryClient, unreadCount);
  });
  useSocketReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
}
