import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * One row per email and teaser feature. The unique index, not a read-then-write check, keeps a second
 * join (even twenty at once) from adding a row or sending a second confirmation.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of WAITLIST_FEATURES (shared/contracts/waitlist.ts). */
    feature: text('feature').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The account that joined, when it joined signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the unsubscribe link; cleared when the same email joins this list again (which mails a fresh confirmation). */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_entries_feature_email_unique').on(table.feature, table.email),
    index('waitlist_entries_feature_created_idx').on(table.feature, table.createdAt),
  ],
);
