/**
 * Plain constants of notifications, without zod: the bell, the page and the live updates read these without
 * evaluating every schema of notifications.ts. notifications.ts re-exports all of them.
 */

export const NOTIFICATION_PAGE_SIZE = 10;
/** Tab filters by age; Month exists in the logic but has no tab (community §4). */
export const NOTIFICATION_PERIODS_MS = {
  ALL: null,
  Today: 24 * 60 * 60 * 1000,
  Week: 7 * 24 * 60 * 60 * 1000,
  Month: 30 * 24 * 60 * 60 * 1000,
} as const;
export type NotificationPeriod = keyof typeof NOTIFICATION_PERIODS_MS;

export const NOTIFICATION_MESSAGES = {
  sessionExpired: 'Session expired. Please log in again.',
  fetchFailed: 'Failed to fetch notifications',
  markFailed: 'Failed to mark notifications as read',
  deleteFailed: 'Failed to delete notifications',
  empty: 'No notifications for this period.',
} as const;

export const NOTIFICATION_TYPES = [
  'connection_request',
  'connection_accepted',
  'collaboration_request',
  'collaboration_accepted',
  'booking_requested',
  'booking_accepted',
  'booking_declined',
  'booking_cancelled',
  'application_status',
  'referral_requested',
  'referral_status',
  'message',
  'blog_comment',
  'blog_like',
  'blog_moderation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Socket.IO events to every open tab of the receiver. */
export const NOTIFICATION_EVENTS = { created: 'notification:new', unread: 'notification:unread' } as const;
