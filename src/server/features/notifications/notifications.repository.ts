import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mentorProfiles, notifications, profiles } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
type Executor = Db | Tx;

/** A notification with its sender's photo (a student's profile photo, else a mentor's). */
export type NotificationView = NotificationRow & { senderAvatar: string | null };

export async function insertNotification(executor: Executor, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await executor.insert(notifications).values(values).returning();
  return row!;
}

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
    .select({ avatar: sql<string | null>`coalesce(${profiles.profilePictureUrl}, ${mentorProfiles.profilePictureUrl})` })
    .from(sql`(select ${senderId}::uuid as id) as sender`)
    .leftJoin(profiles, sql`${profiles.userId} = sender.id`)
    .leftJoin(mentorProfiles, sql`${mentorProfiles.userId} = sender.id`);
  return row?.avatar ?? null;
}
