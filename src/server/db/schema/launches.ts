import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The launch state of each teaser feature, the one place the operator edits (console: Launches). The rows
 * are inserted by the migration, each coming feature with a launch date fixed at that moment, so every
 * visitor counts down to the same stored date.
 */
export const featureLaunches = pgTable(
  'feature_launches',
  {
    /** One of WAITLIST_FEATURES (shared/contracts/waitlist.constants.ts). */
    feature: text('feature').primaryKey(),
    /** 'coming' or 'live'. */
    status: text('status').notNull().default('coming'),
    launchAt: timestamp('launch_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('feature_launches_status_check', sql`${table.status} in ('coming', 'live')`),
    check('feature_launches_coming_dated', sql`${table.status} = 'live' or ${table.launchAt} is not null`),
  ],
);
