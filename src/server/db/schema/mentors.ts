import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Weekly availability: IST weekday ("0" Sunday … "6" Saturday) -> minutes after IST midnight of each slot start. */
export type WeeklyAvailability = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', number[]>>;

/** A mentor's own weekly slots. No row means the spec's default slots on every day (community §9). */
export const mentorAvailability = pgTable('mentor_availability', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly: jsonb('weekly').$type<WeeklyAvailability>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A resume or other document a student attached to a booking request. Kept outside the public uploads
 * folder; served only to its owner and to the mentor of a booking that references it.
 */
export const mentorshipDocuments = pgTable(
  'mentorship_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mentorship_documents_owner_idx').on(table.ownerId)],
);

export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'declined', 'cancelled', 'completed']);

/** A session request from a student to a mentor (community §3 "Booking request payload"). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    sessionType: text('session_type').notNull().default('career_guidance'),
    duration: smallint('duration').notNull().default(60),
    chatEnabled: boolean('chat_enabled').notNull().default(true),
    agenda: text('agenda').notNull(),
    learningGoals: text('learning_goals').notNull().default(''),
    specificAdvice: text('specific_advice').notNull().default(''),
    previousSteps: text('previous_steps').notNull().default(''),
    challenges: text('challenges').notNull().default(''),
    resumeDocumentId: uuid('resume_document_id').references(() => mentorshipDocuments.id, { onDelete: 'set null' }),
    otherDocumentId: uuid('other_document_id').references(() => mentorshipDocuments.id, { onDelete: 'set null' }),
    /** Why it was declined or cancelled. */
    reason: text('reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One slot of a mentor is held by at most one live booking: concurrent requests lose with a unique violation.
    uniqueIndex('bookings_live_slot_uq')
      .on(table.mentorId, table.scheduledAt)
      .where(sql`${table.status} in ('pending', 'confirmed')`),
    index('bookings_mentor_idx').on(table.mentorId, table.scheduledAt),
    index('bookings_student_idx').on(table.studentId, table.scheduledAt),
  ],
);

/** A student's rating of a finished session on the five dimensions of "REVIEWS BY MENTEE" (1 to 5 each). */
export const bookingReviews = pgTable(
  'booking_reviews',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKnowledge: smallint('subject_knowledge').notNull(),
    inspirational: smallint('inspirational').notNull(),
    problemSolving: smallint('problem_solving').notNull(),
    communication: smallint('communication').notNull(),
    extraMile: smallint('extra_mile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingId] }), index('booking_reviews_mentor_idx').on(table.mentorId)],
);
