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

/**
 * A mentor's own weekly slots and booking rules. No row means the spec's defaults: its eight slot times on every
 * day, 60-minute sessions, no buffer, no dates off, the next 3 days bookable (community §9).
 */
export const mentorAvailability = pgTable('mentor_availability', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly: jsonb('weekly').$type<WeeklyAvailability>().notNull(),
  /** 30 or 60: how long each session lasts (a booking takes it). */
  sessionMinutes: smallint('session_minutes').notNull().default(60),
  /** Free minutes kept before and after each confirmed session. */
  bufferMinutes: smallint('buffer_minutes').notNull().default(0),
  /** IST dates (YYYY-MM-DD) with no slots. */
  datesOff: text('dates_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** How many days ahead, starting tomorrow, students may book (1 to 28). */
  horizonDays: smallint('horizon_days').notNull().default(3),
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

export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'declined', 'cancelled', 'completed', 'expired']);

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
    /** The calendar event's SEQUENCE: bumped on every change a calendar must take over (accepted, cancelled, moved). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Another start one side proposed for a confirmed session, waiting for the other side's answer (issue 31.5). */
    proposedStart: timestamp('proposed_start', { withTimezone: true }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Cancelled less than 3 hours before the start: counted against the side that cancelled. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** An https: meeting link the mentor gave instead of the in-product room (issue 31 §1). */
    meetingUrl: text('meeting_url'),
    /** Who attended, decided 10 minutes after the start (sessions feature); null until then and for cancelled sessions. */
    attendanceOutcome: text('attendance_outcome').$type<'held' | 'student_no_show' | 'mentor_no_show' | 'both_no_show' | 'not_held'>(),
    /**
     * An external-link session's answers to "did it take place?" (asked 10 minutes after the start, since the room
     * cannot see the call); null until that side answers. Agreeing answers decide the outcome, disagreeing ones wait
     * for the operator ("Needs action").
     */
    studentTookPlace: boolean('student_took_place'),
    mentorTookPlace: boolean('mentor_took_place'),
    /**
     * When the mentor first answered the request: accepted, declined (an overlapping accept declines too) or proposed
     * another time. Null while unanswered and for a request that expired: the reliability figures read it (issue 37).
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
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
    // The reliability figures read a mentor's latest requests (mentors.reliability.ts).
    index('bookings_mentor_created_idx').on(table.mentorId, table.createdAt),
  ],
);

/**
 * A student's rating of a finished session: overall stars and the five dimensions of "REVIEWS BY MENTEE"
 * (1 to 5 each). One per booking (the primary key).
 */
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
    /** The overall stars (1 to 5); the mentor's rating is their average. */
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingId] }), index('booking_reviews_mentor_idx').on(table.mentorId)],
);

/**
 * What a mentor offers as a referrer. No row: referrals on, to the mentor's own company. The price lives
 * with the profile (mentor_profiles.referral_price, default ₹10,000).
 */
export const mentorReferralSettings = pgTable('mentor_referral_settings', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptsReferrals: boolean('accepts_referrals').notNull().default(true),
  /** Companies the mentor can refer to; empty means the mentor's own company. */
  companies: text('companies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referralStatus = pgEnum('referral_status', ['pending', 'accepted', 'declined', 'referred']);

/** A student's request to be referred by a mentor, with the short assessment the mentor reads. */
export const referralRequests = pgTable(
  'referral_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    targetRole: text('target_role').notNull(),
    jobLink: text('job_link').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Answers to the assessment questions (REFERRAL_QUESTIONS), in order. */
    answers: jsonb('answers').$type<string[]>().notNull(),
    resumeDocumentId: uuid('resume_document_id').references(() => mentorshipDocuments.id, { onDelete: 'set null' }),
    /** The mentor's price in rupees when the request was made. */
    price: integer('price').notNull(),
    status: referralStatus('status').notNull().default('pending'),
    /** What the mentor said when deciding. */
    mentorNote: text('mentor_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per student, mentor and company: a double click or a retry cannot queue a second one.
    uniqueIndex('referral_requests_open_uq')
      .on(table.mentorId, table.studentId, table.company)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    index('referral_requests_mentor_idx').on(table.mentorId, table.createdAt),
    index('referral_requests_student_idx').on(table.studentId, table.createdAt),
  ],
);

/**
 * Each mentor's reliability figures (issue 37.1), kept: computed in SQL from the bookings' records
 * (mentors.reliability.ts `reliabilityOf`, whose columns these are) by a refresh job on the queue every few minutes
 * and in the transaction of each answer, proposal, cancellation and expiry (attendance records wait for the job).
 * Every screen reads this row, so a figure is the same wherever it shows, and a list sorted by the figures joins it by
 * key instead of computing every mentor.
 */
export const mentorReliability = pgTable('mentor_reliability', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requests: integer('requests').notNull(),
  answeredInTime: integer('answered_in_time').notNull(),
  medianMinutesAll: integer('median_minutes_all'),
  window30: boolean('window_30').notNull(),
  sessionsCounted: integer('sessions_counted').notNull(),
  sessionsHeld: integer('sessions_held').notNull(),
  mentorNoShows: integer('mentor_no_shows').notNull(),
  lateCancellations: integer('late_cancellations').notNull(),
  isNew: boolean('is_new').notNull(),
  responseRate: integer('response_rate'),
  medianMinutes: integer('median_minutes'),
  completionRate: integer('completion_rate'),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
