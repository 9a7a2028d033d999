import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { mentorshipDocuments } from './mentors.js';

export const jobType = pgEnum('job_type', ['internship', 'full-time', 'part-time', 'contract']);
export const jobStatus = pgEnum('job_status', ['open', 'closed']);
export const applicationStatus = pgEnum('application_status', ['pending', 'reviewed', 'shortlisted', 'rejected', 'hired']);

/**
 * A job or internship posted by an operator. Pay is kept as numbers (INR): a monthly stipend, or an
 * annual salary range; the API formats them. A job whose closing date has passed counts as closed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    /** A data URL or a path under /uploads; never a third-party address. */
    logoUrl: text('logo_url'),
    jobType: jobType('job_type').notNull(),
    location: text('location').notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    /** Annual salary in rupees. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** Monthly stipend in rupees. */
    stipendAmount: integer('stipend_amount'),
    durationMonths: integer('duration_months'),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    /** Sanitized HTML. */
    companyAbout: text('company_about').notNull().default(''),
    /** The skills text the spec calls jobRequirements; searched with trigrams. */
    jobRequirements: text('job_requirements').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hrName: text('hr_name').notNull(),
    hrPosition: text('hr_position').notNull(),
    status: jobStatus('status').notNull().default('open'),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * The company's place in "Responsive employers" (its employer_responsiveness row's ranks; defaults: a company
     * without one, "New on Campus"), copied by triggers (drizzle/0044) whenever that row or the job's company changes:
     * the sort then walks jobs_status_responsive_idx instead of joining and sorting every open job.
     */
    employerStateRank: doublePrecision('employer_state_rank').notNull().default(1),
    employerReplyRank: doublePrecision('employer_reply_rank').notNull().default(-1),
    employerSpeedRank: doublePrecision('employer_speed_rank').notNull().default(-1e9),
    /**
     * "Responsive employers": rated, replying to RESPONSIVE_MIN_REPLY_RATE (50) % or more. Open ones are counted in
     * row_counts with the writes (drizzle/0045), as open jobs are, so the filter's total is not a count of 18,000 rows.
     */
    employerResponsive: boolean('employer_responsive').generatedAlwaysAs(sql`employer_state_rank = 2 and employer_reply_rank >= 50`),
  },
  (table) => [
    index('jobs_title_trgm').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('jobs_company_name_trgm').using('gin', sql`lower(${table.companyName}) gin_trgm_ops`),
    index('jobs_location_trgm').using('gin', sql`lower(${table.location}) gin_trgm_ops`),
    index('jobs_job_requirements_trgm').using('gin', sql`lower(${table.jobRequirements}) gin_trgm_ops`),
    // Newest first within a status, with the id as tie-break, so a page is read straight off the index.
    index('jobs_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // "Responsive employers" within a status, then newest first: a sorted page is read straight off the index.
    index('jobs_status_responsive_idx').on(
      table.status,
      table.employerStateRank.desc().nullsFirst(),
      table.employerReplyRank.desc().nullsFirst(),
      table.employerSpeedRank.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Counting open jobs (status, and a closing date still ahead) from the index alone.
    index('jobs_status_closes_idx').on(table.status, table.closesAt),
    index('jobs_job_type_idx').on(table.jobType),
    // A company's jobs, for refreshing its responsiveness after a write to one of its applications.
    index('jobs_company_name_idx').on(table.companyName),
  ],
);

/**
 * One live application per student and job: the unique index, not a read-then-write check, enforces it. A withdrawn
 * application stays (it is part of the employer's record of replies) and no longer blocks applying again.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The resume the student attached (one of their private documents); its access check lets operators read it. */
    resumeDocumentId: uuid('resume_document_id').references(() => mentorshipDocuments.id, { onDelete: 'set null' }),
    coverNote: text('cover_note'),
    /** When an operator first moved it past "pending": the event the employer's reply figures are computed from. */
    firstStatusChangeAt: timestamp('first_status_change_at', { withTimezone: true }),
    /** When an operator last moved it: "Actively reviewing". */
    lastStatusChangeAt: timestamp('last_status_change_at', { withTimezone: true }),
    /** When the student withdrew it; withdrawn applications leave the applicant lists and counts. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_applications_job_user_unique')
      .on(table.jobId, table.userId)
      .where(sql`${table.withdrawnAt} is null`),
    // The periodic refresh of every employer's figures reads the recent applications only.
    index('job_applications_applied_idx').on(table.appliedAt),
    index('job_applications_user_applied_idx').on(table.userId, table.appliedAt.desc().nullsFirst()),
    // One company's figures, computed again in every application's transaction (careers.responsiveness.ts), read its
    // jobs' applications, withdrawn ones too: without it each apply scanned all 500,000 at scale (2.7 s, 503 under
    // load).
    index('job_applications_job_applied_idx').on(table.jobId, table.appliedAt),
    // The same refresh's "actively reviewing": applications an operator moved in the last days, a few of them.
    index('job_applications_status_changed_idx')
      .on(table.lastStatusChangeAt)
      .where(sql`${table.lastStatusChangeAt} is not null`),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_jobs_user_job_unique').on(table.userId, table.jobId), index('saved_jobs_job_idx').on(table.jobId)],
);

export const employerResponsivenessState = pgEnum('employer_responsiveness_state', ['new', 'slow', 'rated']);

/**
 * Each company's reply figures, kept: rewritten for one company in the transaction of every write to its
 * applications, and for all of them by a job on the queue every few minutes (the windows move with the clock).
 * Every list and page reads the same row, so a figure is the same wherever it shows. Computed by
 * features/careers/careers.responsiveness.ts; nothing else writes it.
 */
export const employerResponsiveness = pgTable('employer_responsiveness', {
  companyName: text('company_name').primaryKey(),
  state: employerResponsivenessState('state').notNull(),
  /** 30, or 90 when the company had fewer than 10 applications in the last 30 days. */
  windowDays: integer('window_days').notNull(),
  /** Applications sent in the window. */
  applications: integer('applications').notNull(),
  /** Percent of the judged applications moved past "pending" within 14 days; null unless rated. */
  replyRate: integer('reply_rate'),
  /** The median days to the first status change, rounded up; null unless rated (or none answered yet). */
  medianDays: integer('median_days'),
  /** The median unrounded, kept for the responsive sort's tie-break. */
  medianExact: doublePrecision('median_exact'),
  activelyReviewing: boolean('actively_reviewing').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
