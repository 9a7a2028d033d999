import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { cursorParamSchema, nextCursorSchema } from './common.js';
import {
  APPLICATION_STATUSES,
  CAREER_MESSAGES,
  COVER_NOTE_MAX,
  EMPLOYER_STATES,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  POSTED_WITHIN_DAYS,
} from './careers.constants.js';

/** Career zone: jobs and internships, applications, saved jobs and the operator console (spec core §2.11–2.14, §3, §7). */

export {
  APPLICATION_STATUSES,
  CAREER_MESSAGES,
  CLOSING_SOON_DAYS,
  COVER_NOTE_MAX,
  EMPLOYER_STATES,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  NO_REPLY_AFTER_DAYS,
  POSTED_WITHIN_DAYS,
  RESPONSIVE_MIN_REPLY_RATE,
  RESPONSIVENESS,
} from './careers.constants.js';

export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const stipendSchema = z.object({ amount: z.number().int(), currency: z.literal('INR') });
export type Stipend = z.infer<typeof stipendSchema>;

export const jobHrSchema = z.object({ name: z.string(), position: z.string() });
export type JobHr = z.infer<typeof jobHrSchema>;

/**
 * How the job's company answers applications (issue 37), the same figures on every job of the company. Only
 * aggregates over at least 10 applications: nothing in it tells about one student's application.
 */
export const employerResponsivenessSchema = z.object({
  /**
   * `new`: "New on Campus", fewer than 10 applications in the last 90 days (or none yet old enough to judge);
   * `slow`: "Slow to reply", the figures hidden; `rated`: the figures below.
   */
  state: z.enum(EMPLOYER_STATES),
  /** The window in days: 30, or 90 when the company had fewer than 10 applications in the last 30 days. */
  windowDays: z.number().int(),
  /** Applications sent to the company in the window. */
  applications: z.number().int(),
  /**
   * Percent of the window's applications moved past "pending" within 14 days of applying, out of those answered or
   * at least 14 days old; null unless `rated`.
   */
  replyRate: z.number().int().nullable(),
  /** Median days from applying to the first status change over the answered ones, rounded up; null unless `rated` with answers. */
  medianDays: z.number().int().nullable(),
  /** An application to the company was moved in the last 14 days. */
  activelyReviewing: z.boolean(),
});
export type EmployerResponsiveness = z.infer<typeof employerResponsivenessSchema>;

/** A job as the spec's screens read it (§3 "Job"), plus status, remote flag and closing date. */
export const jobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The company's name; `companyName` carries the same value (the spec's screens read either). */
  company: z.string(),
  companyName: z.string(),
  /** A data URL or a same-origin path; `logoUrl` carries the same value. */
  companyLogoUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  jobType: jobTypeSchema,
  location: z.string(),
  isRemote: z.boolean(),
  /** Annual salary in rupees with Indian digit grouping, e.g. "₹6,00,000 - ₹9,00,000 per year"; null when unpaid or stipend-paid. */
  salary: z.string().nullable(),
  /** Monthly stipend in rupees. */
  stipend: stipendSchema.nullable(),
  /** e.g. "6 months"; null for open-ended roles. */
  duration: z.string().nullable(),
  /** Sanitized HTML. */
  description: z.string(),
  /** Sanitized HTML. */
  companyAbout: z.string(),
  /** The skills text. */
  jobRequirements: z.string(),
  skills: z.array(z.string()),
  createdAt: isoDate,
  closesAt: isoDate.nullable(),
  /** `closed` when an operator closed it or its closing date has passed. */
  status: jobStatusSchema,
  hr: jobHrSchema,
  _count: z.object({ applications: z.number().int() }),
  employer: employerResponsivenessSchema,
});
export type Job = z.infer<typeof jobSchema>;

/** A job as the signed-in reader sees it: whether they applied to it or saved it (both false for visitors). */
export const listedJobSchema = jobSchema.extend({ applied: z.boolean(), saved: z.boolean() });
export type ListedJob = z.infer<typeof listedJobSchema>;

