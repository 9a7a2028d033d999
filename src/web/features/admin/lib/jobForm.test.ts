import { describe, expect, it } from 'vitest';
import type { AdminJob } from '../../../../shared/contracts/careers.js';
import {
  closesAtFromDate,
  closesOnError,
  EMPTY_JOB_FORM,
  fromAdminJob,
  isBlankHtml,
  istDate,
  jobFormSchema,
  splitSkills,
  toCreateRequest,
  toUpdateRequest,
  type JobFormValues,
} from './jobForm';

const filled: JobFormValues = {
  ...EMPTY_JOB_FORM,
  title: '  Frontend Intern ',
  companyName: 'Nimbus Cloudworks',
  location: 'Bengaluru',
  payKind: 'stipend',
  stipendAmount: '25,000',
  salaryMin: '600000',
  durationMonths: '6',
  description: '<p>Build <strong>things</strong></p>',
  companyAbout: '<p><br></p>',
  skills: 'React, TypeScript, react, , CSS',
  closesOn: '2025-07-20',
  hrName: 'Ananya Iyer',
  hrPosition: 'Talent Lead',
};

const stored: AdminJob = {
  id: '6f1c1f7e-8d5a-4c1e-9a59-9f2b8f0f0c11',
  title: 'Data Engineer',
  company: 'Kaveri Analytics',
  companyName: 'Kaveri Analytics',
  companyLogoUrl: '/api/jobs/logo?company=Kaveri%20Analytics&v=1',
  logoUrl: '/api/jobs/logo?company=Kaveri%20Analytics&v=1',
  jobType: 'full-time',
  location: 'Chennai',
  isRemote: false,
  salary: '₹6,00,000 - ₹9,00,000 per year',
  stipend: null,
  duration: null,
  description: '<p>Pipelines</p>',
  companyAbout: '',
  jobRequirements: 'SQL',
  skills: ['SQL', 'Python'],
  createdAt: '2025-06-01T00:00:00.000Z',
  closesAt: '2025-06-30T18:29:59.000Z',
  status: 'open',
  hr: { name: 'Karthik S', position: 'Recruiter' },
  _count: { applications: 3 },
  employer: { state: 'new', windowDays: 90, applications: 3, replyRate: null, medianDays: null, activelyReviewing: false },
  salaryMin: 600000,
  salaryMax: 900000,
  stipendAmount: null,
  durationMonths: null,
  updatedAt: '2025-06-01T00:00:00.000Z',
};

describe('job form', () => {
  it('builds the create request: numbers, trimmed text, unique skills, end of day in India', () => {
    expect(toCreateRequest(filled)).toEqual({
      title: 'Frontend Intern',
      companyName: 'Nimbus Cloudworks',
      logoUrl: null,
      jobType: 'internship',
      location: 'Bengaluru',
      isRemote: false,
      stipendAmount: 25000,
      salaryMin: null,
      salaryMax: null,
      durationMonths: 6,
      description: '<p>Build <strong>things</strong></p>',
      companyAbout: '',
      jobRequirements: '',
      skills: ['React', 'TypeScript', 'CSS'],
      closesAt: '2025-07-20T18:29:59.000Z',
      hr: { name: 'Ananya Iyer', position: 'Talent Lead' },
    });
  });

  it('sends salary only for salaried roles, and nothing for unpaid ones', () => {
    const salaried = toCreateRequest({ ...filled, payKind: 'salary', salaryMin: '6,00,000', salaryMax: '900000' });
    expect([salaried.stipendAmount, salaried.salaryMin, salaried.salaryMax]).toEqual([null, 600000, 900000]);
    const unpaid = toCreateRequest({ ...filled, payKind: 'unpaid' });
    expect([unpaid.stipendAmount, unpaid.salaryMin, unpaid.salaryMax]).toEqual([null, null, null]);
  });

  it('fills the form from a stored job, treating the drawn logo as none', () => {
    const values = fromAdminJob(stored);
    expect(values).toMatchObject({ payKind: 'salary', salaryMin: '600000', salaryMax: '900000', logoUrl: null, skills: 'SQL, Python' });
    expect(values.closesOn).toBe('2025-06-30');
  });

  it('leaves an untouched logo and closing date out of an update', () => {
    const initial = fromAdminJob(stored);
    const request = toUpdateRequest({ ...initial, title: 'Senior Data Engineer' }, initial);
    expect(request.title).toBe('Senior Data Engineer');
    expect('logoUrl' in request).toBe(false);
    expect('closesAt' in request).toBe(false);
    const moved = toUpdateRequest({ ...initial, closesOn: '', logoUrl: 'data:image/png;base64,AAAA' }, initial);
    expect(moved.closesAt).toBeNull();
    expect(moved.logoUrl).toBe('data:image/png;base64,AAAA');
  });

  it('keeps an uploaded logo (served from its own address) and never sends that address back', () => {
    const address = `/api/jobs/${stored.id}/logo?v=mbq4x3k0`;
    const initial = fromAdminJob({ ...stored, logoUrl: address, companyLogoUrl: address });
    expect(initial.logoUrl).toBe(address);
    expect('logoUrl' in toUpdateRequest({ ...initial, title: 'Renamed' }, initial)).toBe(false);
    expect(toUpdateRequest({ ...initial, logoUrl: null }, initial).logoUrl).toBeNull();
  });

  it('checks fields with the server sentences', () => {
    const missing = jobFormSchema.safeParse({ ...EMPTY_JOB_FORM });
    expect(missing.success).toBe(false);
    const messages = missing.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toContain('title: Title is required.');
    expect(messages).toContain('stipendAmount: Enter the monthly stipend, or choose Unpaid.');
    const reversed = jobFormSchema.safeParse({ ...filled, payKind: 'salary', salaryMin: '900000', salaryMax: '600000' });
    expect(reversed.error?.issues.map((issue) => issue.message)).toContain('The maximum salary must not be below the minimum.');
    expect(jobFormSchema.safeParse(filled).success).toBe(true);
  });

  it('refuses a new closing date in the past, but keeps an unchanged one', () => {
    const now = Date.parse('2025-07-01T00:00:00Z');
    expect(closesOnError({ closesOn: '2025-06-30' }, null, now)).toBe('The closing date must be in the future.');
    expect(closesOnError({ closesOn: '2025-06-30' }, { closesOn: '2025-06-30' }, now)).toBeNull();
    expect(closesOnError({ closesOn: '2025-07-01' }, null, now)).toBeNull();
    expect(closesOnError({ closesOn: '' }, null, now)).toBeNull();
  });

  it('handles dates, skills and blank rich text', () => {
    expect(closesAtFromDate('nope')).toBeNull();
    expect(istDate('2025-06-30T20:00:00Z')).toBe('2025-07-01');
    expect(splitSkills(' a, b ,A,,')).toEqual(['a', 'b']);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
