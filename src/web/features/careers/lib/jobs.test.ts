import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors';
import {
  activeFilterCount,
  applyFailureMessage,
  closesInLabel,
  closingState,
  cropTitle,
  EMPTY_FILTERS,
  effectiveJobTypes,
  filtersFromParams,
  filtersToParams,
  internshipLabel,
  isPaidInternship,
  jobDetailErrorMessage,
  jobsQueryString,
  listErrorLine,
  locationLabel,
  opportunitiesLabel,
  payLabel,
  postedLabel,
  shortPayLabel,
  type JobFilters,
} from './jobs';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-07-01T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

const serverError = (status: number, message: string) => new ApiError({ status, message, code: 'X', fromServer: true });
const bareError = (status: number) => new ApiError({ status, message: `HTTP ${status}`, code: `HTTP_${status}`, fromServer: false });

describe('title crop', () => {
  it('keeps titles of 20 characters or fewer as they are', () => {
    expect(cropTitle('Frontend Intern')).toBe('Frontend Intern');
    expect(cropTitle('12345678901234567890')).toBe('12345678901234567890');
  });

  it('keeps the first 20 characters of a longer title and marks the cut', () => {
    expect(cropTitle('Backend Developer Intern (Node.js)')).toBe('Backend Developer In...');
    expect(cropTitle('Content Writer (Hindi and English)')).toBe('Content Writer (Hind...');
  });

  it('drops a trailing space at the cut and counts characters, not UTF-16 units', () => {
    expect(cropTitle('Software Engineer - Backend')).toBe('Software Engineer -...');
    expect(cropTitle('😀'.repeat(25))).toBe(`${'😀'.repeat(20)}...`);
    expect(cropTitle('  Data Analyst  ')).toBe('Data Analyst');
  });

  it('takes another length when asked', () => {
    expect(cropTitle('Machine Learning Intern', 7)).toBe('Machine...');
  });
});

describe('pay label', () => {
  it('shows a monthly stipend in rupees with Indian digit grouping', () => {
    const job = { jobType: 'internship' as const, salary: null, stipend: { amount: 125000, currency: 'INR' as const } };
    expect(payLabel(job)).toBe('₹1,25,000 per month');
    expect(shortPayLabel(job)).toBe('₹1,25,000/month');
  });

  it("shows the server's salary text for salaried roles", () => {
    const job = { jobType: 'full-time' as const, salary: '₹6,00,000 - ₹9,00,000 per year', stipend: null };
    expect(payLabel(job)).toBe('₹6,00,000 - ₹9,00,000 per year');
    expect(shortPayLabel(job)).toBe('₹6,00,000 - ₹9,00,000/year');
  });

  it('says Unpaid when there is neither, or a zero stipend', () => {
    expect(payLabel({ jobType: 'internship', salary: null, stipend: null })).toBe('Unpaid');
    expect(payLabel({ jobType: 'internship', salary: null, stipend: { amount: 0, currency: 'INR' } })).toBe('Unpaid');
  });

  it('labels paid internships "Internship (Paid)"', () => {
    const paid = { jobType: 'internship' as const, salary: null, stipend: { amount: 10000, currency: 'INR' as const } };
    const unpaid = { jobType: 'internship' as const, salary: null, stipend: null };
    expect(isPaidInternship(paid)).toBe(true);
    expect(internshipLabel(paid)).toBe('Internship (Paid)');
    expect(isPaidInternship(unpaid)).toBe(false);
    expect(internshipLabel(unpaid)).toBe('Internship');
    expect(internshipLabel({ jobType: 'full-time', salary: '₹1 per year', stipend: null })).toBe('Full-time');
  });

  it('labels remote locations', () => {
    expect(locationLabel({ location: 'Remote', isRemote: true })).toBe('Remote');
    expect(locationLabel({ location: 'Pune', isRemote: true })).toBe('Pune (Remote)');
    expect(locationLabel({ location: 'Pune', isRemote: false })).toBe('Pune');
  });
});

describe('closing soon', () => {
  it('is closing soon within three days of the closing date', () => {
    expect(closingState({ status: 'open', closesAt: at(2 * DAY) }, NOW)).toBe('closing-soon');
    expect(closingState({ status: 'open', closesAt: at(3 * DAY) }, NOW)).toBe('closing-soon');
    expect(closingState({ status: 'open', closesAt: at(60_000) }, NOW)).toBe('closing-soon');
  });

  it('is open further out, or without a closing date', () => {
    expect(closingState({ status: 'open', closesAt: at(3 * DAY + 60_000) }, NOW)).toBe('open');
    expect(closingState({ status: 'open', closesAt: null }, NOW)).toBe('open');
  });

  it('is closed when the operator closed it or the date has passed', () => {
    expect(closingState({ status: 'closed', closesAt: at(10 * DAY) }, NOW)).toBe('closed');
    expect(closingState({ status: 'open', closesAt: at(-1) }, NOW)).toBe('closed');
    expect(closesInLabel({ status: 'closed', closesAt: at(DAY) }, NOW)).toBeNull();
  });

  it('says how long is left', () => {
    expect(closesInLabel({ status: 'open', closesAt: at(5 * 3600_000) }, NOW)).toBe('Closes today');
    expect(closesInLabel({ status: 'open', closesAt: at(DAY + 3600_000) }, NOW)).toBe('Closes tomorrow');
    expect(closesInLabel({ status: 'open', closesAt: at(9 * DAY + 3600_000) }, NOW)).toBe('Closes in 9 days');
    expect(closesInLabel({ status: 'open', closesAt: null }, NOW)).toBeNull();
  });
});

