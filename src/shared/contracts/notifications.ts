import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.js';
import { NOTIFICATION_PAGE_SIZE } from './notifications.constants.js';

/* Notifications (platform-community §2.11, §3, §4, §7, §8, §9). */

export * from './notifications.constants.js';

/** Community §3 "Notification": _id, sender {name, avatar}, message, createdAt, read. */
export const notificationSchema = z.object({
  _id: z.uuid(),
  sender: z.object({ id: z.uuid().nullable(), name: z.string(), avatar: z.string().nullable() }),
  message: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  type: z.string(),
  /** A path in the web app that the notification opens. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page=1&limit=10&isRead=false */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
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
