import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const queuedJobState = pgEnum('queued_job_state', ['pending', 'done', 'failed', 'cancelled']);

/**
 * The database job queue (platform/jobs.ts; `jobs` is the career zone's table): timed work such as session reminders and request expiry. One row per
 * (kind, key), e.g. ('session.reminder.24h', bookingId): scheduling the same job again moves it instead of adding one.
 * A runner leases due rows (locked_by, locked_until) and marks one done in the same transaction as its handler's
 * writes, so a job's effect happens once even with several instances, and a crashed runner's lease runs out.
 */
export const queuedJobs = pgTable(
  'queued_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: queuedJobState('state').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Runs started so far (counted when claimed, so a run that crashed the process counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    /** The runner holding the job and until when; past that time another runner may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('queued_jobs_kind_key_uq').on(table.kind, table.key),
    // The runners' one query for due work reads only pending rows, in run order.
    index('queued_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);
