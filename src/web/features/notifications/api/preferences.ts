import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../../../../shared/contracts/notifications.js';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';

/** GET /api/notifications/preferences: channels per kind, digest and quiet hours, defaults filled in. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/notifications/preferences', signal ? { signal } : {});
}

export function notificationPreferencesQuery() {
  return queryOptions({ queryKey: notificationKeys.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/** PUT /api/notifications/preferences: only what changes; the answer is the whole set as stored. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) =>
      api<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body: change }),
    onSuccess: (stored) => queryClient.setQueryData(notificationKeys.preferences(), stored),
  });
}
