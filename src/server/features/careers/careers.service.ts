import type { z } from 'zod';
import {
  APPLICATION_STATUSES,
  applicationStatusMessage,
  CAREER_MESSAGES,
  type adminJobsQuerySchema,
  type AdminJob,
  type AdminJobListResponse,
  type Applicant,
  type ApplicantListResponse,
  type applicantsQuerySchema,
  type Application,
  type ApplicationListResponse,
  type ApplicationStatus,
  type ApplyRequest,
  type ApplyResponse,
  type MyResumeResponse,
  type CreateJobRequest,
  type ForYouResponse,
  type forYouQuerySchema,
  type Job,
  type JobListItem,
  type JobListResponse,
  type JobPageResponse,
  type JobListView,
  type JobSummary,
  type ListedJob,
  type listJobsQuerySchema,
  type myApplicationsQuerySchema,
  type SaveResponse,
  type UpdateJobRequest,
  type WithdrawResponse,
} from '../../../shared/contracts/careers.js';
import { uuidSchema } from '../../../shared/contracts/common.js';
import type { RequestAuth } from '../../platform/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { createNotification, type Notifier } from '../notifications/index.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { EVERY_TABLE } from '../../db/writes.js';
import { createTtlCache } from '../../platform/ttl-cache.js';

const CAREER_TABLES = new Set(['jobs', 'job_applications', 'saved_jobs', 'employer_responsiveness']);
import { companyLogoSvg, decodeLogo, logoAddress } from './careers.logo.js';
import { refreshCompany, toEmployer } from './careers.responsiveness.js';
import { applicationStatusMail } from './careers.mails.js';
import type { CareersRepository, JobCardRow, JobFilters, JobInsert, JobRow, JobSummaryRow, ReaderFlags } from './careers.repository.js';
import { scheduleJobMatch } from './careers.job-match.js';

/** What a student's profile says about them, for "For You". */
export interface ProfileSignals {
  skills: string[];
  interests: string[];
  course: string | null;
}

/** For a service built without a profile reader (the app passes the profiles feature's): no profile terms. */
export const noProfileSignals = async (): Promise<ProfileSignals> => ({ skills: [], interests: [], course: null });

/** Common spellings of Indian cities, so a search or filter finds the names the listings use. */
const CITY_ALIASES: Record<string, string> = {
  bangalore: 'bengaluru',
  bengalore: 'bengaluru',
  gurgaon: 'gurugram',
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  poona: 'pune',
  'new delhi': 'delhi',
};

const MAX_TERMS = 8;
const MAX_INTEREST_TERMS = 10;

/** Search text -> lower-cased words worth matching (at least two characters; city aliases resolved). */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}+#]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word.length >= 2)
    .map((word) => CITY_ALIASES[word] ?? word);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

const normalisePlace = (place: string) => {
  const lower = place.trim().toLowerCase();
  return CITY_ALIASES[lower] ?? lower;
};

/** One formatter for every call: building an Intl.NumberFormat costs more than a whole list query's mapping. */
const INDIAN_DIGITS = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** Rupees in Indian digit grouping: 600000 -> "₹6,00,000". */
const rupees = (amount: number) => `₹${INDIAN_DIGITS.format(Math.round(amount))}`;

export function formatSalary(min: number | null, max: number | null): string | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low === null || high === null) return null;
  return low === high ? `${rupees(low)} per year` : `${rupees(low)} - ${rupees(high)} per year`;
}

export const formatDuration = (months: number | null): string | null =>
  months === null ? null : `${months} ${months === 1 ? 'month' : 'months'}`;

const iso = (date: Date) => date.toISOString();
const SVG = 'image/svg+xml';

function toSummary(row: JobSummaryRow): JobSummary {
  const logo = logoAddress(row);
  return {
    id: row.id,
    title: row.title,
    company: row.companyName,
    companyName: row.companyName,
    companyLogoUrl: logo,
    logoUrl: logo,
    jobType: row.jobType,
    location: row.location,
    isRemote: row.isRemote,
    salary: formatSalary(row.salaryMin, row.salaryMax),
    stipend: row.stipendAmount === null ? null : { amount: row.stipendAmount, currency: 'INR' },
    duration: formatDuration(row.durationMonths),
    closesAt: row.closesAt ? iso(row.closesAt) : null,
    status: row.status,
  };
}

