import { and, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { conversations, mentorProfiles, messages, profiles, users } from '../../db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A conversation as one participant sees it: the other person, what is unread, whether they may still write. */
export interface ConversationView {
  id: string;
  lastMessageAt: Date | null;
  unreadCount: number;
  canSend: boolean;
  other: {
    id: string;
    email: string;
    username: string | null;
    firstName: string | null;
    lastName: string | null;
    mentorName: string | null;
    headline: string[] | null;
    college: string | null;
    photo: string | null;
  };
}

/** The two ids of a pair in the order the table keeps them (uuid order is the order of their hex text). */
export function orderedPair(userIdA: string, userIdB: string): { userLow: string; userHigh: string } {
  const a = userIdA.toLowerCase();
  const b = userIdB.toLowerCase();
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

/*
 * Correlated subqueries name their tables explicitly, so an inner column never binds to the outer table.
 * canSend: the pair is still connected (the pair index on least/greatest) and neither blocked the other.
 */
const unreadFor = (userId: string) =>
  sql<number>`(select count(*)::int from "messages" "m" where "m"."conversation_id" = "conversations"."id" and "m"."sender_id" <> ${userId} and "m"."read_at" is null)`;
const canSend = sql<boolean>`(
  exists (select 1 from "connections" "k"
    where least("k"."user_id1", "k"."user_id2") = "conversations"."user_low"
      and greatest("k"."user_id1", "k"."user_id2") = "conversations"."user_high")
  and not exists (select 1 from "user_blocks" "b"
    where ("b"."blocker_id" = "conversations"."user_low" and "b"."blocked_id" = "conversations"."user_high")
       or ("b"."blocker_id" = "conversations"."user_high" and "b"."blocked_id" = "conversations"."user_low"))
)`;
const otherOf = (userId: string) =>
  sql`case when ${conversations.userLow} = ${userId} then ${conversations.userHigh} else ${conversations.userLow} end`;
const participant = (userId: string) => or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId));

export function createMessagesRepository(db: Db) {
  async function views(userId: string, where: SQL | undefined, page?: { limit: number; offset: number }) {
    const query = db
      .select({
        id: conversations.id,
        lastMessageAt: conversations.lastMessageAt,
        unreadCount: unreadFor(userId),
        canSend,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        other: {
          id: users.id,
          email: users.email,
          username: users.username,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          mentorName: mentorProfiles.fullName,
          headline: profiles.headline,
          college: profiles.college,
          photo: sql<string | null>`coalesce(${profiles.profilePictureUrl}, ${mentorProfiles.profilePictureUrl})`,
        },
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, otherOf(userId)))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
      .where(and(participant(userId), where))
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt), desc(conversations.id));
    const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
    return { rows: rows.map(({ total: _total, ...row }) => row as ConversationView), total: rows[0]?.total ?? 0 };
  }

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The user's conversations, most recent message first (ones without messages yet last). */
    listConversations(userId: string, page: { limit: number; offset: number }) {
      return views(userId, undefined, page);
    },

    async conversationView(userId: string, conversationId: string): Promise<ConversationView | undefined> {
      const { rows } = await views(userId, eq(conversations.id, conversationId));
      return rows[0];
    },

    async findConversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
      return row;
    },

    /** The pair's conversation, created when there is none; a concurrent open of the same pair finds the same row. */
    async openConversation(userIdA: string, userIdB: string): Promise<{ id: string; created: boolean }> {
      const pair = orderedPair(userIdA, userIdB);
      const [inserted] = await db.insert(conversations).values(pair).onConflictDoNothing().returning({ id: conversations.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userLow, pair.userLow), eq(conversations.userHigh, pair.userHigh)))
        .limit(1);
      return { id: existing!.id, created: false };
    },

    /** The last message of each conversation. */
    async lastMessages(conversationIds: string[]): Promise<Map<string, MessageRow>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    /** Up to `limit` messages before `before`, newest first, and whether older ones remain. */
    async history(conversationId: string, before: Date | undefined, limit: number): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.createdAt, before) : undefined))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    /** Locks the conversation for the caller's transaction, so its messages and notification are written one send at a time. */
    async lockConversation(tx: Tx, id: string): Promise<void> {
      await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id)).for('update');
    },

    async insertMessage(tx: Tx, values: { conversationId: string; senderId: string; body: string; createdAt: Date }): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(values).returning();
      await tx.update(conversations).set({ lastMessageAt: values.createdAt }).where(eq(conversations.id, values.conversationId));
      return row!;
    },

    /** Marks read the messages the other participant sent to `readerId`; answers how many. */
    async markRead(tx: Tx, conversationId: string, readerId: string, at: Date): Promise<number> {
      const rows = await tx
        .update(messages)
        .set({ readAt: at })
        .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /** Unread messages addressed to the user over all conversations (the messages badge). */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(participant(userId), ne(messages.senderId, userId), isNull(messages.readAt)));
      return row?.n ?? 0;
    },

    /** How the user is shown as a sender: their profile's name, a mentor's full name, else the username. */
    async displayName(userId: string): Promise<string> {
      const [row] = await db
        .select({
          email: users.email,
          username: users.username,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          mentorName: mentorProfiles.fullName,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ? nameOf(row) : '';
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

export function nameOf(person: {
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  mentorName: string | null;
}): string {
  return (
    [person.firstName, person.lastName].filter(Boolean).join(' ').trim() ||
    person.mentorName ||
    person.username ||
    person.email.split('@')[0]!
  );
}
