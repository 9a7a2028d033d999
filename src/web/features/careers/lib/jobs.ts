import type { Job, JobSummary, JobType } from '../../../../shared/contracts/careers.js';
import {
  CLOSING_SOON_DAYS,
  type JOB_SORTS,
  JOB_TYPES,
  POSTED_WITHIN_DAYS,
  RESPONSIVE_MIN_REPLY_RATE,
} from '../../../../shared/contracts/careers.constants.js';
import { countOf, formatDateLong, formatRupees, relativeDays } from '../../../../shared/format.js';
import { isApiError } from '../../../lib/errors';
import { CAREER_TEXT } from './texts';

/** Pure rules of the career screens: labels, badges, filters and error sentences. No React, no I/O. */

/** Landing cards show the first 20 characters of a title (spec core §2.13, §9). */
export const CARD_TITLE_LENGTH = 20;

/** The first `max` characters (not UTF-16 units, so an emoji or accent is never split), with "..." when cut. */
export function cropTitle(title: string, max: number = CARD_TITLE_LENGTH): string {
  const trimmed = title.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

const TYPE_LABELS: Record<JobType, string> = {
  internship: 'Internship',
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
};

/** The landing's "Internships" section and view-all page. */
export const INTERNSHIP_TYPES: readonly JobType[] = ['internship'];
/** The landing's "Jobs" section and view-all page: every other type. */
export const OTHER_JOB_TYPES: readonly JobType[] = JOB_TYPES.filter((type) => type !== 'internship');

export function jobTypeLabel(type: JobType): string {
  return TYPE_LABELS[type];
}

type PayFields = Pick<Job, 'jobType' | 'salary' | 'stipend'>;

/** A monthly stipend above zero makes an internship paid. */
export function isPaidInternship(job: PayFields): boolean {
  return job.jobType === 'internship' && job.stipend !== null && job.stipend.amount > 0;
}

/** The internships view-all labels paid internships "Internship (Paid)" (spec core §2.14). */
export function internshipLabel(job: PayFields): string {
  return isPaidInternship(job) ? CAREER_TEXT.paidInternship : jobTypeLabel(job.jobType);
}

/** Stipend per month or the salary the server already wrote in rupees; "Unpaid" when neither. */
export function payLabel(job: PayFields): string {
  if (job.stipend && job.stipend.amount > 0) return `${formatRupees(job.stipend.amount)} per month`;
  if (job.salary) return job.salary;
  return 'Unpaid';
}

/** A shorter pay text for small cards: "₹30,000/month", "₹6,00,000 - ₹9,00,000/year". */
export function shortPayLabel(job: PayFields): string {
  return payLabel(job).replace(' per month', '/month').replace(' per year', '/year');
}

export function locationLabel(job: Pick<Job, 'location' | 'isRemote'>): string {
  const place = job.location.trim();
  if (!job.isRemote) return place;
  if (place === '' || place.toLowerCase() === 'remote') return 'Remote';
  return `${place} (Remote)`;
}

export type ClosingState = 'open' | 'closing-soon' | 'closed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Closed (by an operator or a passed date), closing within three days, or open. */
export function closingState(job: Pick<JobSummary, 'status' | 'closesAt'>, now: number = Date.now()): ClosingState {
  if (job.status === 'closed') return 'closed';
  if (!job.closesAt) return 'open';
  const closesAt = Date.parse(job.closesAt);
  if (Number.isNaN(closesAt)) return 'open';
  if (closesAt <= now) return 'closed';
  return closesAt - now <= CLOSING_SOON_DAYS * DAY_MS ? 'closing-soon' : 'open';
}

/** "Closes today", "Closes tomorrow", "Closes in 3 days"; null when open-ended or closed. */
export function closesInLabel(job: Pick<JobSummary, 'status' | 'closesAt'>, now: number = Date.now()): string | null {
  if (!job.closesAt || closingState(job, now) === 'closed') return null;
  const days = Math.floor((Date.parse(job.closesAt) - now) / DAY_MS);
  return `Closes ${relativeDays(Math.max(0, days))}`;
}

/** "Posted today", "Posted yesterday", "Posted 5 days ago", then "Posted on June 2, 2025" after four weeks. */
export function postedLabel(createdAt: string, now: number = Date.now()): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const days = Math.max(0, Math.floor((now - created) / DAY_MS));
  if (days < 28) return `Posted ${relativeDays(-days)}`;
  return `Posted on ${formatDateLong(created)}`;
}