/** A job in a list, without the reader's flags; the rich texts unless the list was asked for `view=card`. */
type PublicListItem = Omit<JobListItem, 'applied' | 'saved'>;

function toPublicListItem(row: JobCardRow): PublicListItem {
  const item: PublicListItem = {
    ...toSummary(row),
    jobRequirements: row.jobRequirements,
    skills: row.skills,
    createdAt: iso(row.createdAt),
    hr: { name: row.hrName, position: row.hrPosition },
    _count: { applications: row.applications },
    employer: toEmployer(row),
  };
  if (row.description !== undefined) item.description = row.description;
  if (row.companyAbout !== undefined) item.companyAbout = row.companyAbout;
  return item;
}

export function toJob(row: JobCardRow): Job {
  return { ...toPublicListItem(row), description: row.description ?? '', companyAbout: row.companyAbout ?? '' };
}

/** Where an attached document is read (the mentorship feature's private documents, with their access check). */
const documentPath = (id: string) => `/api/user/mentorship/documents/${id}`;

interface ApplicantRow {
  id: string;
  jobId: string;
  status: ApplicationStatus;
  appliedAt: Date;
  updatedAt: Date;
  user: Applicant['user'];
  college: string | null;
  course: string | null;
  semester: number | null;
  skills: string[] | null;
  coverNote: string | null;
  resumeDocumentId: string | null;
}

/** An application as the operator's applicant list shows it: who applied, their profile, their note and resume. */
const toApplicant = (row: ApplicantRow): Applicant => ({
  id: row.id,
  jobId: row.jobId,
  status: row.status,
  appliedAt: iso(row.appliedAt),
  updatedAt: iso(row.updatedAt),
  user: row.user,
  profile: { college: row.college ?? '', course: row.course ?? '', semester: row.semester ?? null, skills: row.skills ?? [] },
  coverNote: row.coverNote,
  resumeUrl: row.resumeDocumentId ? documentPath(row.resumeDocumentId) : null,
});

const toAdminJob = (row: JobCardRow): AdminJob => ({
  ...toJob(row),
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  stipendAmount: row.stipendAmount,
  durationMonths: row.durationMonths,
  updatedAt: iso(row.updatedAt),
});

const pageOf = (query: { page: number; limit: number }) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

/** Ids in paths are checked here so a malformed one is a plain "not found", never a database error. */
const isUuid = (id: string) => uuidSchema.safeParse(id).success;

function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Field rules that span several fields; the zod schema checks each field alone. */
function checkJobFields(
  job: { salaryMin: number | null; salaryMax: number | null; stipendAmount: number | null; closesAt: Date | null },
  options: { closesAtChanged: boolean },
) {
  const fields: Record<string, string[]> = {};
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMax < job.salaryMin) fields.salaryMax = [CAREER_MESSAGES.salaryRange];
  if (job.stipendAmount !== null && (job.salaryMin !== null || job.salaryMax !== null)) fields.stipendAmount = [CAREER_MESSAGES.payKind];
  if (options.closesAtChanged && job.closesAt !== null && job.closesAt.getTime() <= Date.now())
    fields.closesAt = [CAREER_MESSAGES.closesInPast];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, 'VALIDATION_FAILED', fields);
}

type ListQuery = z.output<typeof listJobsQuerySchema>;
type ForYouQueryOut = z.output<typeof forYouQuerySchema>;
type AdminQuery = z.output<typeof adminJobsQuerySchema>;
type ApplicationsQuery = z.output<typeof myApplicationsQuerySchema>;
type ApplicantsQueryOut = z.output<typeof applicantsQuerySchema>;

export const CAREER_SENDER_NAME = 'Career Zone';

