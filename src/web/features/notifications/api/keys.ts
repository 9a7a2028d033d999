/** Query keys of notifications, all under ['notifications'] so a reconnect can refresh everything at once. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  /** `unreadOnly` is the spec's load (isRead=false); otherwise read ones too. */
  list: (unreadOnly: boolean) => ['notifications', 'list', unreadOnly ? 'unread' : 'all'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
  pushDevices: () => ['notifications', 'push-devices'] as const,
  unsubscribe: (token: string) => ['notifications', 'unsubscribe', token] as const,
};
