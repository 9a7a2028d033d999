import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const dataExportStatus = pgEnum('data_export_status', ['preparing', 'ready', 'expired', 'failed']);

/**
 * A "Download my data" request (issue 36.3): prepared by a queued job into one zip in private storage, downloadable by
 * its owner until `expires_at`, when another job removes the file. 'failed' when the job gave up (its owner may ask again). The rows of the last day hold the one-a-day limit.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: dataExportStatus('status').notNull().default('preparing'),
    /** The zip's key in private storage, while it is there. */
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_requested_idx').on(table.userId, table.requestedAt.desc())],
);
