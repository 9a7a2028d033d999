import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/contracts/notifications.js';
import { markReadInPages, prependNotification, removeFromPages, type NotificationPages } from '../lib/notifications';
import { notificationKeys } from './keys';
import type { UnreadCount } from './unreadCount';

function patchLists(queryClient: QueryClient, change: (pages: NotificationPages) => NotificationPages): void {
  queryClient.setQueriesData<NotificationPages>({ queryKey: notificationKeys.lists() }, (pages) => (pages ? change(pages) : pages));
}

export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), { unreadCount });
}

export function addNotification(queryClient: QueryClient, notification: Notification): void {
  patchLists(queryClient, (pages) => prependNotification(pages, notification));
}

export function markReadInCache(queryClient: QueryClient, ids: readonly string[] | 'all'): void {
  patchLists(queryClient, (pages) => markReadInPages(pages, ids));
}

export function removeFromCache(queryClient: QueryClient, ids: readonly string[]): void {
  patchLists(queryClient, (pages) => removeFromPages(pages, ids));
}