// ---- Filters ----

export type RemoteFilter = 'any' | 'remote' | 'onsite';
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];
export type JobSort = (typeof JOB_SORTS)[number];

/** What the search box and the Filter panel ask for. Lives in the page's URL so it survives reloads and links. */
export interface JobFilters {
  search: string;
  jobTypes: JobType[];
  locations: string[];
  remote: RemoteFilter;
  /** Rupees per month. */
  minPay: number | null;
  maxPay: number | null;
  /** At most this many months. */
  duration: number | null;
  postedWithin: PostedWithin | null;
  /** Show closed listings too. */
  includeClosed: boolean;
  /** "Responsive employers": the employers that reply most and soonest first. */
  sort: JobSort;
  /** Only employers who reply to at least half of their applicants. */
  responsiveOnly: boolean;
}

export const EMPTY_FILTERS: JobFilters = {
  search: '',
  jobTypes: [],
  locations: [],
  remote: 'any',
  minPay: null,
  maxPay: null,
  duration: null,
  postedWithin: null,
  includeClosed: false,
  sort: 'newest',
  responsiveOnly: false,
};

/** How many panel filters are set (the search box is not counted): the Filter button's badge. */
export function activeFilterCount(filters: JobFilters): number {
  return [
    filters.jobTypes.length > 0,
    filters.locations.length > 0,
    filters.remote !== 'any',
    filters.minPay !== null || filters.maxPay !== null,
    filters.duration !== null,
    filters.postedWithin !== null,
    filters.includeClosed,
    filters.sort !== 'newest',
    filters.responsiveOnly,
  ].filter(Boolean).length;
}

export function hasAnyFilter(filters: JobFilters): boolean {
  return filters.search.trim() !== '' || activeFilterCount(filters) > 0;
}

function splitList(value: string | null): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item === '' || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) return null;
  return number;
}

const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);
const isPostedWithin = (value: string | null): value is PostedWithin =>
  value !== null && (POSTED_WITHIN_DAYS as readonly string[]).includes(value);

/** Reads filters from a page's URL (`?q=react&type=internship&remote=true...`); unknown or bad values are ignored. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const remote = params.get('remote');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    jobTypes: splitList(params.get('type')).filter(isJobType),
    locations: splitList(params.get('location')).slice(0, 10),
    remote: remote === 'true' ? 'remote' : remote === 'false' ? 'onsite' : 'any',
    minPay: wholeNumber(params.get('minPay'), 0, 100_000_000),
    maxPay: wholeNumber(params.get('maxPay'), 0, 100_000_000),
    duration: wholeNumber(params.get('duration'), 1, 60),
    postedWithin: isPostedWithin(params.get('posted')) ? (params.get('posted') as PostedWithin) : null,
    includeClosed: params.get('closed') === '1',
    sort: params.get('sort') === 'responsive' ? 'responsive' : 'newest',
    responsiveOnly: params.get('responsive') === '1',
  };
}

/** The page URL's query for these filters; the empty ones are left out. */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.jobTypes.length > 0) params.set('type', filters.jobTypes.join(','));
  if (filters.locations.length > 0) params.set('location', filters.locations.join(','));
  if (filters.remote !== 'any') params.set('remote', filters.remote === 'remote' ? 'true' : 'false');
  if (filters.minPay !== null) params.set('minPay', String(filters.minPay));
  if (filters.maxPay !== null) params.set('maxPay', String(filters.maxPay));
  if (filters.duration !== null) params.set('duration', String(filters.duration));
  if (filters.postedWithin !== null) params.set('posted', filters.postedWithin);
  if (filters.includeClosed) params.set('closed', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.responsiveOnly) params.set('responsive', '1');
  return params;
}

export interface JobsQueryOptions {
  page?: number;
  /** The previous page's `nextCursor`: the page after it (the page number is then not sent). */
  cursor?: string | null;
  limit?: number;
  /** Only these types, whatever the filter says (the landing's sections); intersected with the filter's types. */
  onlyTypes?: readonly JobType[];
}

/**
 * The job types to ask for: the filter's, narrowed to `onlyTypes` when given. `null` means "no
 * restriction"; an empty list means the section cannot match anything (no request is needed).
 */
export function effectiveJobTypes(filters: JobFilters, onlyTypes?: readonly JobType[]): JobType[] | null {
  if (!onlyTypes) return filters.jobTypes.length > 0 ? [...filters.jobTypes] : null;
  if (filters.jobTypes.length === 0) return [...onlyTypes];
  return filters.jobTypes.filter((type) => onlyTypes.includes(type));
}

