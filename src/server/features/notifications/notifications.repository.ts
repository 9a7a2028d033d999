import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mentorProfiles, notifications, profiles } from '../../db/schema/index.js';
import { cursorColumns, keysetAfter, keysetOrderBy, keysetPage, type KeysetOrder } from '../../db/keyset.js';
import type { CursorKey } from '../../../shared/contracts/common.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
type Executor = Db | Tx;

/** A notification with its sender's photo (a student's profile photo, else a mentor's). */
export type NotificationView = NotificationRow & { senderAvatar: string | null };

const senderAvatar = sql<string | null>`coalesce(${profiles.profilePictureUrl}, ${mentorProfiles.profilePictureUrl})`;

/** Served by the partial index on unread rows, so it stays cheap however many read ones a user keeps. */
export async function countUnread(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

export async function senderAvatarOf(executor: Executor, senderId: string | null): Promise<string | null> {
  if (!senderId) return null;
  const [row] = await executor
    .select({ avatar: senderAvatar })
    .from(sql`(select ${senderId}::uuid as id) as sender`)
    .leftJoin(profiles, sql`${profiles.userId} = sender.id`)
    .leftJoin(mentorProfiles, sql`${mentorProfiles.userId} = sender.id`);
  return row?.avatar ?? null;
}

const ownedBy = (userId: string, isRead: boolean | undefined): SQL | undefined =>
  and(
    eq(notifications.userId, userId),
    isRead === undefined ? undefined : isRead ? isNotNull(notifications.readAt) : isNull(notifications.readAt),
  );

/** Newest first, the id breaking ties: the order of both notification indexes (drizzle/0041). */
const newestFirst: KeysetOrder = { ranks: [], time: notifications.createdAt, id: notifications.id };

/**
 * One page of a user's notifications, newest first, with how many match the filter and how many are unread:
 * one statement. The counts form a one-row table the page joins laterally, so they come back even when the
 * page is empty. The page walks the (user_id, created_at desc, id desc) index, or the partial unread index when
 * only unread ones are asked for, from the cursor when one is given (else past `offset` rows); one row more
 * than asked tells whether more follow. The unread count reads the partial index (with isRead=false it is the
 * total too).
 */
export async function listNotifications(
  executor: Executor,
  userId: string,
  filter: { isRead: boolean | undefined; limit: number; offset: number; cursor?: CursorKey | undefined },
): Promise<{ rows: NotificationView[]; total: number; unreadCount: number; nextCursor: string | null }> {
  const where = ownedBy(userId, filter.isRead);
  const after = filter.cursor ? keysetAfter(newestFirst, filter.cursor) : undefined;
  // The partial unread index is built NULLS LAST, the full one NULLS FIRST (created_at is never null, so the
  // order is the same): the page's order follows the index it walks, so its first rows are read in order.
  const order = keysetOrderBy(newestFirst, filter.isRead === false ? 'last' : 'first');
  const { cursorAt, cursorRanks } = cursorColumns(newestFirst);
  const unread = sql`(select count(*)::int from ${notifications} where ${ownedBy(userId, false)})`;
  const total = filter.isRead === false ? sql`null::int` : sql`(select count(*)::int from ${notifications} where ${where})`;
  const result =
    await executor.execute(sql`select "k"."total", "k"."unread", "n".* from (select ${total} as "total", ${unread} as "unread") "k"
    left join lateral (
      select ${notifications.id} as "id", ${notifications.userId} as "user_id", ${notifications.senderId} as "sender_id",
        ${notifications.senderName} as "sender_name", ${notifications.type} as "type", ${notifications.message} as "message",
        ${notifications.link} as "link", ${notifications.readAt} as "read_at", ${notifications.createdAt} as "created_at",
        ${senderAvatar} as "sender_avatar", ${cursorAt} as "cursor_at", ${cursorRanks} as "cursor_ranks"
      from ${notifications}
        left join ${profiles} on ${profiles.userId} = ${notifications.senderId}
        left join ${mentorProfiles} on ${mentorProfiles.userId} = ${notifications.senderId}
      where ${and(where, after)}
      order by ${sql.join(order, sql`, `)}
      limit ${filter.limit + 1} offset ${filter.cursor ? 0 : filter.offset}) "n" on true
    order by "n"."created_at" desc, "n"."id" desc`);
  const rows = (result as unknown as { rows: RawNotification[] }).rows;
  const counts = rows[0];
  const unreadCount = Number(counts?.unread ?? 0);
  const page = keysetPage(
    rows.filter((row) => row.id !== null).map((row) => ({ ...row, id: row.id!, cursorAt: row.cursor_at!, cursorRanks: row.cursor_ranks! })),
    filter.limit,
  );
  return {
    rows: page.rows.map(toView),
    total: counts?.total === null || counts?.total === undefined ? unreadCount : Number(counts.total),
    unreadCount,
    nextCursor: page.nextCursor,
  };
}

interface RawNotification {
  total: number | string | null;
  unread: number | string | null;
  id: string | null;
  user_id: string;
  sender_id: string | null;
  sender_name: string;
  type: string;
  message: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
  sender_avatar: string | null;
  cursor_at: string | null;
  cursor_ranks: number[] | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const toView = (row: RawNotification): NotificationView => ({
  id: row.id!,
  userId: row.user_id,
  senderId: row.sender_id,
  senderName: row.sender_name,
  type: row.type,
  message: row.message,
  link: row.link,
  readAt: row.read_at === null ? null : toDate(row.read_at),
  createdAt: toDate(row.created_at),
  senderAvatar: row.sender_avatar,
});

/** Marks the user's own unread ones read (all of them when `ids` is undefined); others' ids match nothing. */
export async function markRead(executor: Executor, userId: string, ids: readonly string[] | undefined): Promise<number> {
  const rows = await executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(userId, false), ids ? inArray(notifications.id, [...ids]) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotifications(executor: Executor, userId: string, ids: readonly string[]): Promise<number> {
  const rows = await executor
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The receiver's unread "message" notification from this sender, locked for the caller's transaction. */
export async function findUnreadFrom(tx: Tx, userId: string, senderId: string, type: string): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(ownedBy(userId, false), eq(notifications.senderId, senderId), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function refreshNotification(
  tx: Tx,
  id: string,
  values: Pick<NewNotificationRow, 'senderName' | 'message' | 'link'>,
): Promise<NotificationRow> {
  const [row] = await tx
    .update(notifications)
    .set({ ...values, createdAt: new Date() })
    .where(eq(notifications.id, id))
    .returning();
  return row!;
}

/** Marks read the user's unread notifications of one kind from one sender (a conversation that was read). */
export async function markReadFrom(executor: Executor, userId: string, senderId: string, type: string): Promise<number> {
  const rows = await executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(userId, false), eq(notifications.senderId, senderId), eq(notifications.type, type)))
    .returning({ id: notifications.id });
  return rows.length;
}
