import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unreadCountResponseSchema } from '../../../../shared/contracts/notifications.js';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

export type UnreadCount = z.infer<typeof unreadCountResponseSchema>;

/** GET /api/notifications/unread-count: the one count the server keeps, the same in every tab. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api<UnreadCount>('/notifications/unread-count', signal ? { signal } : {});
}

export function unreadCountQuery() {
  return queryOptions({ queryKey: notificationKeys.unreadCount(), queryFn: ({ signal }) => getUnreadCount(signal) });
}

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
