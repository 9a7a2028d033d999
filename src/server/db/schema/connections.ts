import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const requestKind = pgEnum('connection_request_kind', ['connection', 'collaboration']);
export const requestStatus = pgEnum('connection_request_status', ['pending', 'accepted', 'declined', 'revoked']);

/**
 * A connection or collaboration request (community §3 "Connection request"). At most one pending
 * request of a kind between two people, in either direction: the unique index on the unordered pair
 * holds that under concurrent requests.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: requestKind('kind').notNull().default('connection'),
    status: requestStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('connection_requests_pending_pair_unique')
      .on(sql`least(${table.senderId}, ${table.receiverId})`, sql`greatest(${table.senderId}, ${table.receiverId})`, table.kind)
      .where(sql`${table.status} = 'pending'`),
    index('connection_requests_receiver_idx').on(table.receiverId, table.status, table.createdAt.desc()),
    index('connection_requests_sender_idx').on(table.senderId, table.status, table.createdAt.desc()),
    check('connection_requests_not_self', sql`${table.senderId} <> ${table.receiverId}`),
  ],
);

/**
 * Two connected people (community §3 "Connection"). userId1 sent the request, userId2 accepted it.
 * A collaboration is a connection both sides also agreed to build something on: collaboratingSince.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId1: uuid('user_id1')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId2: uuid('user_id2')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collaboratingSince: timestamp('collaborating_since', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('connections_pair_unique').on(
      sql`least(${table.userId1}, ${table.userId2})`,
      sql`greatest(${table.userId1}, ${table.userId2})`,
    ),
    index('connections_user1_idx').on(table.userId1, table.createdAt.desc()),
    index('connections_user2_idx').on(table.userId2, table.createdAt.desc()),
    check('connections_not_self', sql`${table.userId1} <> ${table.userId2}`),
  ],
);

/** blockerId no longer receives requests or messages from blockedId. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('user_blocks_blocked_idx').on(table.blockedId)],
);

/** A one-to-one conversation; userLow < userHigh, so a pair has exactly one. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_pair_unique').on(table.userLow, table.userHigh),
    index('conversations_high_idx').on(table.userHigh, table.lastMessageAt.desc()),
    index('conversations_low_idx').on(table.userLow, table.lastMessageAt.desc()),
    check('conversations_ordered_pair', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other participant read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_conversation_created_idx').on(table.conversationId, table.createdAt.desc()),
    index('messages_unread_idx')
      .on(table.conversationId, table.senderId)
      .where(sql`${table.readAt} is null`),
  ],
);