export function createCareersService(deps: {
  repo: CareersRepository;
  publicUrl: string;
  /** Notifications, with their mail, go out through it once their change has committed. */
  notifier: Notifier;
  profileSignals?: (userId: string) => Promise<ProfileSignals>;
  /** How long public lists, searches and details are reused; 0 reads the database every time. */
  cacheTtlMs?: number;
  /**
   * This process is the database's only client (PGlite: one process per data directory), so it sees every
   * apply and save and may keep each reader's applied and saved jobs between requests. With PostgreSQL,
   * other instances write too, and the flags are read fresh for every answer.
   */
  soleWriter?: boolean;
  /** Where committed writes are announced (this instance's and the others', platform/read-cache.ts). */
  onTablesChanged?: (listener: (tables: readonly string[]) => void) => void;
}) {
  const { repo } = deps;
  const profileSignals = deps.profileSignals ?? noProfileSignals;
  const ttl = deps.cacheTtlMs ?? 0;
  const pages = createTtlCache<{ jobs: PublicListItem[]; total: number; nextCursor: string | null }>(ttl, 500);
  const details = createTtlCache<JobRow | undefined>(ttl, 2000);
  const readerJobs = createTtlCache<{ applied: Set<string>; saved: Set<string> }>(deps.soleWriter ? ttl : 0, 5000);

  // A write to the jobs, applications or saved jobs, from any instance, drops what is kept at once, not when it ages
  // out (a job's row carries its applicant count).
  /** When the next open job closes: read once, then again after a write to the jobs or once it has passed. */
  let nextClosing: Promise<Date | null> | undefined;
  deps.onTablesChanged?.((tables) => {
    if (tables.some((table) => table === EVERY_TABLE || CAREER_TABLES.has(table))) {
      pages.clear();
      details.clear();
      readerJobs.clear();
      nextClosing = undefined;
    }
  });

  /** After an operator's change: every list may hold the job, and its details changed. */
  function forget(jobId?: string) {
    pages.clear();
    if (jobId) details.delete(jobId);
  }

  /** The job as stored now (the console and its answers never read the cache). */
  async function requireJob(id: string): Promise<JobRow> {
    const row = isUuid(id) ? await repo.findJob(id) : undefined;
    if (!row) throw notFound(CAREER_MESSAGES.jobNotFound, 'JOB_NOT_FOUND');
    return row;
  }

  /**
   * Whose flags a public read may bring in its own statement when it misses the cache: a signed-in reader whose
   * flags are read fresh (not the sole writer's remembered sets).
   */
  const freshReader = (viewer: RequestAuth | null) => (viewer && !(deps.soleWriter && ttl > 0) ? viewer.userId : undefined);

  /**
   * The reader's own applied and saved flags, read fresh for every answer; false for visitors. `known` are the
   * flags this request's own read brought with it (a cache miss), so no second statement is needed.
   */
  async function withFlags<T extends { id: string }>(
    items: T[],
    viewer: RequestAuth | null,
    known?: ReaderFlags,
  ): Promise<(T & { applied: boolean; saved: boolean })[]> {
    if (!viewer) return items.map((item) => ({ ...item, applied: false, saved: false }));
    if (known)
      return items.map((item) => ({ ...item, applied: known.get(item.id)?.applied ?? false, saved: known.get(item.id)?.saved ?? false }));
    if (deps.soleWriter && ttl > 0) {
      const { applied, saved } = await readerJobs.get(viewer.userId, () => repo.readerJobs(viewer.userId));
      return items.map((item) => ({ ...item, applied: applied.has(item.id), saved: saved.has(item.id) }));
    }
    const flags = await repo.viewerFlags(
      viewer.userId,
      items.map((item) => item.id),
    );
    return items.map((item) => ({ ...item, applied: flags.get(item.id)?.applied ?? false, saved: flags.get(item.id)?.saved ?? false }));
  }

  /** A page of public list items, reused for a few seconds by every reader asking the same. */
  function publicPage(key: unknown[], load: () => Promise<{ rows: JobCardRow[]; total: number; nextCursor: string | null }>) {
    return pages.get(JSON.stringify(key), async () => {
      const { rows, total, nextCursor } = await load();
      return { jobs: rows.map(toPublicListItem), total, nextCursor };
    });
  }

  async function requireJobState(id: string) {
    const row = isUuid(id) ? await repo.findJobState(id) : undefined;
    if (!row) throw notFound(CAREER_MESSAGES.jobNotFound, 'JOB_NOT_FOUND');
    return row;
  }

  return {
    /**
     * How long an answer about open jobs stays true while nothing is written: until the next open job closes
     * (then it leaves the lists and its page says closed). A list filtered by age also follows the clock.
     */
    async staysTrueForMs(query: { postedWithin?: unknown } = {}): Promise<number> {
      if (query.postedWithin !== undefined) return ttl;
      let closing = await (nextClosing ??= repo.nextClosing());
      if (closing && closing.getTime() <= Date.now()) {
        // A job has closed since: the pages and details kept here said it was open.
        pages.clear();
        details.clear();
        nextClosing = repo.nextClosing();
        closing = await nextClosing;
      }
      return closing ? closing.getTime() - Date.now() : Number.POSITIVE_INFINITY;
    },

    async listJobs(query: ListQuery, viewer: RequestAuth | null): Promise<JobPageResponse> {
      const filters: JobFilters = {
        terms: searchTerms(query.search),
        status: query.status,
        ...(query.jobType && query.jobType.length > 0 ? { jobTypes: query.jobType } : {}),
        ...(query.location && query.location.length > 0 ? { locations: query.location.map(normalisePlace) } : {}),
        ...(query.remote !== undefined ? { remote: query.remote } : {}),
        ...(query.minPay !== undefined ? { minPay: query.minPay } : {}),
        ...(query.maxPay !== undefined ? { maxPay: query.maxPay } : {}),
        ...(query.duration !== undefined ? { maxDurationMonths: query.duration } : {}),
        ...(query.postedWithin !== undefined ? { postedWithinDays: Number(query.postedWithin) } : {}),
        ...(query.responsive ? { responsiveOnly: true } : {}),
        ...(query.sort === 'responsive' ? { responsiveFirst: true } : {}),
      };
      const page = { ...pageOf(query), cursor: query.cursor };
      // The listing's first screen, missed by the cache: the page, its total and this reader's flags in one
      // statement. The cache keeps the public part only; a reader served from it (or from another reader's load)
      // has their flags read apart.
      // A search does the same through its ranked page.
      const reader = freshReader(viewer);
      let ownFlags: ReaderFlags | undefined;
      const { jobs, total, nextCursor } = await publicPage(['list', filters, page, query.view], async () => {
        const { rows, total, flags, nextCursor } =
          reader && query.view === 'full' && repo.isPlainOpenList(filters)
            ? await repo.openJobsForReader(page, reader)
            : await repo.listJobs(filters, page, query.view, reader);
        ownFlags = flags;
        return { rows, total, nextCursor };
      });
      return { jobs: await withFlags(jobs, viewer, ownFlags), total, page: query.page, limit: query.limit, nextCursor };
    },

    async forYou(query: ForYouQueryOut, viewer: RequestAuth): Promise<ForYouResponse> {
      // Terms in the query replace the profile's (a preview, or a client's own choice); otherwise the profile ranks.
      const given = [...(query.skills ?? []), ...(query.interests ?? []), ...(query.course ? [query.course] : [])];
      const profile = given.length > 0 ? null : await profileSignals(viewer.userId);
      const terms = profile ? [...profile.skills, ...profile.interests, ...(profile.course ? [profile.course] : [])] : given;
      const basedOn = [
        ...new Set(terms.map((term) => term.trim().toLowerCase()).filter((term) => term.length >= 2 && term.length <= 60)),
      ].slice(0, MAX_INTEREST_TERMS);
      const page = { ...pageOf(query), cursor: query.cursor };
      const { jobs, total, nextCursor } = await publicPage(['forYou', basedOn, page, query.view], () =>
        repo.listJobsByInterest(basedOn, page, query.view),
      );
      return { jobs: await withFlags(jobs, viewer), total, page: query.page, limit: query.limit, nextCursor, basedOn };
    },

    async getJob(id: string, viewer: RequestAuth | null): Promise<ListedJob> {
      if (!isUuid(id)) throw notFound(CAREER_MESSAGES.jobNotFound, 'JOB_NOT_FOUND');
      // Missed by the cache, the job and this reader's flags come in one statement; the cache keeps the job only.
      const reader = freshReader(viewer);
      let ownFlags: ReaderFlags | undefined;
      const row = await details.get(id, async () => {
        if (!reader) return repo.findJob(id);
        const found = await repo.findJobForReader(id, reader);
        if (found) ownFlags = new Map([[id, found.flags]]);
        return found?.job;
      });
      if (!row) throw notFound(CAREER_MESSAGES.jobNotFound, 'JOB_NOT_FOUND');
      const [job] = await withFlags([toJob(row)], viewer, ownFlags);
      return job!;
    },

    /** The image behind a job's logo address: its stored image, or its company's drawn initials. */
    async jobLogo(id: string): Promise<{ type: string; body: Buffer | string }> {
      const row = isUuid(id) ? await repo.findLogo(id) : undefined;
      if (!row) throw notFound(CAREER_MESSAGES.jobNotFound, 'JOB_NOT_FOUND');
      const stored = row.logoUrl ? decodeLogo(row.logoUrl) : null;
      return stored ? { type: stored.type, body: stored.bytes } : { type: SVG, body: companyLogoSvg(row.companyName) };
    },

    drawnLogo(company: string): { type: string; body: string } {
      return { type: SVG, body: companyLogoSvg(company) };
    },

    async apply(jobId: string, viewer: RequestAuth, body?: ApplyRequest | null): Promise<ApplyResponse> {
      if (viewer.role !== 'student') throw forbidden(CAREER_MESSAGES.studentsOnly, 'STUDENTS_ONLY');
      const job = await requireJobState(jobId);
      if (job.status === 'closed') {
        if (await repo.hasApplied(job.id, viewer.userId)) throw conflict(CAREER_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
        throw conflict(CAREER_MESSAGES.jobClosed, 'JOB_CLOSED');
      }
      // The resume is one of the student's own uploads: attaching it is what lets the operator read it.
      const resumeDocumentId = body?.resumeDocumentId ?? null;
      if (resumeDocumentId && !(await repo.findOwnDocument(resumeDocumentId, viewer.userId))) {
        throw badRequest(CAREER_MESSAGES.resumeNotYours, 'RESUME_NOT_YOURS');
      }
      const coverNote = body?.coverNote?.trim() || null;
      // No read-then-write: the unique index decides, so concurrent requests still make one application.
      const row = await repo.insertApplication(job, viewer.userId, { resumeDocumentId, coverNote });
      if (!row) throw conflict(CAREER_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
      // The details page shows the applicant count at once; lists catch up within the cache's lifetime.
      details.delete(job.id);
      readerJobs.delete(viewer.userId);
      return { id: row.id, status: 'pending', appliedAt: iso(row.appliedAt) };
    },

    /** The resume the student attached last (a job application, a booking or a referral request), or null. */
    async myResume(viewer: RequestAuth): Promise<MyResumeResponse> {
      const row = await repo.latestResume(viewer.userId);
      return { resume: row ? { id: row.id, fileName: row.fileName, uploadedAt: iso(row.uploadedAt) } : null };
    },

    async myApplications(viewer: RequestAuth, query: ApplicationsQuery): Promise<ApplicationListResponse> {
      const { rows, total } = await repo.listUserApplications(viewer.userId, query.status, pageOf(query));
      const applications: Application[] = rows.map((row) => ({
        id: row.id,
        job: toSummary(row.job),
        appliedAt: iso(row.appliedAt),
        status: row.status,
        updatedAt: iso(row.updatedAt),
        noReplyYet: row.noReplyYet,
      }));
      return { applications, total, page: query.page, limit: query.limit };
    },

    /**
     * Withdraws the student's own application while it waits for a reply. It leaves the student's and the operator's
     * lists and the applicant count, stays in the employer's figures, and the student may apply again (as LinkedIn
     * and Handshake let them). Another's application answers 404, like an unknown one.
     */
    async withdraw(applicationId: string, viewer: RequestAuth): Promise<WithdrawResponse> {
      const result = isUuid(applicationId)
        ? await repo.withdrawApplication(applicationId, viewer.userId)
        : ({ outcome: 'missing' } as const);
      if (result.outcome === 'missing') throw notFound(CAREER_MESSAGES.applicationNotFound, 'APPLICATION_NOT_FOUND');
      if (result.outcome === 'answered') throw conflict(CAREER_MESSAGES.notWithdrawable, 'APPLICATION_ANSWERED');
      details.delete(result.jobId);
      readerJobs.delete(viewer.userId);
      return { id: applicationId, jobId: result.jobId, withdrawnAt: iso(result.withdrawnAt) };
    },

    async save(jobId: string, viewer: RequestAuth): Promise<SaveResponse> {
      const job = await requireJobState(jobId);
      await repo.saveJob(viewer.userId, job.id);
      readerJobs.delete(viewer.userId);
      return { jobId: job.id, saved: true };
    },

    async unsave(jobId: string, viewer: RequestAuth): Promise<SaveResponse> {
      const job = await requireJobState(jobId);
      await repo.unsaveJob(viewer.userId, job.id);
      readerJobs.delete(viewer.userId);
      return { jobId: job.id, saved: false };
    },

    async savedJobs(viewer: RequestAuth, query: { page: number; limit: number; view: JobListView }): Promise<JobListResponse> {
      const { rows, total } = await repo.listSavedJobs(viewer.userId, pageOf(query), query.view);
      return { jobs: await withFlags(rows.map(toPublicListItem), viewer), total, page: query.page, limit: query.limit };
    },

    // ---- Operator console ----

    async createJob(input: CreateJobRequest, admin: RequestAuth): Promise<AdminJob> {
      const skills = uniqueSkills(input.skills ?? []);
      const values: JobInsert = {
        title: input.title,
        companyName: input.companyName,
        logoUrl: input.logoUrl ?? null,
        jobType: input.jobType,
        location: input.location,
        isRemote: input.isRemote ?? false,
        salaryMin: input.salaryMin ?? null,
        salaryMax: input.salaryMax ?? null,
        stipendAmount: input.stipendAmount ?? null,
        durationMonths: input.durationMonths ?? null,
        description: sanitizeRichText(input.description ?? ''),
        companyAbout: sanitizeRichText(input.companyAbout ?? ''),
        jobRequirements: input.jobRequirements?.trim() || skills.join(', '),
        skills,
        hrName: input.hr.name,
        hrPosition: input.hr.position,
        closesAt: input.closesAt ? new Date(input.closesAt) : null,
        createdBy: admin.userId,
      };
      checkJobFields(
        {
          salaryMin: values.salaryMin ?? null,
          salaryMax: values.salaryMax ?? null,
          stipendAmount: values.stipendAmount ?? null,
          closesAt: values.closesAt ?? null,
        },
        { closesAtChanged: true },
      );
      // The students it matches are told on the queue, scheduled with the job so neither exists without the other.
      const id = await repo.transaction(async (tx) => {
        const inserted = await repo.insertJob(values, tx);
        await scheduleJobMatch(tx, inserted);
        return inserted;
      });
      forget();
      return toAdminJob(await requireJob(id));
    },

    async updateJob(id: string, input: UpdateJobRequest): Promise<AdminJob> {
      const stored = isUuid(id) ? await repo.findStoredJob(id) : undefined;
      if (!stored) throw notFound(CAREER_MESSAGES.jobNotFound, 'JOB_NOT_FOUND');
      const changes: Partial<JobInsert> = {};
      if (input.title !== undefined) changes.title = input.title;
      if (input.companyName !== undefined) changes.companyName = input.companyName;
      if (input.logoUrl !== undefined) changes.logoUrl = input.logoUrl;
      if (input.jobType !== undefined) changes.jobType = input.jobType;
      if (input.location !== undefined) changes.location = input.location;
      if (input.isRemote !== undefined) changes.isRemote = input.isRemote;
      if (input.salaryMin !== undefined) changes.salaryMin = input.salaryMin;
      if (input.salaryMax !== undefined) changes.salaryMax = input.salaryMax;
      if (input.stipendAmount !== undefined) changes.stipendAmount = input.stipendAmount;
      if (input.durationMonths !== undefined) changes.durationMonths = input.durationMonths;
      if (input.description !== undefined) changes.description = sanitizeRichText(input.description);
      if (input.companyAbout !== undefined) changes.companyAbout = sanitizeRichText(input.companyAbout);
      if (input.skills !== undefined) changes.skills = uniqueSkills(input.skills);
      if (input.jobRequirements !== undefined) changes.jobRequirements = input.jobRequirements.trim();
      if (input.hr !== undefined) {
        changes.hrName = input.hr.name;
        changes.hrPosition = input.hr.position;
      }
      if (input.closesAt !== undefined) changes.closesAt = input.closesAt === null ? null : new Date(input.closesAt);
      const merged = { ...stored, ...changes };
      if (!merged.jobRequirements && merged.skills.length > 0) changes.jobRequirements = merged.skills.join(', ');
      checkJobFields(
        {
          salaryMin: merged.salaryMin ?? null,
          salaryMax: merged.salaryMax ?? null,
          stipendAmount: merged.stipendAmount ?? null,
          closesAt: merged.closesAt ?? null,
        },
        { closesAtChanged: input.closesAt !== undefined },
      );
      await repo.updateJob(stored.id, changes);
      forget(stored.id);
      return toAdminJob(await requireJob(stored.id));
    },

    async closeJob(id: string): Promise<AdminJob> {
      const job = await requireJobState(id);
      await repo.updateJob(job.id, { status: 'closed' });
      forget(job.id);
      return toAdminJob(await requireJob(job.id));
    },

    /** Reopens a job; a closing date that has already passed is replaced by the one given, or removed. */
    async reopenJob(id: string, body: { closesAt?: string | null | undefined } | null | undefined): Promise<AdminJob> {
      const job = await requireJobState(id);
      const requested = body?.closesAt === undefined ? undefined : body.closesAt === null ? null : new Date(body.closesAt);
      if (requested)
        checkJobFields({ salaryMin: null, salaryMax: null, stipendAmount: null, closesAt: requested }, { closesAtChanged: true });
      const keep = job.closesAt && job.closesAt.getTime() > Date.now() ? job.closesAt : null;
      await repo.updateJob(job.id, { status: 'open', closesAt: requested === undefined ? keep : requested });
      forget(job.id);
      return toAdminJob(await requireJob(job.id));
    },

    async adminJobs(query: AdminQuery): Promise<AdminJobListResponse> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.listJobs({ terms: searchTerms(query.search), status: query.status }, pageOf(query), 'full'),
        repo.jobCounts(),
      ]);
      return { jobs: rows.map(toAdminJob), total, page: query.page, limit: query.limit, counts };
    },

    /** One job for the console's edit form, as stored now. */
    async adminJob(id: string): Promise<AdminJob> {
      return toAdminJob(await requireJob(id));
    },

    async applicants(jobId: string, query: ApplicantsQueryOut): Promise<ApplicantListResponse> {
      const job = await requireJobState(jobId);
      const { rows, total, perStatus } = await repo.listApplicants(job.id, query.status, pageOf(query));
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
      for (const { status, n } of perStatus) counts[status] = n;
      const applications: Applicant[] = rows.map(toApplicant);
      return {
        job: { id: job.id, title: job.title, companyName: job.companyName, status: job.status },
        applications,
        total,
        page: query.page,
        limit: query.limit,
        counts,
      };
    },

    /**
     * Moves an application to a status. The change and the student's notification commit together; the
     * email goes after the commit. Setting the status it already has changes nothing and tells no one.
     */
    async setApplicationStatus(applicationId: string, status: ApplicationStatus, admin: RequestAuth): Promise<Applicant> {
      if (!isUuid(applicationId)) throw notFound(CAREER_MESSAGES.applicationNotFound, 'APPLICATION_NOT_FOUND');
      const outcome = await repo.transaction(async (tx) => {
        const current = await repo.findApplicationForUpdate(applicationId, tx);
        if (!current) throw notFound(CAREER_MESSAGES.applicationNotFound, 'APPLICATION_NOT_FOUND');
        if (current.status === status) return { notification: null, application: current };
        const updated = await repo.setApplicationStatus(current.id, status, tx);
        await refreshCompany(tx, current.companyName);
        const notification = await createNotification(tx, {
          userId: current.user.id,
          senderId: admin.userId,
          senderName: CAREER_SENDER_NAME,
          type: 'application_status',
          message: applicationStatusMessage(current.jobTitle, current.companyName, status),
          link: `/CareerZoneDetails/${current.jobId}`,
        });
        return { notification, application: { ...current, ...updated } };
      });
      const { application } = outcome;
      if (outcome.notification) {
        const url = new URL(`/CareerZoneDetails/${application.jobId}`, deps.publicUrl).toString();
        await deps.notifier.notify([outcome.notification], {
          mail: applicationStatusMail({ title: application.jobTitle, company: application.companyName, status, url }),
        });
      }
      return toApplicant(application);
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
