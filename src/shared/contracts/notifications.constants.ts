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
  preferencesSaved: 'Notification settings saved.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  deviceNotFound: 'That device is not among yours.',
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
  'booking_expired',
  'booking_rescheduled',
  'application_status',
  'referral_requested',
  'referral_status',
  'message',
  'blog_comment',
  'blog_like',
  'blog_moderation',
  'session_reminder',
  'session_attendance',
  'job_match',
  'event_update',
  'data_export_ready',
  'data_export_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a user chooses channels for (issue 35): each notification type belongs to one kind. */
export const NOTIFICATION_KINDS = [
  'messages',
  'bookings',
  'reminders',
  'connections',
  'blogComments',
  'blogLikes',
  'applications',
  'jobs',
  'events',
  'waitlist',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type ChannelChoice = Record<NotificationChannel, boolean>;

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { inApp: 'In the app', email: 'Email', push: 'Push' };

const channels = (inApp: boolean, email: boolean, push: boolean): ChannelChoice => ({ inApp, email, push });

/** Each kind's name in settings and its channels until the user changes them: messages and bookings reach the phone, likes stay in the app. */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { label: string; defaults: ChannelChoice }> = {
  messages: { label: 'Messages', defaults: channels(true, true, true) },
  bookings: { label: 'Booking requests and answers', defaults: channels(true, true, true) },
  reminders: { label: 'Session reminders', defaults: channels(true, true, true) },
  connections: { label: 'Connection requests and acceptances', defaults: channels(true, true, false) },
  blogComments: { label: 'Comments on my posts', defaults: channels(true, true, false) },
  blogLikes: { label: 'Likes on my posts', defaults: channels(true, false, false) },
  applications: { label: 'Application status changes', defaults: channels(true, true, false) },
  jobs: { label: 'New jobs matching my skills', defaults: channels(true, false, false) },
  events: { label: "Events I RSVP'd", defaults: channels(true, true, false) },
  waitlist: { label: 'Waitlist launches', defaults: channels(true, true, false) },
};

export const NOTIFICATION_KIND_OF: Record<NotificationType, NotificationKind> = {
  connection_request: 'connections',
  connection_accepted: 'connections',
  collaboration_request: 'connections',
  collaboration_accepted: 'connections',
  booking_requested: 'bookings',
  booking_accepted: 'bookings',
  booking_declined: 'bookings',
  booking_cancelled: 'bookings',
  booking_expired: 'bookings',
  booking_rescheduled: 'bookings',
  referral_requested: 'bookings',
  referral_status: 'bookings',
  application_status: 'applications',
  message: 'messages',
  blog_comment: 'blogComments',
  blog_like: 'blogLikes',
  blog_moderation: 'blogComments',
  session_reminder: 'reminders',
  session_attendance: 'bookings',
  job_match: 'jobs',
  event_update: 'events',
  // An account notice has no kind of its own to switch off: the security mail about it goes whatever the settings.
  data_export_ready: 'bookings',
  data_export_failed: 'bookings',
};

/** The kind of a stored type; a type this build does not know (a row from a newer build) gets the bookings' channels. */
export const kindOfType = (type: string): NotificationKind => NOTIFICATION_KIND_OF[type as NotificationType] ?? 'bookings';

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
/** Quiet hours are read in this zone unless the user picks another. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Socket.IO events to every open tab of the receiver. */
export const NOTIFICATION_EVENTS = { created: 'notification:new', unread: 'notification:unread' } as const;