describe('posted label', () => {
  it('counts days, then gives the date', () => {
    expect(postedLabel(at(-3600_000), NOW)).toBe('Posted today');
    expect(postedLabel(at(-DAY - 60_000), NOW)).toBe('Posted yesterday');
    expect(postedLabel(at(-5 * DAY), NOW)).toBe('Posted 5 days ago');
    expect(postedLabel('2025-05-02T12:00:00Z', NOW)).toBe('Posted on May 2, 2025');
    expect(postedLabel('not a date', NOW)).toBe('');
  });
});

describe('filters and the query string', () => {
  const full: JobFilters = {
    search: '  react developer ',
    jobTypes: ['internship', 'contract'],
    locations: ['Bengaluru', 'Pune'],
    remote: 'onsite',
    minPay: 10000,
    maxPay: 50000,
    duration: 6,
    postedWithin: '7',
    includeClosed: true,
    sort: 'responsive',
    responsiveOnly: true,
  };

  it('asks for nothing extra without filters', () => {
    expect(jobsQueryString(EMPTY_FILTERS)).toBe('');
    expect(jobsQueryString(EMPTY_FILTERS, { page: 1, limit: 12 })).toBe('?limit=12');
    expect(jobsQueryString(EMPTY_FILTERS, { page: 3, limit: 12 })).toBe('?page=3&limit=12');
  });

  it("uses the API's parameter names", () => {
    const query = new URLSearchParams(jobsQueryString(full, { page: 2, limit: 20 }).slice(1));
    expect(Object.fromEntries(query)).toEqual({
      search: 'react developer',
      jobType: 'internship,contract',
      location: 'Bengaluru,Pune',
      remote: 'false',
      minPay: '10000',
      maxPay: '50000',
      duration: '6',
      postedWithin: '7',
      status: 'all',
      sort: 'responsive',
      responsive: 'true',
      page: '2',
      limit: '20',
    });
  });

  it('asks for remote only, and reads a reversed pay range as meant', () => {
    const query = new URLSearchParams(jobsQueryString({ ...EMPTY_FILTERS, remote: 'remote', minPay: 40000, maxPay: 5000 }).slice(1));
    expect(query.get('remote')).toBe('true');
    expect(query.get('minPay')).toBe('5000');
    expect(query.get('maxPay')).toBe('40000');
  });

  it("narrows a section's types by the filter's", () => {
    const jobsOnly = ['full-time', 'part-time', 'contract'] as const;
    expect(effectiveJobTypes(EMPTY_FILTERS, jobsOnly)).toEqual(['full-time', 'part-time', 'contract']);
    expect(effectiveJobTypes(full, jobsOnly)).toEqual(['contract']);
    expect(effectiveJobTypes({ ...EMPTY_FILTERS, jobTypes: ['internship'] }, jobsOnly)).toEqual([]);
    expect(effectiveJobTypes(EMPTY_FILTERS)).toBeNull();
    expect(new URLSearchParams(jobsQueryString(full, { onlyTypes: ['internship'] }).slice(1)).get('jobType')).toBe('internship');
  });

  it('round-trips through the page URL', () => {
    const params = filtersToParams(full);
    expect(params.get('q')).toBe('react developer');
    expect(filtersFromParams(params)).toEqual({ ...full, search: 'react developer' });
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('ignores unknown or malformed values in the URL', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'type=internship,astronaut,internship&remote=maybe&minPay=-5&maxPay=abc&duration=99&posted=3&closed=yes&location=Pune,,pune&sort=fastest&responsive=yes',
      ),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, jobTypes: ['internship'], locations: ['Pune'] });
  });

  it('counts the panel filters for the badge', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, search: 'react' })).toBe(0);
    expect(activeFilterCount(full)).toBe(9);
  });
});

describe('error sentences', () => {
  it("shows the server's sentence when an application fails", () => {
    expect(applyFailureMessage(serverError(409, 'Already Applied'))).toBe('Already Applied');
    expect(applyFailureMessage(bareError(500))).toBe('An unknown error occurred.');
    expect(applyFailureMessage(new ApiError({ status: 0, message: 'x', code: 'NETWORK_ERROR', fromServer: false }))).toBe(
      'Please check your connection and try again.',
    );
    expect(applyFailureMessage(new Error('boom'))).toBe('An unknown error occurred.');
  });

  it('explains a job that failed to load', () => {
    expect(jobDetailErrorMessage(serverError(404, 'Job not found.'))).toBe('Job not found.');
    expect(jobDetailErrorMessage(bareError(502))).toBe('HTTP 502');
    expect(jobDetailErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(jobDetailErrorMessage(null)).toBe('Something went wrong');
  });

  it('prefixes list errors with "Error:"', () => {
    expect(listErrorLine(bareError(500))).toBe('Error: HTTP 500');
    expect(listErrorLine(undefined)).toBe('Error: Failed to load job listings.');
  });

  it('counts opportunities in Indian digit grouping', () => {
    expect(opportunitiesLabel(208)).toBe('208 Opportunities Available');
    expect(opportunitiesLabel(125000)).toBe('1,25,000 Opportunities Available');
    expect(opportunitiesLabel(1)).toBe('1 Opportunity Available');
  });
});
