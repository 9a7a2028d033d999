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

/** The stored set with a change applied, as the server applies it (kinds merged channel by channel). */
function withChange(stored: NotificationPreferences, change: NotificationPreferencesUpdate): NotificationPreferences {
  const channels = { ...stored.channels };
  for (const [kind, choice] of Object.entries(change.channels ?? {}) as [
    keyof typeof channels,
    Partial<(typeof channels)[keyof typeof channels]> | undefined,
  ][]) {
    if (choice) channels[kind] = { ...channels[kind], ...choice };
  }
  return { channels, digest: change.digest ?? stored.digest, quietHours: change.quietHours ?? stored.quietHours };
}

/**
 * PUT /api/notifications/preferences: only what changes; the answer is the whole set as stored. Shown at once (the
 * switch moves when pressed), and put back if the server refuses it.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) =>
      api<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      if (previous) queryClient.setQueryData(key, withChange(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (stored) => queryClient.setQueryData(key, stored),
  });
}
