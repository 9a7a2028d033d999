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
} as const;

/** The longest cover note an application carries. */
export const COVER_NOTE_MAX = 1000;
