import type { Notification } from '../../../shared/contracts/notifications.js';
import { NOTIFICATION_EVENTS } from '../../../shared/contracts/notifications.js';
import type { Db, Tx } from '../../db/client.js';
import type { Realtime } from '../../platform/realtime.js';
import { countUnread, insertNotification, senderAvatarOf, type NotificationRow } from './notifications.repository.js';

export interface NewNotification {
  /** Who receives it. */
  userId: string;
  /** The user who caused it, when there is one. */
  senderId?: string | null;
  /** The name shown as its sender (a person, or a feature such as "Career Zone"). */
  senderName: string;
  /** A machine name of what happened (NOTIFICATION_TYPES), e.g. "application_status". */
  type: string;
  message: string;
  /** A path in the web app that the notification opens. */
  link?: string | null;
}

/**
 * Stores a notification. Pass the caller's transaction so the notification exists exactly when the change
 * it reports does; once that transaction has committed, hand the row to `deliverNotifications`.
 */
export function createNotification(executor: Db | Tx, input: NewNotification): Promise<NotificationRow> {
  return insertNotification(executor, {
    userId: input.userId,
    senderId: input.senderId ?? null,
    senderName: input.senderName,
    type: input.type,
    message: input.message,
    link: input.link ?? null,
  });
}

export function toNotification(row: NotificationRow, senderAvatar: string | null): Notification {
  return {
    _id: row.id,
    sender: { id: row.senderId, name: row.senderName, avatar: senderAvatar },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    type: row.type,
    link: row.link,
  };
}

/**
 * Sends committed notifications live to every open tab of their receivers, with each receiver's unread
 * count as the server keeps it. Delivery is best effort: the stored notification is the record, and a
 * tab that was offline reads it from the list.
 */
export async function deliverNotifications(db: Db, realtime: Realtime, rows: readonly NotificationRow[]): Promise<void> {
  await Promise.all(
    rows.map(async (row) => {
      const [unreadCount, avatar] = await Promise.all([countUnread(db, row.userId), senderAvatarOf(db, row.senderId)]);
      realtime.emitToUser(row.userId, NOTIFICATION_EVENTS.created, { notification: toNotification(row, avatar), unreadCount });
    }),
  ).catch(() => undefined);
}