/** The query string of GET /api/jobs for these filters (listJobsQuerySchema's names), starting with "?". */
export function jobsQueryString(filters: JobFilters, options: JobsQueryOptions = {}): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  const types = effectiveJobTypes(filters, options.onlyTypes);
  if (types && types.length > 0) params.set('jobType', types.join(','));
  if (filters.locations.length > 0) params.set('location', filters.locations.join(','));
  if (filters.remote !== 'any') params.set('remote', filters.remote === 'remote' ? 'true' : 'false');
  // A reversed range is read as meant: the smaller bound is the minimum.
  const low = filters.minPay !== null && filters.maxPay !== null ? Math.min(filters.minPay, filters.maxPay) : filters.minPay;
  const high = filters.minPay !== null && filters.maxPay !== null ? Math.max(filters.minPay, filters.maxPay) : filters.maxPay;
  if (low !== null) params.set('minPay', String(low));
  if (high !== null) params.set('maxPay', String(high));
  if (filters.duration !== null) params.set('duration', String(filters.duration));
  if (filters.postedWithin !== null) params.set('postedWithin', filters.postedWithin);
  if (filters.includeClosed) params.set('status', 'all');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.responsiveOnly) params.set('responsive', 'true');
  if (options.cursor) params.set('cursor', options.cursor);
  else if (options.page !== undefined && options.page > 1) params.set('page', String(options.page));
  if (options.limit !== undefined) params.set('limit', String(options.limit));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A short sentence of what is being shown, for screen readers and the results line. */
export function describeFilters(filters: JobFilters): string {
  const parts: string[] = [];
  if (filters.search.trim()) parts.push(`“${filters.search.trim()}”`);
  if (filters.jobTypes.length > 0) parts.push(filters.jobTypes.map(jobTypeLabel).join(', '));
  if (filters.locations.length > 0) parts.push(filters.locations.join(', '));
  if (filters.remote === 'remote') parts.push('Remote');
  if (filters.remote === 'onsite') parts.push('On-site');
  if (filters.minPay !== null && filters.maxPay !== null)
    parts.push(`${formatRupees(filters.minPay)} - ${formatRupees(filters.maxPay)} a month`);
  else if (filters.minPay !== null) parts.push(`from ${formatRupees(filters.minPay)} a month`);
  else if (filters.maxPay !== null) parts.push(`up to ${formatRupees(filters.maxPay)} a month`);
  if (filters.duration !== null) parts.push(`up to ${countOf(filters.duration, { one: 'month', other: 'months' })}`);
  if (filters.postedWithin === '1') parts.push('posted in the last 24 hours');
  else if (filters.postedWithin !== null) parts.push(`posted in the last ${filters.postedWithin} days`);
  if (filters.includeClosed) parts.push('including closed');
  if (filters.responsiveOnly) parts.push(`employers replying to ${RESPONSIVE_MIN_REPLY_RATE}% or more`);
  if (filters.sort === 'responsive') parts.push('responsive employers first');
  return parts.join(' · ');
}

// ---- Error sentences ----

/**
 * "Application Failed" popup text (spec core §8 "Apply"): the server's sentence; an answer without one
 * is "An unknown error occurred."; no answer at all is "Please check your connection and try again.".
 */
export function applyFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return CAREER_TEXT.applyConnectionError;
    return error.fromServer ? error.message : CAREER_TEXT.applyUnknownError;
  }
  if (error instanceof TypeError) return CAREER_TEXT.applyConnectionError;
  return CAREER_TEXT.applyUnknownError;
}

/** Job detail errors (spec core §8 "Jobs"): the server's message, else "HTTP {status}", else the message, else "Something went wrong". */
export function jobDetailErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.fromServer) return error.message;
    if (error.status > 0) return `HTTP ${error.status}`;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return CAREER_TEXT.somethingWentWrong;
}

/** "Error: ..." line of a list that failed to load (spec core §8 "Jobs"). */
export function listErrorLine(error: unknown): string {
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : CAREER_TEXT.fetchErrorMessage;
  return `Error: ${message}`;
}

/** "N Opportunities Available" (spec core §2.11), with Indian digit grouping; "1 Opportunity Available". */
export function opportunitiesLabel(total: number): string {
  return `${countOf(total, { one: 'Opportunity', other: 'Opportunities' })} Available`;
}
