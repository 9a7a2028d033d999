import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantListResponse,
  ApplicationListResponse,
  EmployerResponsiveness,
  JobListResponse,
  ListedJob,
} from '../../../shared/contracts/careers.js';
import { RESPONSIVE_MIN_REPLY_RATE } from '../../../shared/contracts/careers.constants.js';
import { employerResponsiveness, jobApplications } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';
import { pgStatementsDuring } from '../../test/statements.js';
import { createCareersRepository } from './careers.repository.js';
import { refreshAllCompanies } from './careers.responsiveness.js';

const DAY = 24 * 3600 * 1000;

/** One application's story: sent so many days ago, answered (first status change) so many days after, or withdrawn. */
interface Story {
  sent: number;
  answeredAfter?: number;
  withdrawnAfter?: number;
}

describe('careers: employer responsiveness and withdrawing', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let students: TestUser[];
  /** Each company's job ids, by name. */
  const companyJobs = new Map<string, string[]>();

  /**
   * Jobs of `company` (titled `title`) and, written straight into the table with their past times, one application
   * per story, each from a different student and job pair.
   */
  async function companyWith(company: string, stories: Story[], title = 'Data Analyst') {
    const jobCount = Math.max(1, Math.ceil(stories.length / students.length));
    const ids: string[] = [];
    for (let i = 0; i < jobCount; i += 1) ids.push((await createJob(h.app, admin.token, { title, companyName: company })).id);
    companyJobs.set(company, ids);
    const now = Date.now();
    const rows = stories.map((story, i) => {
      const appliedAt = new Date(now - story.sent * DAY);
      const answeredAt = story.answeredAfter === undefined ? null : new Date(appliedAt.getTime() + story.answeredAfter * DAY);
      return {
        jobId: ids[Math.floor(i / students.length)]!,
        userId: students[i % students.length]!.id,
        status: answeredAt ? ('reviewed' as const) : ('pending' as const),
        appliedAt,
        updatedAt: answeredAt ?? appliedAt,
        firstStatusChangeAt: answeredAt,
        lastStatusChangeAt: answeredAt,
        withdrawnAt: story.withdrawnAfter === undefined ? null : new Date(appliedAt.getTime() + story.withdrawnAfter * DAY),
      };
    });
    if (rows.length > 0) await h.app.db.insert(jobApplications).values(rows);
  }

  const getJob = async (id: string, user?: TestUser) => {
    const res = await call(h.app, 'GET', `/api/jobs/${id}`, { token: user?.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListedJob;
  };
  const employerOf = async (company: string) => (await getJob(companyJobs.get(company)![0]!)).employer;
  const listJobs = async (query: string, user?: TestUser) => {
    const res = await call(h.app, 'GET', `/api/jobs?limit=100&view=card&${query}`, { token: user?.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as JobListResponse;
  };

  beforeAll(async () => {
    h = await startAuthHarness();
    admin = await createUser(h, 'admin');
    students = await Promise.all(['alice', 'bob', 'carol', 'dave'].map((name) => createUser(h, 'student', name)));

    // Hand-computed below. 30-day window (12 sent in 30 days).
    await companyWith('Prompt Co', [
      { sent: 20, answeredAfter: 2 },
      { sent: 20, answeredAfter: 4 },
      { sent: 19, answeredAfter: 6 },
      { sent: 18, answeredAfter: 10 },
      { sent: 17, answeredAfter: 16 }, // judged, answered late
      { sent: 16 }, // judged, unanswered
      { sent: 25 }, // judged, unanswered over 21 days
      { sent: 5, answeredAfter: 1 }, // judged: answered already
      { sent: 3 }, // not judged yet
      { sent: 2 }, // not judged yet
      { sent: 15, withdrawnAfter: 3 }, // withdrawn before it could be judged
      { sent: 10, answeredAfter: 8 }, // moved 2 days ago: actively reviewing
      { sent: 60, answeredAfter: 1 }, // outside the 30-day window
    ]);
    // 90-day window: 3 sent in 30 days, 12 in 90; nothing moved in the last 14 days.
    await companyWith('Quiet Co', [
      { sent: 5 },
      { sent: 20, answeredAfter: 3 },
      { sent: 25, answeredAfter: 5 },
      { sent: 35, answeredAfter: 2 },
      { sent: 40, answeredAfter: 4 },
      { sent: 45, answeredAfter: 12 },
      { sent: 50, answeredAfter: 20 },
      { sent: 55 },
      { sent: 60, answeredAfter: 1 },
      { sent: 70, answeredAfter: 3 },
      { sent: 85, answeredAfter: 30 },
      { sent: 88, answeredAfter: 3 },
      { sent: 100, answeredAfter: 1 }, // outside the 90-day window
    ]);
    // Median 25 days: slow.
    await companyWith('Late Co', [
      ...Array.from({ length: 6 }, (_, i) => ({ sent: 40 + i, answeredAfter: 25 })),
      ...Array.from({ length: 4 }, (_, i) => ({ sent: 40 + i, answeredAfter: 2 })),
    ]);
    // Never answers: every application over 21 days old and pending.
    await companyWith(
      'Silent Co',
      Array.from({ length: 10 }, (_, i) => ({ sent: 22 + i * 0.5 })),
    );
    // Nine applications: new on campus.
    await companyWith(
      'Fresh Co',
      Array.from({ length: 9 }, (_, i) => ({ sent: 16 + i, answeredAfter: 1 })),
      'Platform Engineer',
    );
    await companyWith('Empty Co', [], 'Platform Engineer');
    await refreshAllCompanies(h.app.db);
  });
  afterAll(() => h.close());

  describe('figures', () => {
    it('over 30 days equal the hand-computed values: 6 of 9 judged answered within 14 days (67%), median 6 days', async () => {
      // Judged: answered, or waited 14 days (the two young pending and the early withdrawal are not): 9.
      // Answered within 14 days: after 2, 4, 6, 10, 1 and 8 days: 6. Answered ones: 1, 2, 4, 6, 8, 10, 16 -> median 6.
      expect(await employerOf('Prompt Co')).toEqual<EmployerResponsiveness>({
        state: 'rated',
        windowDays: 30,
        applications: 12,
        replyRate: 67,
        medianDays: 6,
        activelyReviewing: true,
      });
    });

    it('over 90 days when under 10 applications in 30: 8 of 11 judged (73%), median 4 days, not actively reviewing', async () => {
      // Judged: all but the 5-day-old pending one: 11. Within 14 days: 3, 5, 2, 4, 12, 1, 3, 3: 8.
      // Answered: 1, 2, 3, 3, 3, 4, 5, 12, 20, 30 -> median 3.5, rounded up to 4.
      expect(await employerOf('Quiet Co')).toEqual<EmployerResponsiveness>({
        state: 'rated',
        windowDays: 90,
        applications: 12,
        replyRate: 73,
        medianDays: 4,
        activelyReviewing: false,
      });
    });

    it('"Slow to reply" hides the figures when the median exceeds 21 days, or when most wait over 21 days unanswered', async () => {
      expect(await employerOf('Late Co')).toEqual<EmployerResponsiveness>({
        state: 'slow',
        windowDays: 90,
        applications: 10,
        replyRate: null,
        medianDays: null,
        activelyReviewing: false,
      });
      expect(await employerOf('Silent Co')).toMatchObject({
        state: 'slow',
        windowDays: 30,
        applications: 10,
        replyRate: null,
        medianDays: null,
      });
    });

    it('"New on Campus" under 10 applications, and for a company nobody applied to', async () => {
      expect(await employerOf('Fresh Co')).toEqual<EmployerResponsiveness>({
        state: 'new',
        windowDays: 90,
        applications: 9,
        replyRate: null,
        medianDays: null,
        activelyReviewing: false,
      });
      expect(await employerOf('Empty Co')).toMatchObject({ state: 'new', applications: 0, replyRate: null, activelyReviewing: false });
    });

    it('are the same refreshed a few companies a statement as all at once', async () => {
      const figures = async () => (await listJobs('')).jobs.map((job) => [job.companyName, job.employer]);
      const before = await figures();
      await h.app.db.delete(employerResponsiveness).where(sql`true`);
      expect((await employerOf('Prompt Co')).state).toBe('new');
      await refreshAllCompanies(h.app.db, 2);
      expect(await figures()).toEqual(before);
    });

    it('are the same on the card as on the page, for visitors and students', async () => {
      const list = await listJobs('');
      for (const company of ['Prompt Co', 'Quiet Co', 'Late Co']) {
        const card = list.jobs.find((job) => job.companyName === company)!;
        expect(card.employer).toEqual(await employerOf(company));
        expect((await getJob(card.id, students[1])).employer).toEqual(card.employer);
      }
    });

    it('follow the writes at once: an application and a first reply recompute the company in their transaction', async () => {
      const [jobId] = companyJobs.get('Fresh Co')!;
      const extra = await createUser(h, 'student', 'erin');
      const applied = await call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: extra.token, body: {} });
      expect(applied.statusCode, applied.body).toBe(201);
      // Ten applications now: the nine answered within a day are judged (the new one is not yet).
      expect(await employerOf('Fresh Co')).toMatchObject({ state: 'rated', applications: 10, replyRate: 100, medianDays: 1 });

      const moved = await call(h.app, 'PATCH', `/api/admin/applications/${(applied.json() as { id: string }).id}`, {
        token: admin.token,
        body: { status: 'reviewed' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await employerOf('Fresh Co')).toMatchObject({ state: 'rated', replyRate: 100, medianDays: 1, activelyReviewing: true });
      const [row] = await h.app.db.select().from(jobApplications).where(eq(jobApplications.userId, extra.id));
      expect(row!.firstStatusChangeAt).not.toBeNull();
      // A second move keeps the first reply's time (the figure's event) and moves only the last.
      await call(h.app, 'PATCH', `/api/admin/applications/${row!.id}`, { token: admin.token, body: { status: 'shortlisted' } });
      const [again] = await h.app.db.select().from(jobApplications).where(eq(jobApplications.id, row!.id));
      expect(again!.firstStatusChangeAt).toEqual(row!.firstStatusChangeAt);
      expect(again!.lastStatusChangeAt!.getTime()).toBeGreaterThanOrEqual(row!.lastStatusChangeAt!.getTime());
    });
  });

  describe('the "Responsive employers" sort and filter', () => {
    it('orders by the figure: rated by reply rate then speed, then new, then slow; search keeps working with it', async () => {
      const { jobs } = await listJobs('sort=responsive&search=analyst');
      const companies = [...new Set(jobs.map((job) => job.companyName))];
      expect(companies).toEqual(['Quiet Co', 'Prompt Co', 'Late Co', 'Silent Co']);
      expect(jobs.every((job) => job.title === 'Data Analyst')).toBe(true);

      const all = await listJobs('sort=responsive');
      const rank = { rated: 0, new: 1, slow: 2 } as const;
      const keys = all.jobs.map((job) => [rank[job.employer.state], -(job.employer.replyRate ?? -1)] as const);
      for (let i = 1; i < keys.length; i += 1) {
        expect(keys[i]![0] > keys[i - 1]![0] || (keys[i]![0] === keys[i - 1]![0] && keys[i]![1] >= keys[i - 1]![1])).toBe(true);
      }
      expect(all.jobs[0]!.companyName).toBe('Fresh Co');
    });

    it('keeps only employers replying to at least half of their applicants', async () => {
      const { jobs, total } = await listJobs('responsive=true');
      expect(new Set(jobs.map((job) => job.companyName))).toEqual(new Set(['Fresh Co', 'Prompt Co', 'Quiet Co']));
      expect(total).toBe(jobs.length);
      const searched = await listJobs('responsive=true&search=analyst');
      expect(new Set(searched.jobs.map((job) => job.companyName))).toEqual(new Set(['Prompt Co', 'Quiet Co']));
    });

    it('without figures (LIST_FIGURES=false, what the benchmark compares against) lists the same jobs, every employer new', async () => {
      const plain = createCareersRepository(h.app.db, { figures: false });
      const page = { limit: 50, offset: 0 };
      const ranked = await plain.listJobs({ status: 'open', terms: ['analyst'], responsiveFirst: true }, page, 'card');
      const withFigures = await listJobs('sort=responsive&search=analyst');
      expect(ranked.total).toBe(withFigures.total);
      expect(ranked.rows.some((row) => row.companyName === 'Prompt Co')).toBe(true);
      expect(ranked.rows.every((row) => row.employerState === 'new' && row.employerReplyRate === null)).toBe(true);
      // Without figures there is no "Responsive employers" filter: every open job.
      expect((await plain.listJobs({ status: 'open', responsiveOnly: true }, page, 'card')).total).toBe((await listJobs('')).total);
    });

    it('places a job by its company at once: a new posting, a job moved to another company, a company whose figures change', async () => {
      const companiesInOrder = async () => [...new Set((await listJobs('sort=responsive')).jobs.map((job) => job.companyName))];
      const before = await companiesInOrder();
      expect(before.indexOf('Quiet Co')).toBeLessThan(before.indexOf('Silent Co'));

      const posted = await createJob(h.app, admin.token, { title: 'Support Engineer', companyName: 'Quiet Co' });
      const sorted = (await listJobs('sort=responsive')).jobs;
      const quietJobs = sorted.flatMap((job, i) => (job.companyName === 'Quiet Co' ? [i] : []));
      expect(quietJobs).toContain(sorted.findIndex((job) => job.id === posted.id));
      expect(quietJobs.at(-1)! - quietJobs[0]!).toBe(quietJobs.length - 1);

      const moved = await call(h.app, 'PATCH', `/api/admin/jobs/${posted.id}`, { token: admin.token, body: { companyName: 'Silent Co' } });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = (await listJobs('sort=responsive')).jobs;
      expect(after.findIndex((job) => job.id === posted.id)).toBeGreaterThan(after.findLastIndex((job) => job.companyName === 'Quiet Co'));
      expect((await listJobs('responsive=true')).jobs.some((job) => job.id === posted.id)).toBe(false);

      // Silent Co's figures become a responsive employer's: its jobs, the moved one too, join the filter and rise.
      const silentRates = async (replyRate: number) =>
        h.app.db
          .update(employerResponsiveness)
          .set({ state: 'rated', replyRate, medianDays: 1, medianExact: 0.5 })
          .where(eq(employerResponsiveness.companyName, 'Silent Co'));
      await silentRates(RESPONSIVE_MIN_REPLY_RATE - 1);
      expect((await listJobs('responsive=true')).jobs.some((job) => job.id === posted.id)).toBe(false);
      await silentRates(RESPONSIVE_MIN_REPLY_RATE);
      const responsive = await listJobs('responsive=true');
      expect(responsive.jobs.some((job) => job.id === posted.id)).toBe(true);
      // The total is kept with the writes (row_counts), not counted: it follows the company's change.
      expect(responsive.total).toBe(responsive.jobs.length);
      await silentRates(100);
      expect((await companiesInOrder())[0]).toBe('Silent Co');
      await refreshAllCompanies(h.app.db);
      expect(await companiesInOrder()).toEqual(before);
      await call(h.app, 'POST', `/api/admin/jobs/${posted.id}/close`, { token: admin.token });
      const closed = await listJobs('responsive=true');
      expect(closed.total).toBe(closed.jobs.length);
      expect(closed.jobs.some((job) => job.id === posted.id)).toBe(false);
    });

    it('answers 400, never 5xx, on bad values', async () => {
      for (const query of ['sort=fastest', 'sort=', 'responsive=maybe', 'sort=responsive&sort=newest', `sort=${'x'.repeat(5000)}`]) {
        const res = await call(h.app, 'GET', `/api/jobs?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
      for (const query of ['sort[]=responsive', 'responsive=true&responsive=', 'sort=responsive&search=%00%27']) {
        expect((await call(h.app, 'GET', `/api/jobs?${query}`)).statusCode, query).toBeLessThan(500);
      }
    });
  });

  describe('"No reply yet" and withdrawing', () => {
    let jobId: string;
    let alice: TestUser;
    let bob: TestUser;

    beforeAll(async () => {
      [alice, bob] = await Promise.all([createUser(h, 'student', 'alice2'), createUser(h, 'student', 'bob2')]);
      jobId = (await createJob(h.app, admin.token, { title: 'Withdrawable Role', companyName: 'Withdraw Co' })).id;
    });

    const myApplications = async (user: TestUser) => {
      const res = await call(h.app, 'GET', '/api/jobs/user/applications', { token: user.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ApplicationListResponse).applications;
    };
    const withdraw = (id: string, user?: TestUser) =>
      call(h.app, 'POST', `/api/jobs/user/applications/${id}/withdraw`, { token: user?.token });

    it('shows "No reply yet" on a pending application over 21 days old only', async () => {
      const other = (await createJob(h.app, admin.token, { title: 'Old Role', companyName: 'Withdraw Co' })).id;
      await h.app.db.insert(jobApplications).values({ jobId: other, userId: alice.id, appliedAt: new Date(Date.now() - 22 * DAY) });
      const fresh = await call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: alice.token, body: {} });
      expect(fresh.statusCode).toBe(201);
      const flags = Object.fromEntries((await myApplications(alice)).map((application) => [application.job.title, application.noReplyYet]));
      expect(flags).toEqual({ 'Old Role': true, 'Withdrawable Role': false });
    });

    it('lets only the applicant withdraw: 401 for a visitor, 404 for another student or the operator, 404 for a bad id', async () => {
      const [mine] = (await myApplications(alice)).filter((application) => application.job.id === jobId);
      expectError(await withdraw(mine!.id), 401);
      expectError(await withdraw(mine!.id, bob), 404, { code: 'APPLICATION_NOT_FOUND' });
      expectError(await withdraw(mine!.id, admin), 404);
      for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%27%3B--', 'x'.repeat(100)])
        expectError(await withdraw(bad, alice), 404);
      const [row] = await h.app.db.select().from(jobApplications).where(eq(jobApplications.id, mine!.id));
      expect(row!.withdrawnAt).toBeNull();
    });

    it('withdraws in one call: gone from both lists and the count, kept in the figures, and the student may apply again', async () => {
      const [mine] = (await myApplications(alice)).filter((application) => application.job.id === jobId);
      const before = await getJob(jobId);
      const res = await withdraw(mine!.id, alice);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: mine!.id, jobId });

      expect((await myApplications(alice)).map((application) => application.job.id)).not.toContain(jobId);
      expect((await getJob(jobId))._count.applications).toBe(before._count.applications - 1);
      expect((await getJob(jobId, alice)).applied).toBe(false);
      const applicants = await call(h.app, 'GET', `/api/admin/jobs/${jobId}/applications`, { token: admin.token });
      expect((applicants.json() as ApplicantListResponse).applications.map((a) => a.id)).not.toContain(mine!.id);
      expectError(
        await call(h.app, 'PATCH', `/api/admin/applications/${mine!.id}`, { token: admin.token, body: { status: 'hired' } }),
        404,
      );
      expectError(await withdraw(mine!.id, alice), 404);
      // The withdrawn row stays: it is part of the employer's record.
      expect(await h.app.db.select().from(jobApplications).where(eq(jobApplications.id, mine!.id))).toHaveLength(1);

      const again = await call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: alice.token, body: {} });
      expect(again.statusCode, again.body).toBe(201);
      expect((await getJob(jobId, alice)).applied).toBe(true);
    });

    it('refuses to withdraw an application the employer already answered (409)', async () => {
      const applied = await call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: bob.token, body: {} });
      const id = (applied.json() as { id: string }).id;
      await call(h.app, 'PATCH', `/api/admin/applications/${id}`, { token: admin.token, body: { status: 'reviewed' } });
      expectError(await withdraw(id, bob), 409, { code: 'APPLICATION_ANSWERED' });
    });
  });

  it("tells nothing about another student's application through the figures", async () => {
    const [alice, bob] = students;
    const [jobId] = companyJobs.get('Prompt Co')!;
    const aliceRows = await h.app.db.select().from(jobApplications).where(eq(jobApplications.userId, alice!.id));
    for (const res of [
      await call(h.app, 'GET', `/api/jobs/${jobId}`, { token: bob!.token }),
      await call(h.app, 'GET', '/api/jobs?sort=responsive&limit=100', { token: bob!.token }),
      await call(h.app, 'GET', '/api/jobs/user/applications', { token: bob!.token }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(alice!.id);
      expect(res.body).not.toContain(alice!.email);
      for (const row of aliceRows) expect(res.body).not.toContain(row.id);
    }
    // The figures are counts over at least 10 applications, and no more than that.
    const { employer } = await getJob(jobId!, bob);
    expect(Object.keys(employer).sort()).toEqual(['activelyReviewing', 'applications', 'medianDays', 'replyRate', 'state', 'windowDays']);
  });

  it("recomputes the company's figures in an application's transaction off its jobs' applications, not all (PostgreSQL)", async () => {
    if (h.app.database.kind !== 'postgres') return;
    const [jobId] = companyJobs.get('Fresh Co')!;
    const applicant = await createUser(h, 'student', 'indexed');
    const sent = await pgStatementsDuring(async () => {
      const applied = await call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: applicant.token, body: {} });
      expect(applied.statusCode, applied.body).toBe(201);
    });
    const refresh = sent.find((statement) => statement.text.includes('insert into "employer_responsiveness"'));
    expect(refresh).toBeDefined();
    // A few test rows are cheaper to scan, so scans are priced out: what is left shows which indexes can serve it. At
    // scale (500,000 applications) without them each apply scanned them all twice: 2.7 s, past the statement limit.
    const client = new pg.Client({ connectionString: h.app.config.databaseUrl });
    await client.connect();
    let plan: string;
    try {
      await client.query('set enable_seqscan = off');
      const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${refresh!.text}`, refresh!.values);
      plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
    expect(plan).toMatch(/job_applications_job_applied_idx/);
    expect(plan).not.toMatch(/Seq Scan on job_applications/);
  });
});
