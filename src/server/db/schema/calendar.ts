import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A user's private iCalendar subscription (`/calendar/{token}.ics`): at most one per user. The token is an HMAC of the
 * random `nonce` under the server's secret, so the settings page can show the URL again, while the table alone (a
 * leaked backup) opens no feed; requests are looked up by the token's SHA-256 hash. Rotating draws a new nonce;
 * turning it off deletes the row, and the old URL answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
