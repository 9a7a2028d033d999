import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.js';
import { cursorParamSchema, nextCursorSchema } from './common.js';
import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationKind,
} from './notifications.constants.js';

/* Notifications (platform-community §2.11, §3, §4, §7, §8, §9). */

export * from './notifications.constants.js';

/** Community §3 "Notification": _id, sender {name, avatar}, message, createdAt, read. */
export const notificationSchema = z.object({
  _id: z.uuid(),
  sender: z.object({ id: z.uuid().nullable(), name: z.string(), avatar: z.string().nullable() }),
  message: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  /** One of the types the server writes (described so in the API; the column itself is text). */
  type: z.string().meta({ enum: [...NOTIFICATION_TYPES] }),
  /** A path in the web app that the notification opens. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page=1&limit=10&isRead=false; or ?cursor=<nextCursor> for the page after a page (then `page` is not read). */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  cursor: cursorParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
  isRead: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: nextCursorSchema,
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** PATCH /api/notifications/read and DELETE /api/notifications: ids that are not the caller's are ignored. */
export const notificationIdsBodySchema = z.object({ notificationIds: z.array(z.uuid()).min(1).max(PAGE_SIZE_MAX) });
export const notificationsChangedResponseSchema = z.object({ changed: z.number().int(), unreadCount: z.number().int() });
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

/** What NOTIFICATION_EVENTS.created and NOTIFICATION_EVENTS.unread carry. */
export const notificationCreatedEventSchema = z.object({ notification: notificationSchema, unreadCount: z.number().int() });
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEventSchema>;
export const notificationUnreadEventSchema = unreadCountResponseSchema;

/* Preferences (issue 35): channels per kind, the digest, quiet hours. */

const channelChoiceSchema = z.object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<NotificationChannel, z.ZodBoolean>,
);
const kindsOf = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, value])) as Record<NotificationKind, T>);

/** A wall-clock time "HH:MM" (24 h). */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 22:00.');

/** Whether the runtime knows the IANA time zone ("Asia/Kolkata"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  start: clockTimeSchema,
  end: clockTimeSchema,
  timeZone: z.string().min(1).max(64).refine(isKnownTimeZone, 'Choose a time zone such as Asia/Kolkata.'),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationPreferencesSchema = z.object({
  channels: kindsOf(channelChoiceSchema),
  digest: z.enum(DIGEST_FREQUENCIES),
  quietHours: quietHoursSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: only what changes. */
export const notificationPreferencesUpdateSchema = z.strictObject({
  channels: kindsOf(channelChoiceSchema.partial().optional()).partial().optional(),
  digest: z.enum(DIGEST_FREQUENCIES).optional(),
  quietHours: quietHoursSchema.optional(),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe?token=… (RFC 8058 one-click; no sign-in, the token is signed). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(300) });
export const unsubscribeResultSchema = z.object({
  kind: z.enum([...NOTIFICATION_KINDS, 'digest']),
  label: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/* Web push (issue 35.3). */

export const pushKeyResponseSchema = z.object({ publicKey: z.string() });

/** POST /api/notifications/push/subscriptions: what PushSubscription.toJSON() gives. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(40).max(200), auth: z.string().min(10).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
  lastPushedAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDevicesResponseSchema = z.object({ devices: z.array(pushDeviceSchema) });

/** What the service worker receives in a push event. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path in the web app that a click opens. */
  url: z.string(),
  /** The notification's id: a newer push of the same tag replaces the older one on the device. */
  tag: z.string(),
  type: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
