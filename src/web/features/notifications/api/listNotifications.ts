import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_PAGE_SIZE } from '../../../../shared/contracts/notifications.constants.js';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/**
 * GET /api/notifications?page=1&limit=10&isRead=false (community §7); without isRead, read ones come too. The
 * pages after the first ask by the previous page's `nextCursor`, so a notification arriving (or deleted) while
 * the list is open neither repeats a row on the next page nor skips one.
 */
export function listNotifications(cursor: string | null, unreadOnly: boolean, signal?: AbortSignal): Promise<NotificationsResponse> {
  const query = new URLSearchParams(cursor ? { cursor } : { page: '1' });
  query.set('limit', String(NOTIFICATION_PAGE_SIZE));
  if (unreadOnly) query.set('isRead', 'false');
  return api<NotificationsResponse>(`/notifications?${query.toString()}`, signal ? { signal } : {});
}

export function notificationPagesQuery(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, unreadOnly, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: NotificationsResponse) => last.nextCursor ?? undefined,
  });
}

export function useNotificationPages(unreadOnly: boolean, enabled = true) {
  return useInfiniteQuery({ ...notificationPagesQuery(unreadOnly), enabled });
}
