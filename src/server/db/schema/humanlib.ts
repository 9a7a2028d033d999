import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** The Human Library's rules accepted by an account, with its confirmation of being 18 or older. */
export const humanlibAcceptances = pgTable(
  'humanlib_acceptances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAdult: boolean('confirmed_adult').notNull(),
  },
  (table) => [check('humanlib_acceptances_adult', sql`${table.confirmedAdult}`)],
);

/**
 * A block made in the anonymous chat. Kept apart from the connections feature's blocks on purpose:
 * those are listed to their owner by name, which would reveal who was behind a nickname. Matching
 * honours both.
 */
export const humanlibBlocks = pgTable(
  'humanlib_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('humanlib_blocks_blocked_idx').on(table.blockedId),
    check('humanlib_blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export const humanlibReportStatus = pgEnum('humanlib_report_status', ['open', 'resolved']);

/** One line of a chat kept with a report: who wrote it is "reporter" or "reported", never an account. */
export interface HumanlibTranscriptLine {
  from: 'reporter' | 'reported';
  text: string;
  at: string;
  crisis: boolean;
}

/**
 * A report on a chat partner, with the last messages of that chat. A crisis report (a message about
 * self-harm) is raised by the server itself, without a reporter, and comes first in the queue.
 */
export const humanlibReports = pgTable(
  'humanlib_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    transcript: jsonb('transcript').$type<HumanlibTranscriptLine[]>().notNull(),
    crisis: boolean('crisis').notNull().default(false),
    status: humanlibReportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('humanlib_reports_queue_idx').on(table.status, table.crisis.desc(), table.createdAt.desc())],
);

/** An account kept out of the Human Library by an operator. */
export const humanlibSuspensions = pgTable('humanlib_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
