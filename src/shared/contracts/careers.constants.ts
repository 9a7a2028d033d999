/**
 * Plain constants of the career zone, without zod: the web app's always-loaded code reads these without
 * pulling the schema library into its first bundle. careers.ts re-exports all of them.
 */

export const JOB_TYPES = ['internship', 'full-time', 'part-time', 'contract'] as const;
export const JOB_STATUSES = ['open', 'closed'] as const;
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'shortlisted', 'rejected', 'hired'] as const;
/** "Posted within" filter values, in days. */
export const POSTED_WITHIN_DAYS = ['1', '7', '30'] as const;
/** A job closing within this many days shows a "Closing soon" badge. */
export const CLOSING_SOON_DAYS = 3;

/** Sentences of the career zone. The first is the spec's (§5 "Apply", §8 "Apply"); the others are ours, in its voice. */
export const CAREER_MESSAGES = {
  alreadyApplied: 'Already Applied',
  jobNotFound: 'Job not found.',
  jobClosed: 'This opportunity is closed.',
  studentsOnly: 'Only students can apply for jobs and internships.',
  applicationNotFound: 'Application not found.',
  salaryRange: 'The maximum salary must not be below the minimum.',
  payKind: 'Give either a monthly stipend or an annual salary, not both.',
  closesInPast: 'The closing date must be in the future.',
  logoUrl: 'The logo must be an uploaded image or an image data URL.',
  resumeNotYours: 'The resume must be a document you uploaded.',
  coverNoteTooLong: 'The cover note must be at most 1000 characters.',
  coverNoteControl: 'The cover note may not contain control characters.',
  notWithdrawable: 'Only an application still waiting for a reply can be withdrawn.',
} as const;

/** The longest cover note an application carries. */
export const COVER_NOTE_MAX = 1000;

/**
 * How an employer's reply figures are computed (issue 37): the server's SQL and the tooltips that explain the
 * figures read these same numbers.
 */
export const RESPONSIVENESS = {
  /** The window: applications sent in the last 30 days… */
  windowDays: 30,
  /** …or the last 90 when there were fewer than `minApplications` in 30 days. */
  wideWindowDays: 90,
  /** Below this many applications in the wide window the company is "New on Campus". */
  minApplications: 10,
  /** A reply counts when the first status change came within this many days of applying. */
  replyWithinDays: 14,
  /** A median above this (or half the applications still unanswered after it) shows "Slow to reply". */
  slowAfterDays: 21,
  /** "Actively reviewing": an application of the company moved in the last 14 days. */
  activeWithinDays: 14,
  /** How often the kept figures are computed again for every company (writes refresh their company at once). */
  refreshMinutes: 5,
} as const;

/** A pending application this many days old shows "No reply yet" to its student, who may withdraw it. */
export const NO_REPLY_AFTER_DAYS = 21;

export const EMPLOYER_STATES = ['new', 'slow', 'rated'] as const;
/** The job list's orders: newest first (the default), or the employers that reply most and soonest first. */
export const JOB_SORTS = ['newest', 'responsive'] as const;
/** The "Responsive employers" filter keeps employers who reply to at least this share (percent) of applicants. */
export const RESPONSIVE_MIN_REPLY_RATE = 50;
