import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_PAGE_SIZE } from '../../../../shared/contracts/notifications.constants.js';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** GET /api/notifications?page=1&limit=10&isRead=false (community §7); without isRead, read ones come too. */
export function listNotifications(page: number, unreadOnly: boolean, signal?: AbortSignal): Promise<NotificationsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATION_PAGE_SIZE) });
  if (unreadOnly) query.set('isRead', 'false');
  return api<NotificationsResponse>(`/notifications?${query.toString()}`, signal ? { signal } : {});
}

export function notificationPagesQuery(unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, unreadOnly, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationsResponse) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function useNotificationPages(unreadOnly: boolean, enabled = true) {
  return useInfiniteQuery({ ...notificationPagesQuery(unreadOnly), enabled });
}
