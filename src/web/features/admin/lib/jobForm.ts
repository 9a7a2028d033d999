import { z } from 'zod';
import { isBlankHtml } from '../../../components/ui';
import type { AdminJob, CreateJobRequest, JobType, UpdateJobRequest } from '../../../../shared/contracts/careers.js';
import { CAREER_MESSAGES, JOB_TYPES } from '../../../../shared/contracts/careers.constants.js';

/** The operator's job form: what the inputs hold (text), and how it becomes the API's request (numbers, ISO dates). */

export type PayKind = 'stipend' | 'salary' | 'unpaid';

export interface JobFormValues {
  title: string;
  companyName: string;
  /** An uploaded image as a data URL; null draws the logo from the company's initials. */
  logoUrl: string | null;
  jobType: JobType;
  location: string;
  isRemote: boolean;
  payKind: PayKind;
  /** Rupees per month. */
  stipendAmount: string;
  /** Rupees per year. */
  salaryMin: string;
  salaryMax: string;
  durationMonths: string;
  description: string;
  companyAbout: string;
  jobRequirements: string;
  /** Comma-separated. */
  skills: string;
  /** yyyy-mm-dd, the last day applications are taken (India time); empty for open-ended. */
  closesOn: string;
  hrName: string;
  hrPosition: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  companyName: '',
  logoUrl: null,
  jobType: 'internship',
  location: '',
  isRemote: false,
  payKind: 'stipend',
  stipendAmount: '',
  salaryMin: '',
  salaryMax: '',
  durationMonths: '',
  description: '',
  companyAbout: '',
  jobRequirements: '',
  skills: '',
  closesOn: '',
  hrName: '',
  hrPosition: '',
};

const IST = 'Asia/Kolkata';
const DATE_ONLY = new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The India-time calendar day of an instant: "2025-07-20". */
export function istDate(iso: string): string {
  return DATE_ONLY.format(new Date(iso));
}

/** Applications close at the end of the chosen day, India time. */
export function closesAtFromDate(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const instant = new Date(`${day}T23:59:59+05:30`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The server draws a logo (at /api/jobs/logo?company=...) for jobs without one; that is not an uploaded logo. */
export function isDrawnLogo(url: string | null): boolean {
  return url !== null && (url.startsWith('/api/jobs/logo?') || url.startsWith('data:image/svg+xml'));
}

const digits = (text: string) => text.replace(/[^\d]/g, '');

function amount(text: string): number | null {
  const clean = digits(text);
  return clean === '' ? null : Number(clean);
}

export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(',')) {
    const skill = part.trim();
    if (skill === '' || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

const money = (label: string, max: number) =>
  z.string().refine((text) => digits(text) === '' || Number(digits(text)) <= max, `${label} is too large.`);

/** Field checks of the form, with the server's sentences where it has them. */
export const jobFormSchema = z
  .object({
    title: required('Title', 120),
    companyName: required('Company name', 120),
    logoUrl: z.string().nullable(),
    jobType: z.enum(JOB_TYPES),
    location: required('Location', 120),
    isRemote: z.boolean(),
    payKind: z.enum(['stipend', 'salary', 'unpaid']),
    stipendAmount: money('The stipend', 1_000_000),
    salaryMin: money('The salary', 100_000_000),
    salaryMax: money('The salary', 100_000_000),
    durationMonths: z.string().refine((text) => {
      const clean = digits(text);
      return clean === '' || (Number(clean) >= 1 && Number(clean) <= 60);
    }, 'Duration must be 1 to 60 months.'),
    description: z.string().max(50_000, 'The description is too long.'),
    companyAbout: z.string().max(20_000, 'The company text is too long.'),
    jobRequirements: z.string().max(5_000, 'Requirements must be at most 5000 characters.'),
    skills: z
      .string()
      .refine((text) => splitSkills(text).length <= 20, 'At most 20 skills.')
      .refine((text) => splitSkills(text).every((skill) => skill.length <= 50), 'Each skill must be at most 50 characters.'),
    closesOn: z.string(),
    hrName: required('Recruiter name', 80),
    hrPosition: required('Recruiter position', 80),
  })
  .superRefine((values, ctx) => {
    if (values.payKind === 'stipend' && amount(values.stipendAmount) === null)
      ctx.addIssue({ code: 'custom', path: ['stipendAmount'], message: 'Enter the monthly stipend, or choose Unpaid.' });
    if (values.payKind === 'salary') {
      const low = amount(values.salaryMin);
      const high = amount(values.salaryMax);
      if (low === null && high === null)
        ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: 'Enter the annual salary, or choose Unpaid.' });
      if (low !== null && high !== null && high < low)
        ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: CAREER_MESSAGES.salaryRange });
    }
  });