/**
 * A job as a list card shows it: every field except the two rich texts. Lists send the whole job by
 * default, as the spec's Job entity names it for the list; a client that only draws cards may ask
 * for `view=card` and save the bytes.
 */
export const listedJobCardSchema = listedJobSchema.omit({ description: true, companyAbout: true });
export type ListedJobCard = z.infer<typeof listedJobCardSchema>;
export const jobListItemSchema = listedJobCardSchema.extend({ description: z.string().optional(), companyAbout: z.string().optional() });
export type JobListItem = z.infer<typeof jobListItemSchema>;

/** `full` (the default): list items with description and companyAbout; `card`: without them. */
export const JOB_LIST_VIEWS = ['card', 'full'] as const;
export type JobListView = (typeof JOB_LIST_VIEWS)[number];
const viewField = { view: z.enum(JOB_LIST_VIEWS).default('full') };

/** Comma-separated list in a query string: "a,b" -> ["a", "b"]. */
const commaList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};
/** A long list: by page number (offset), or after the `nextCursor` of its previous page (then `page` is not read). */
const keysetPageFields = { ...pageFields, cursor: cursorParamSchema.optional() };

/** GET /api/jobs */
export const listJobsQuerySchema = z.object({
  /** Words matched against title, company, skills and location; typo tolerant. */
  search: z.string().trim().max(200).optional(),
  /** One type or several, comma-separated: "internship" or "full-time,part-time,contract". */
  jobType: commaList.pipe(z.array(jobTypeSchema)).optional(),
  /** A city or several, comma-separated; "Bangalore" finds "Bengaluru". */
  location: commaList.optional(),
  /** true: remote only; false: on-site only. */
  remote: z.stringbool().optional(),
  /** Pay range in rupees per month (an annual salary counts as a twelfth per month); unpaid jobs drop out. */
  minPay: z.coerce.number().int().min(0).optional(),
  maxPay: z.coerce.number().int().min(0).optional(),
  /** At most this many months long; open-ended roles drop out. */
  duration: z.coerce.number().int().min(1).max(60).optional(),
  /** Posted within the last 1, 7 or 30 days. */
  postedWithin: z.enum(POSTED_WITHIN_DAYS).optional(),
  status: z.enum(['open', 'closed', 'all']).default('open'),
  /** `newest` (the default; a search ranks by relevance first); `responsive`: employers that reply most and soonest first. */
  sort: z.enum(JOB_SORTS).default('newest'),
  /** true: only employers who reply to at least half of their applicants within 14 days and are not slow. */
  responsive: z.stringbool().optional(),
  ...viewField,
  ...keysetPageFields,
});
export type ListJobsQuery = z.input<typeof listJobsQuerySchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(jobListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** GET /api/jobs: a page of jobs, and the `cursor` of the page after it (null when this one is the last). */
export const jobPageResponseSchema = jobListResponseSchema.extend({ nextCursor: nextCursorSchema });
export type JobPageResponse = z.infer<typeof jobPageResponseSchema>;

/** GET /api/jobs/forYou */
export const forYouQuerySchema = z.object({
  /**
   * Terms to rank by instead of the student's profile (skills, interests and course): when any of these
   * three is given, the profile is not read. Without them the ranking follows the profile.
   */
  skills: commaList.optional(),
  interests: commaList.optional(),
  course: z.string().trim().max(100).optional(),
  ...viewField,
  ...keysetPageFields,
});
export type ForYouQuery = z.input<typeof forYouQuerySchema>;
export const forYouResponseSchema = jobPageResponseSchema.extend({
  /** The terms the ranking used; empty means "newest first". */
  basedOn: z.array(z.string()),
});
export type ForYouResponse = z.infer<typeof forYouResponseSchema>;

export const jobIdParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/jobs/logo: the initials logo of a company (SVG). `v` only versions the address for caches. */
export const companyLogoQuerySchema = z.object({ company: z.string().trim().min(1).max(120), v: z.string().max(20).optional() });
/** GET /api/jobs/{id}/logo: a job's stored logo image. */
export const jobLogoQuerySchema = z.object({ v: z.string().max(20).optional() });

/** Control characters other than the line breaks a note may hold (tab and NUL included). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * POST /api/jobs/{id}/apply: an empty object (spec core §7), or a resume the student uploaded
 * (POST /api/user/mentorship/upload-document) and a short cover note. A blank note is no note.
 */
export const applyRequestSchema = z
  .object({
    resumeDocumentId: z.uuid().optional(),
    coverNote: z
      .string()
      .trim()
      .max(COVER_NOTE_MAX, CAREER_MESSAGES.coverNoteTooLong)
      .refine((text) => !CONTROL_CHARACTERS.test(text), CAREER_MESSAGES.coverNoteControl)
      .optional(),
  })
  .nullish();
export type ApplyRequest = NonNullable<z.input<typeof applyRequestSchema>>;

/** GET /api/user/resume: the resume the student used last, offered first when they apply again. */
export const myResumeResponseSchema = z.object({
  resume: z.object({ id: z.uuid(), fileName: z.string(), uploadedAt: isoDate }).nullable(),
});
export type MyResumeResponse = z.infer<typeof myResumeResponseSchema>;
export const applyResponseSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  appliedAt: isoDate,
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

/** The job part of an application: enough for a card in "My applications". */
export const jobSummarySchema = jobSchema.pick({
  id: true,
  title: true,
  company: true,
  companyName: true,
  companyLogoUrl: true,
  logoUrl: true,
  jobType: true,
  location: true,
  isRemote: true,
  salary: true,
  stipend: true,
  duration: true,
  closesAt: true,
  status: true,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const applicationSchema = z.object({
  id: z.uuid(),
  job: jobSummarySchema,
  appliedAt: isoDate,
  status: applicationStatusSchema,
  updatedAt: isoDate,
  /** Still pending 21 days after applying: the student sees "No reply yet" and may withdraw it. */
  noReplyYet: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/jobs/user/applications */
export const myApplicationsQuerySchema = z.object({ status: applicationStatusSchema.optional(), ...pageFields });
export type MyApplicationsQuery = z.input<typeof myApplicationsQuerySchema>;
export const applicationListResponseSchema = z.object({
  applications: z.array(applicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;

/** POST /api/jobs/user/applications/{id}/withdraw */
export const withdrawResponseSchema = z.object({ id: z.uuid(), jobId: z.uuid(), withdrawnAt: isoDate });
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/** POST and DELETE /api/jobs/{id}/save */
export const saveResponseSchema = z.object({ jobId: z.uuid(), saved: z.boolean() });
export type SaveResponse = z.infer<typeof saveResponseSchema>;

/** GET /api/jobs/user/saved */
export const savedJobsQuerySchema = z.object({ ...viewField, ...pageFields });

// ---- Operator console ----

const plainText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** An image data URL (PNG, JPEG, WebP or GIF) or a same-origin upload path. SVG is not accepted from clients. */
export const logoUrlSchema = z
  .string()
  .max(400_000, CAREER_MESSAGES.logoUrl)
  .regex(/^(data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+|\/uploads\/[A-Za-z0-9._/-]+)$/, CAREER_MESSAGES.logoUrl);

const rupees = (max: number) => z.number().int().min(0).max(max);

/** Fields an operator sets on a job. Pay is numbers in rupees: a monthly stipend or an annual salary range. */
const jobFields = {
  title: plainText(120, 'Title'),
  companyName: plainText(120, 'Company name'),
  /** null or absent: a logo is drawn from the company's initials. */
  logoUrl: logoUrlSchema.nullable(),
  jobType: jobTypeSchema,
  location: plainText(120, 'Location'),
  isRemote: z.boolean(),
  salaryMin: rupees(100_000_000).nullable(),
  salaryMax: rupees(100_000_000).nullable(),
  stipendAmount: rupees(1_000_000).nullable(),
  durationMonths: z.number().int().min(1).max(60).nullable(),
  /** Rich text; sanitized by the server to p, br, strong, em, u, ul, ol, li, h2–h4, a and blockquote. */
  description: z.string().max(50_000),
  companyAbout: z.string().max(20_000),
  jobRequirements: z.string().trim().max(5_000),
  skills: z.array(z.string().trim().min(1).max(50)).max(20),
  closesAt: isoDate.nullable(),
  hr: z.object({ name: plainText(80, 'Recruiter name'), position: plainText(80, 'Recruiter position') }),
};

/** POST /api/admin/jobs */
export const createJobRequestSchema = z.object({
  ...jobFields,
  logoUrl: jobFields.logoUrl.optional(),
  isRemote: jobFields.isRemote.optional(),
  salaryMin: jobFields.salaryMin.optional(),
  salaryMax: jobFields.salaryMax.optional(),
  stipendAmount: jobFields.stipendAmount.optional(),
  durationMonths: jobFields.durationMonths.optional(),
  description: jobFields.description.optional(),
  companyAbout: jobFields.companyAbout.optional(),
  jobRequirements: jobFields.jobRequirements.optional(),
  skills: jobFields.skills.optional(),
  closesAt: jobFields.closesAt.optional(),
});
export type CreateJobRequest = z.input<typeof createJobRequestSchema>;

/** PATCH /api/admin/jobs/{id}: any subset of the fields. */
export const updateJobRequestSchema = z.object(jobFields).partial();
export type UpdateJobRequest = z.input<typeof updateJobRequestSchema>;

/** POST /api/admin/jobs/{id}/reopen: optionally a new closing date. */
export const reopenJobRequestSchema = z.object({ closesAt: isoDate.nullable().optional() }).nullish();

/** A job in the console: the public fields plus the numbers the edit form needs. */
export const adminJobSchema = jobSchema.extend({
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  stipendAmount: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  updatedAt: isoDate,
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /api/admin/jobs */
export const adminJobsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['open', 'closed', 'all']).default('all'),
  ...pageFields,
});
export type AdminJobsQuery = z.input<typeof adminJobsQuerySchema>;
export const adminJobListResponseSchema = z.object({
  jobs: z.array(adminJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Jobs per status over the whole table (not only this page or search). */
  counts: z.object({ all: z.number().int(), open: z.number().int(), closed: z.number().int() }),
});
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

export const applicantSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: applicationStatusSchema,
  appliedAt: isoDate,
  updatedAt: isoDate,
  user: z.object({ id: z.uuid(), email: z.string(), username: z.string().nullable() }),
  /** The applicant's profile as it stands now (empty strings and null when they have not filled it). */
  profile: z.object({
    college: z.string(),
    course: z.string(),
    semester: z.number().int().nullable(),
    skills: z.array(z.string()),
  }),
  coverNote: z.string().nullable(),
  /** The attached resume (GET, the operator's bearer token), or null. */
  resumeUrl: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /api/admin/jobs/{id}/applications */
export const applicantsQuerySchema = z.object({ status: applicationStatusSchema.optional(), ...pageFields });
export type ApplicantsQuery = z.input<typeof applicantsQuerySchema>;
export const applicantListResponseSchema = z.object({
  job: z.object({ id: z.uuid(), title: z.string(), companyName: z.string(), status: jobStatusSchema }),
  applications: z.array(applicantSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /**
   * Applications of this job per status: every status a property (an object rather than a record keyed by the enum,
   * which JSON Schema would describe as required properties it never defines).
   */
  counts: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<ApplicationStatus, z.ZodNumber>,
  ),
});
export type ApplicantListResponse = z.infer<typeof applicantListResponseSchema>;

export const applicationIdParamsSchema = z.object({ id: z.string().max(100) });

/** PATCH /api/admin/applications/{id} */
export const updateApplicationRequestSchema = z.object({ status: applicationStatusSchema });
export type UpdateApplicationRequest = z.infer<typeof updateApplicationRequestSchema>;

/** The sentence the student is notified and mailed with when an application moves. */
export const applicationStatusMessage = (title: string, company: string, status: ApplicationStatus) =>
  `Your application for ${title} at ${company} is now ${status}.`;
