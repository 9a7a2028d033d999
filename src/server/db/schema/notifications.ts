import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Something a user should hear about. Stored here; the notifications feature lists and delivers them. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The id ends both: keyset pages continue after a (created_at, id) cursor inside the index, ties included.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * A user's notification choices (issue 35). `channels` holds only the kinds the user changed, as
 * { kind: { inApp?, email?, push? } }; the rest follow the defaults in the shared constants, so a new kind
 * needs no migration. No row: every default.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
  /** 'off' | 'daily' | 'weekly'; null: the default (weekly). */
  digest: text('digest'),
  /** Quiet hours as minutes after midnight in `time_zone`; both null when off. */
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** When the last digest went out (the next one covers what came after). */
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser that accepted push (Push API): its endpoint at the push service and the keys to encrypt for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device as its browser named itself, for the list in settings. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId)],
);