/** Date checks need "now", so they are separate from the schema (and testable). */
export function closesOnError(
  values: Pick<JobFormValues, 'closesOn'>,
  initial: Pick<JobFormValues, 'closesOn'> | null,
  now: number = Date.now(),
): string | null {
  if (values.closesOn === '' || (initial && values.closesOn === initial.closesOn)) return null;
  const closesAt = closesAtFromDate(values.closesOn);
  if (!closesAt) return 'Enter a valid date.';
  return Date.parse(closesAt) <= now ? CAREER_MESSAGES.closesInPast : null;
}

function payFields(values: JobFormValues) {
  return {
    stipendAmount: values.payKind === 'stipend' ? amount(values.stipendAmount) : null,
    salaryMin: values.payKind === 'salary' ? amount(values.salaryMin) : null,
    salaryMax: values.payKind === 'salary' ? amount(values.salaryMax) : null,
  };
}

/** POST /api/admin/jobs body. */
export function toCreateRequest(values: JobFormValues): CreateJobRequest {
  const duration = amount(values.durationMonths);
  return {
    title: values.title.trim(),
    companyName: values.companyName.trim(),
    logoUrl: values.logoUrl && !isDrawnLogo(values.logoUrl) ? values.logoUrl : null,
    jobType: values.jobType,
    location: values.location.trim(),
    isRemote: values.isRemote,
    ...payFields(values),
    durationMonths: duration,
    description: isBlankHtml(values.description) ? '' : values.description,
    companyAbout: isBlankHtml(values.companyAbout) ? '' : values.companyAbout,
    jobRequirements: values.jobRequirements.trim(),
    skills: splitSkills(values.skills),
    closesAt: values.closesOn ? closesAtFromDate(values.closesOn) : null,
    hr: { name: values.hrName.trim(), position: values.hrPosition.trim() },
  };
}

/**
 * PATCH /api/admin/jobs/{id} body: every field, except the logo and the closing date when they were not
 * touched (a drawn logo is not an upload, and an unchanged past date must not be re-checked).
 */
export function toUpdateRequest(values: JobFormValues, initial: JobFormValues): UpdateJobRequest {
  const { logoUrl, closesAt, ...rest } = toCreateRequest(values);
  const request: UpdateJobRequest = { ...rest };
  if (values.logoUrl !== initial.logoUrl) request.logoUrl = logoUrl ?? null;
  if (values.closesOn !== initial.closesOn) request.closesAt = closesAt ?? null;
  return request;
}

/** The form filled from a stored job. */
export function fromAdminJob(job: AdminJob): JobFormValues {
  const payKind: PayKind = job.stipendAmount !== null ? 'stipend' : job.salaryMin !== null || job.salaryMax !== null ? 'salary' : 'unpaid';
  return {
    title: job.title,
    companyName: job.companyName,
    logoUrl: isDrawnLogo(job.logoUrl) ? null : job.logoUrl,
    jobType: job.jobType,
    location: job.location,
    isRemote: job.isRemote,
    payKind,
    stipendAmount: job.stipendAmount === null ? '' : String(job.stipendAmount),
    salaryMin: job.salaryMin === null ? '' : String(job.salaryMin),
    salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
    durationMonths: job.durationMonths === null ? '' : String(job.durationMonths),
    description: job.description,
    companyAbout: job.companyAbout,
    jobRequirements: job.jobRequirements,
    skills: job.skills.join(', '),
    closesOn: job.closesAt ? istDate(job.closesAt) : '',
    hrName: job.hr.name,
    hrPosition: job.hr.position,
  };
}

/** Tests and the form read it from here, beside the other form rules. */
export { isBlankHtml };
