import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYouResponse, JobListResponse, ListedJob } from '../../../shared/contracts/careers.js';
import { jobs } from '../../db/schema/index.js';
import { expectError, signUpAndVerify, startAuthHarness, uniqueEmail, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';
import { completeProfile, completionPayload } from '../../test/profiles-helpers.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('careers: listing, search, filters and pagination', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;
  /** Named fixtures; `fillers` are 20 plain open jobs posted 40 days ago. */
  const ids: Record<'infosys' | 'kube' | 'analyst' | 'marketing' | 'qa' | 'closed' | 'expired', string> = {} as never;
  const fillers: string[] = [];

  const list = async (query: string, token?: string) => {
    const res = await call(h.app, 'GET', `/api/jobs${query ? `?${query}` : ''}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as JobListResponse;
  };
  const idsOf = (body: { jobs: { id: string }[] }) => body.jobs.map((job) => job.id);
  const setCreated = (id: string, ago: number) =>
    h.app.db
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - ago) })
      .where(eq(jobs.id, id));

  beforeAll(async () => {
    h = await startAuthHarness();
    admin = await createUser(h, 'admin');
    student = await createUser(h, 'student');
    const make = (overrides: Parameters<typeof createJob>[2]) => createJob(h.app, admin.token, overrides).then((job) => job.id);

    ids.infosys = await make({
      title: 'Frontend Developer Intern',
      companyName: 'Infosys',
      jobType: 'internship',
      location: 'Bengaluru',
      salaryMin: null,
      salaryMax: null,
      stipendAmount: 25_000,
      durationMonths: 6,
      skills: ['React', 'TypeScript'],
      description: '<p>Build <strong>fast</strong> pages.</p>',
      companyAbout: '<p>A large IT services company.</p>',
      hr: { name: 'Ananya Iyer', position: 'Campus Recruiter' },
      closesAt: new Date(Date.now() + 10 * DAY).toISOString(),
    });
    ids.kube = await make({
      title: 'Platform Engineer',
      companyName: 'Northwind Cloud',
      location: 'Hyderabad',
      salaryMin: 1_200_000,
      salaryMax: 1_800_000,
      skills: ['Kubernetes', 'Go'],
    });
    ids.analyst = await make({
      title: 'Data Analyst',
      companyName: 'Tata Insights',
      jobType: 'part-time',
      location: 'Remote',
      isRemote: true,
      salaryMin: 360_000,
      salaryMax: 480_000,
      skills: ['SQL', 'Excel'],
    });
    ids.marketing = await make({
      title: 'Marketing Intern',
      companyName: 'Brightside Media',
      jobType: 'internship',
      location: 'Mumbai',
      salaryMin: null,
      salaryMax: null,
      stipendAmount: 8_000,
      durationMonths: 2,
      skills: ['Instagram', 'Copywriting'],
    });
    ids.qa = await make({
      title: 'QA Tester',
      companyName: 'Quality First',
      jobType: 'contract',
      location: 'Chennai',
      salaryMin: 600_000,
      salaryMax: 600_000,
      durationMonths: 12,
      skills: ['Selenium'],
    });
    ids.closed = await make({ title: 'Closed Role', companyName: 'Shut Corp', location: 'Pune' });
    expect((await call(h.app, 'POST', `/api/admin/jobs/${ids.closed}/close`, { token: admin.token })).statusCode).toBe(200);
    ids.expired = await make({
      title: 'Expired Role',
      companyName: 'Late Corp',
      location: 'Pune',
      closesAt: new Date(Date.now() + DAY).toISOString(),
    });
    await h.app.db
      .update(jobs)
      .set({ closesAt: new Date(Date.now() - HOUR) })
      .where(eq(jobs.id, ids.expired));
    for (let i = 0; i < 20; i++) {
      const id = await make({
        title: `Filler Opening ${i}`,
        companyName: 'Filler Company',
        location: 'Noida',
        salaryMin: null,
        salaryMax: null,
        skills: [],
      });
      await setCreated(id, 40 * DAY + i * 60_000);
      fillers.push(id);
    }
    await setCreated(ids.infosys, 0);
    await setCreated(ids.kube, 3 * DAY);
    await setCreated(ids.analyst, 10 * DAY);
    await setCreated(ids.marketing, 12 * HOUR);
    await setCreated(ids.qa, 20 * DAY);
    await setCreated(ids.closed, 5 * DAY);
    await setCreated(ids.expired, 6 * DAY);
  });
  afterAll(() => h.close());

  describe('GET /api/jobs', () => {
    it('answers open jobs, newest first, with the total, page and limit', async () => {
      const body = await list('limit=100');
      expect(body.total).toBe(25);
      expect(body.page).toBe(1);
      expect(body.limit).toBe(100);
      expect(idsOf(body).slice(0, 5)).toEqual([ids.infosys, ids.marketing, ids.kube, ids.analyst, ids.qa]);
      expect(idsOf(body).slice(5)).toEqual(fillers);
      expect(idsOf(body)).not.toContain(ids.closed);
      expect(idsOf(body)).not.toContain(ids.expired);
    });

    it('defaults to 20 per page', async () => {
      const body = await list('');
      expect(body.limit).toBe(20);
      expect(body.jobs).toHaveLength(20);
      expect(body.total).toBe(25);
    });

    it('gives every field of the spec, description and companyAbout included, with pay in rupees and sanitized rich text', async () => {
      const body = await list('search=Infosys');
      const job = body.jobs.find((candidate) => candidate.id === ids.infosys);
      expect(job).toEqual({
        id: ids.infosys,
        title: 'Frontend Developer Intern',
        company: 'Infosys',
        companyName: 'Infosys',
        companyLogoUrl: '/api/jobs/logo?company=Infosys&v=1',
        logoUrl: '/api/jobs/logo?company=Infosys&v=1',
        jobType: 'internship',
        location: 'Bengaluru',
        isRemote: false,
        salary: null,
        stipend: { amount: 25_000, currency: 'INR' },
        duration: '6 months',
        description: '<p>Build <strong>fast</strong> pages.</p>',
        companyAbout: '<p>A large IT services company.</p>',
        jobRequirements: 'React, TypeScript',
        skills: ['React', 'TypeScript'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        closesAt: expect.stringMatching(/Z$/),
        status: 'open',
        hr: { name: 'Ananya Iyer', position: 'Campus Recruiter' },
        _count: { applications: 0 },
        employer: { state: 'new', windowDays: 90, applications: 0, replyRate: null, medianDays: null, activelyReviewing: false },
        applied: false,
        saved: false,
      });
      // The logo is drawn here from the initials, at a same-origin address browsers cache: nothing points at another host.
      const logo = await call(h.app, 'GET', job!.logoUrl!);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['cache-control']).toContain('immutable');
      expect(logo.body).toContain('>IN</text>');
      expect(logo.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);

      const analyst = (await list('search=Tata')).jobs.find((candidate) => candidate.id === ids.analyst);
      expect(analyst).toMatchObject({
        salary: '₹3,60,000 - ₹4,80,000 per year',
        stipend: null,
        duration: null,
        isRemote: true,
        jobType: 'part-time',
      });
      const qa = (await list('search=Quality')).jobs.find((candidate) => candidate.id === ids.qa);
      expect(qa).toMatchObject({ salary: '₹6,00,000 per year', duration: '12 months', jobType: 'contract' });
    });

    it('sends the rich texts on the first page too, from the cache as from the database; cards only when asked', async () => {
      const full = (await list('search=Infosys')).jobs.find((candidate) => candidate.id === ids.infosys)!;
      expect([full.description, full.companyAbout]).toEqual([
        '<p>Build <strong>fast</strong> pages.</p>',
        '<p>A large IT services company.</p>',
      ]);
      // The plain first page (its own prepared statement) and a second read of it carry them as well.
      for (let read = 0; read < 2; read += 1) {
        const firstPage = await list('');
        expect(firstPage.jobs.length).toBeGreaterThan(0);
        for (const job of firstPage.jobs) {
          expect(typeof job.description, job.id).toBe('string');
          expect(typeof job.companyAbout, job.id).toBe('string');
        }
      }
      const card = (await list('search=Infosys&view=card')).jobs.find((candidate) => candidate.id === ids.infosys)!;
      expect(card).not.toHaveProperty('description');
      expect(card).not.toHaveProperty('companyAbout');
      const { description: _description, companyAbout: _companyAbout, ...rest } = full;
      expect(card).toEqual(rest);
      const detail = (await call(h.app, 'GET', `/api/jobs/${ids.infosys}`)).json() as ListedJob;
      expect(detail).toEqual(full);
      expectError(await call(h.app, 'GET', '/api/jobs?view=compact'), 400, { code: 'VALIDATION_FAILED' });
    });

    it('shows closed jobs (closed by an operator or past their date) only when asked, marked closed', async () => {
      const closed = await list('status=closed');
      expect(idsOf(closed).sort()).toEqual([ids.closed, ids.expired].sort());
      expect(closed.jobs.every((job) => job.status === 'closed')).toBe(true);
      const all = await list('status=all&limit=100');
      expect(all.total).toBe(27);
    });
  });

  describe('search', () => {
    it('finds a misspelt company ("Infosis" finds Infosys) and ranks it first', async () => {
      const body = await list('search=Infosis');
      expect(body.jobs[0]?.id).toBe(ids.infosys);
      expect(body.jobs[0]?.companyName).toBe('Infosys');
      expect(idsOf(body)).not.toContain(ids.kube);
      expect(body.total).toBe(body.jobs.length);
    });

    it('is typo tolerant over titles, skills and locations too', async () => {
      expect(idsOf(await list('search=Platfrom'))).toEqual([ids.kube]);
      expect(idsOf(await list('search=kubernets'))).toEqual([ids.kube]);
      expect(idsOf(await list('search=Hyderbad'))).toEqual([ids.kube]);
      expect(idsOf(await list('search=typescript'))).toEqual([ids.infosys]);
    });

    it('needs every word to match somewhere (title, company, skills or location)', async () => {
      expect(idsOf(await list('search=marketing%20mumbai'))).toEqual([ids.marketing]);
      expect(idsOf(await list('search=marketing%20chennai'))).toEqual([]);
    });

    it('finds nothing for nonsense, with a total of 0', async () => {
      const body = await list('search=zqxwvy');
      expect(body).toEqual({ jobs: [], total: 0, page: 1, limit: 20, nextCursor: null });
    });

    it('combines with filters', async () => {
      expect(idsOf(await list('search=intern&jobType=internship')).sort()).toEqual([ids.infosys, ids.marketing].sort());
      expect(idsOf(await list('search=intern&location=Mumbai'))).toEqual([ids.marketing]);
    });
  });

  describe('filters', () => {
    const sorted = (values: string[]) => [...values].sort();

    it('by job type, one or several', async () => {
      expect(sorted(idsOf(await list('jobType=internship')))).toEqual(sorted([ids.infosys, ids.marketing]));
      const others = await list('jobType=full-time,contract&limit=100');
      expect(sorted(idsOf(others))).toEqual(sorted([ids.kube, ids.qa, ...fillers]));
    });

    it('by location, reading common city spellings', async () => {
      expect(idsOf(await list('location=Bangalore'))).toEqual([ids.infosys]);
      expect(sorted(idsOf(await list('location=hyderabad,Chennai')))).toEqual(sorted([ids.kube, ids.qa]));
    });

    it('by remote or on-site', async () => {
      expect(idsOf(await list('remote=true'))).toEqual([ids.analyst]);
      const onsite = await list('remote=false&limit=100');
      expect(onsite.total).toBe(24);
      expect(idsOf(onsite)).not.toContain(ids.analyst);
    });

    it('by pay per month, counting a salary as a twelfth per month', async () => {
      expect(sorted(idsOf(await list('minPay=45000')))).toEqual(sorted([ids.kube, ids.qa]));
      expect(idsOf(await list('maxPay=10000'))).toEqual([ids.marketing]);
      expect(sorted(idsOf(await list('minPay=20000&maxPay=35000')))).toEqual(sorted([ids.infosys, ids.analyst]));
    });

    it('by duration (at most N months)', async () => {
      expect(idsOf(await list('duration=3'))).toEqual([ids.marketing]);
      expect(sorted(idsOf(await list('duration=6')))).toEqual(sorted([ids.infosys, ids.marketing]));
    });

    it('by posting date (1, 7 or 30 days)', async () => {
      expect(sorted(idsOf(await list('postedWithin=1')))).toEqual(sorted([ids.infosys, ids.marketing]));
      expect(sorted(idsOf(await list('postedWithin=7')))).toEqual(sorted([ids.infosys, ids.marketing, ids.kube]));
      expect(sorted(idsOf(await list('postedWithin=30')))).toEqual(sorted([ids.infosys, ids.marketing, ids.kube, ids.analyst, ids.qa]));
    });

    it('refuses malformed filters with the JSON error shape', async () => {
      for (const query of ['jobType=bogus', 'limit=101', 'limit=0', 'page=0', 'postedWithin=2', 'remote=maybe', 'minPay=-1']) {
        expectError(await call(h.app, 'GET', `/api/jobs?${query}`), 400, { code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('pagination', () => {
    it('walks through every open job exactly once', async () => {
      const pages = [await list('limit=10&page=1'), await list('limit=10&page=2'), await list('limit=10&page=3')];
      expect(pages.map((page) => page.jobs.length)).toEqual([10, 10, 5]);
      expect(pages.every((page) => page.total === 25 && page.limit === 10)).toBe(true);
      expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
      const seen = pages.flatMap(idsOf);
      expect(new Set(seen).size).toBe(25);
      expect(seen).toEqual(idsOf(await list('limit=100')));
    });

    it('answers an empty page past the end, still with the total', async () => {
      expect(await list('limit=10&page=4')).toEqual({ jobs: [], total: 25, page: 4, limit: 10, nextCursor: null });
      expect(await list('search=intern&limit=1&page=5')).toEqual({ jobs: [], total: 2, page: 5, limit: 1, nextCursor: null });
    });

    it('pages through search results with a steady total', async () => {
      const first = await list('search=intern&limit=1&page=1');
      const second = await list('search=intern&limit=1&page=2');
      expect([first.total, second.total]).toEqual([2, 2]);
      expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([ids.infosys, ids.marketing].sort());
    });
  });

  describe('GET /api/jobs/{id}', () => {
    it('answers the job', async () => {
      const res = await call(h.app, 'GET', `/api/jobs/${ids.kube}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: ids.kube,
        title: 'Platform Engineer',
        salary: '₹12,00,000 - ₹18,00,000 per year',
        applied: false,
        saved: false,
      });
    });

    it('answers closed jobs too, marked closed', async () => {
      const res = await call(h.app, 'GET', `/api/jobs/${ids.expired}`);
      expect(res.json()).toMatchObject({ id: ids.expired, status: 'closed' });
    });

    it('answers 404 "Job not found." for an unknown or malformed id', async () => {
      expectError(await call(h.app, 'GET', '/api/jobs/00000000-0000-4000-8000-000000000000'), 404, {
        message: 'Job not found.',
        code: 'JOB_NOT_FOUND',
      });
      expectError(await call(h.app, 'GET', '/api/jobs/not-a-uuid'), 404, { message: 'Job not found.' });
    });

    it("shows a signed-in reader's applied and saved flags, and nobody else's", async () => {
      expect((await call(h.app, 'POST', `/api/jobs/${ids.marketing}/apply`, { token: student.token, body: {} })).statusCode).toBe(201);
      expect((await call(h.app, 'POST', `/api/jobs/${ids.kube}/save`, { token: student.token })).statusCode).toBe(200);

      const mine = (await call(h.app, 'GET', `/api/jobs/${ids.marketing}`, { token: student.token })).json() as ListedJob;
      expect(mine).toMatchObject({ applied: true, saved: false, _count: { applications: 1 } });
      const listed = await list('limit=100', student.token);
      const flags = Object.fromEntries(listed.jobs.map((job) => [job.id, [job.applied, job.saved]]));
      expect(flags[ids.marketing]).toEqual([true, false]);
      expect(flags[ids.kube]).toEqual([false, true]);
      expect(flags[ids.infosys]).toEqual([false, false]);

      const visitor = await list('limit=100');
      expect(visitor.jobs.every((job) => !job.applied && !job.saved)).toBe(true);
      const otherStudent = await createUser(h, 'student', 'other');
      const theirs = await list('limit=100', otherStudent.token);
      expect(theirs.jobs.every((job) => !job.applied && !job.saved)).toBe(true);
      // An expired or forged token reads as a visitor, never as an error on a public list.
      const forged = await list('limit=5', `${student.token}x`);
      expect(forged.jobs.every((job) => !job.applied)).toBe(true);
    });
  });

  describe('GET /api/jobs/forYou', () => {
    /** A student who went through sign-up and the profile wizard with these skills, interests and course. */
    async function studentWithProfile(skills: string[], interests: string[], degree: string): Promise<string> {
      const user = await signUpAndVerify(h, uniqueEmail('foryou'));
      const res = await completeProfile(
        h,
        user.tempToken,
        await completionPayload(user.email, { Skills: skills, Interests: interests, degree }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { accessToken: string }).accessToken;
    }
    const forYou = async (token: string, query = '') => {
      const res = await call(h.app, 'GET', `/api/jobs/forYou${query ? `?${query}` : ''}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ForYouResponse;
    };

    it('needs a signed-in user', async () => {
      expectError(await call(h.app, 'GET', '/api/jobs/forYou'), 401);
    });

    it("ranks by the student's own profile: React skills bring the React job first", async () => {
      const token = await studentWithProfile(['React', 'TypeScript'], ['Open Source', 'Chess'], 'B.Tech CSE');
      const body = await forYou(token, 'limit=100');
      expect(body.basedOn).toEqual(['react', 'typescript', 'open source', 'chess', 'b.tech cse']);
      expect(body.jobs[0]?.id).toBe(ids.infosys);
      expect(body.jobs[0]?.skills).toContain('React');
      expect(body.total).toBe(25);
      expect(idsOf(body)).not.toContain(ids.closed);
      expect(body.jobs[0]?.description).toBe('<p>Build <strong>fast</strong> pages.</p>');
    });

    it('follows the profile: Kubernetes skills bring the platform job first, copywriting the marketing one', async () => {
      const kube = await studentWithProfile(['Kubernetes', 'Go'], ['Cloud Computing', 'Chess'], 'B.Tech IT');
      expect((await forYou(kube, 'limit=5')).jobs[0]?.id).toBe(ids.kube);
      const writer = await studentWithProfile(['Copywriting', 'Instagram'], ['Marketing', 'Writing'], 'BBA');
      expect((await forYou(writer, 'limit=5')).jobs[0]?.id).toBe(ids.marketing);
    });

    it('lets terms in the query replace the profile', async () => {
      const token = await studentWithProfile(['React', 'TypeScript'], ['Open Source', 'Chess'], 'B.Tech CSE');
      const body = await forYou(token, 'skills=Kubernetes&interests=copywriting&limit=100');
      expect(body.basedOn).toEqual(['kubernetes', 'copywriting']);
      expect(body.total).toBe(25);
      expect(idsOf(body).slice(0, 2).sort()).toEqual([ids.kube, ids.marketing].sort());
      expect(idsOf(body)).not.toContain(ids.closed);
    });

    it('pages through the ranked jobs and then the rest, each open job once, in the order of one long page', async () => {
      const token = await studentWithProfile(['React', 'TypeScript'], ['Open Source', 'Chess'], 'B.Tech CSE');
      const whole = idsOf(await forYou(token, 'skills=Kubernetes&interests=copywriting&limit=100'));
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 3); page += 1) {
        paged.push(...idsOf(await forYou(token, `skills=Kubernetes&interests=copywriting&limit=3&page=${page}`)));
      }
      expect(paged).toEqual(whole);
      expect(new Set(paged).size).toBe(25);
    });

    it('is newest first when the student has no profile terms and gives none', async () => {
      const body = await forYou(student.token, 'limit=3');
      expect(body.basedOn).toEqual([]);
      expect(idsOf(body)).toEqual([ids.infosys, ids.marketing, ids.kube]);
    });
  });

  it('documents the career routes in the OpenAPI document', async () => {
    const res = await call(h.app, 'GET', '/api/docs/json');
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/jobs',
      '/api/jobs/{id}',
      '/api/jobs/{id}/apply',
      '/api/jobs/user/applications',
      '/api/admin/jobs',
      '/api/admin/applications/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('keeps its search indexes: trigram GIN on title, company, location and skills text', async () => {
    const result = await h.app.db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'jobs'`);
    const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
    const defs = rows.map((row) => row.indexdef).join('\n');
    for (const column of ['title', 'company_name', 'location', 'job_requirements']) {
      expect(defs).toMatch(new RegExp(`USING gin \\(lower\\(${column}\\) gin_trgm_ops\\)`));
    }
    // No statistics on the indexed expressions: estimating a trigram condition from them cost more than running the search.
    for (const index of ['jobs_title_trgm', 'jobs_company_name_trgm', 'jobs_location_trgm', 'jobs_job_requirements_trgm']) {
      const target = await h.app.db.execute(sql`select attstattarget from pg_attribute where attrelid = ${index}::regclass and attnum = 1`);
      expect(Number((target as unknown as { rows: { attstattarget: number }[] }).rows[0]?.attstattarget)).toBe(0);
    }
    // The migration prices the trigram operators so the planner picks these indexes over a full scan.
    const cost = await h.app.db.execute(sql`select procost from pg_proc where proname = 'word_similarity_op'`);
    expect(Number((cost as unknown as { rows: { procost: number }[] }).rows[0]?.procost)).toBe(100);
  });
});
