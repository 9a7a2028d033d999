import type { z } from 'zod';
import type { Notification, NotificationsResponse, notificationsQuerySchema } from '../../../shared/contracts/notifications.js';
import { NOTIFICATION_EVENTS, kindOfType, type NotificationType } from '../../../shared/contracts/notifications.js';
import type { Db, Tx } from '../../db/client.js';
import type { Realtime } from '../../platform/realtime.js';
import {
  countUnread,
  deleteNotifications,
  findUnreadFrom,
  listNotifications,
  markRead,
  refreshNotification,
  senderAvatarOf,
  type NotificationRow,
} from './notifications.repository.js';
import { preferenceRowsOf, resolvePreferences } from './notifications.preferences.js';
import { notifications } from '../../db/schema/index.js';

export interface NewNotification {
  /** Who receives it. */
  userId: string;
  /** The user who caused it, when there is one. */
  senderId?: string | null;
  /** The name shown as its sender (a person, or a feature such as "Career Zone"). */
  senderName: string;
  /** What happened, e.g. "application_status". */
  type: NotificationType;
  message: string;
  /** A path in the web app that the notification opens. */
  link?: string | null;
  /** When it happened, where that was earlier than now (the demo seeds record past events). */
  createdAt?: Date;
  /** When the receiver read it, for past events seeded as already seen. */
  readAt?: Date;
}

/**
 * Stores a notification. Pass the caller's transaction so the notification exists exactly when the change
 * it reports does; once that transaction has committed, hand the row to the notifier (`notify`). A kind the
 * receiver turned off in the app is kept as already read: in the list's history, never counted or announced.
 */
export async function createNotification(executor: Db | Tx, input: NewNotification): Promise<NotificationRow> {
  const [row] = await createNotifications(executor, [input]);
  return row!;
}

/**
 * Several notifications as `createNotification` stores one, in two statements whatever their number: the receivers'
 * choices read at once, the rows inserted at once (a session reminder tells both sides). Answers them in input order.
 */
export async function createNotifications(executor: Db | Tx, inputs: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (inputs.length === 0) return [];
  const preferences = await preferenceRowsOf(executor, [...new Set(inputs.filter((input) => !input.readAt).map((input) => input.userId))]);
  const now = new Date();
  const rows = await executor
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        senderId: input.senderId ?? null,
        senderName: input.senderName,
        type: input.type,
        message: input.message,
        link: input.link ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        ...(input.readAt
          ? { readAt: input.readAt }
          : resolvePreferences(preferences.get(input.userId)).channels[kindOfType(input.type)].inApp
            ? {}
            : { readAt: now }),
      })),
    )
    .returning();
  return rows;
}

/**
 * The same notification for many receivers in one statement (a fan-out: a new job to every student it matches), each
 * receiver's in-app choice applied from their preferences read at once, as `createNotification` applies it to one.
 */
export function createNotificationsFor(
  executor: Db | Tx,
  userIds: readonly string[],
  input: Omit<NewNotification, 'userId' | 'readAt' | 'createdAt'>,
): Promise<NotificationRow[]> {
  return createNotifications(
    executor,
    userIds.map((userId) => ({ ...input, userId })),
  );
}

const REFRESHED = Symbol('refreshed');
/** Whether createOrRefreshNotification brought this row up to date instead of creating it (it was mailed when new). */
export const isRefreshed = (row: NotificationRow) => (row as NotificationRow & { [REFRESHED]?: true })[REFRESHED] === true;

/**
 * Like `createNotification`, but while the receiver still has an unread notification of this type from
 * this sender, that one is brought up to date and to the top instead: ten messages make one line in
 * the bell, not ten. Call it inside the caller's transaction.
 */
export async function createOrRefreshNotification(tx: Tx, input: NewNotification & { senderId: string }): Promise<NotificationRow> {
  const existing = await findUnreadFrom(tx, input.userId, input.senderId, input.type);
  if (!existing) return createNotification(tx, input);
  const row = await refreshNotification(tx, existing.id, {
    senderName: input.senderName,
    message: input.message,
    link: input.link ?? null,
  });
  return Object.assign(row, { [REFRESHED]: true });
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

/** Tells every open tab of the user the unread count as the server keeps it, so all tabs show the same. */
export async function announceUnreadCount(db: Db, realtime: Realtime, userId: string): Promise<number> {
  const unreadCount = await countUnread(db, userId);
  realtime.emitToUser(userId, NOTIFICATION_EVENTS.unread, { unreadCount });
  return unreadCount;
}

type ListQuery = z.output<typeof notificationsQuerySchema>;

/** The signed-in user's own notifications: every call is scoped to `userId`, so others' ids match nothing. */
export function createNotificationsService(deps: { db: Db; realtime: Realtime }) {
  const { db, realtime } = deps;

  /** After a change: the new count goes to every tab (including the one that asked) and back in the answer. */
  async function changed(userId: string, count: number) {
    const unreadCount = await announceUnreadCount(db, realtime, userId);
    return { changed: count, unreadCount };
  }

  return {
    async list(userId: string, query: ListQuery): Promise<NotificationsResponse> {
      const offset = (query.page - 1) * query.limit;
      const { rows, total, unreadCount, nextCursor } = await listNotifications(db, userId, {
        isRead: query.isRead,
        limit: query.limit,
        offset,
        cursor: query.cursor,
      });
      return {
        data: rows.map((row) => toNotification(row, row.senderAvatar)),
        page: query.page,
        limit: query.limit,
        total,
        hasMore: nextCursor !== null,
        nextCursor,
        unreadCount,
      };
    },

    async unreadCount(userId: string) {
      return { unreadCount: await countUnread(db, userId) };
    },

    async markRead(userId: string, ids: readonly string[]) {
      return changed(userId, await markRead(db, userId, ids));
    },

    async markAllRead(userId: string) {
      return changed(userId, await markRead(db, userId, undefined));
    },

    async remove(userId: string, ids: readonly string[]) {
      return changed(userId, await deleteNotifications(db, userId, ids));
    },
  };
}
