import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListResponse, JobListResponse } from '../../../shared/contracts/careers.js';
import { jobApplications, jobs } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';

describe('careers: applying, my applications and saved jobs', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let mentor: TestUser;

  const apply = (jobId: string, user?: TestUser, body: unknown = {}) =>
    call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: user?.token, body });
  const applicationsOf = async (jobId: string) => h.app.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
  const myApplications = async (user: TestUser, query = '') => {
    const res = await call(h.app, 'GET', `/api/jobs/user/applications${query}`, { token: user.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApplicationListResponse;
  };

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, alice, bob, mentor] = await Promise.all([
      createUser(h, 'admin'),
      createUser(h, 'student', 'alice'),
      createUser(h, 'student', 'bob'),
      createUser(h, 'mentor'),
    ]);
  });
  afterAll(() => h.close());

  describe('POST /api/jobs/{id}/apply', () => {
    it('applies with {} and answers 201 {id, status: pending, appliedAt}; a second time 409 "Already Applied"', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Apply Once' });
      const before = Date.now();
      const first = await apply(job.id, alice);
      expect(first.statusCode, first.body).toBe(201);
      const body = first.json() as { id: string; status: string; appliedAt: string };
      expect(body).toEqual({ id: expect.any(String), status: 'pending', appliedAt: expect.any(String) });
      expect(new Date(body.appliedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const rows = await applicationsOf(job.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: body.id, userId: alice.id, status: 'pending' });

      const again = await apply(job.id, alice);
      expectError(again, 409, { message: 'Already Applied', code: 'ALREADY_APPLIED' });
      expect(await applicationsOf(job.id)).toHaveLength(1);
    });

    it('makes exactly one application from 20 concurrent requests by one student', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Rush Hour' });
      const responses = await Promise.all(Array.from({ length: 20 }, () => apply(job.id, alice)));
      const statuses = responses.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const res of responses.filter((candidate) => candidate.statusCode === 409))
        expectError(res, 409, { message: 'Already Applied' });
      const rows = await applicationsOf(job.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.userId).toBe(alice.id);
    });

    it('is refused for a job an operator closed, and for one past its closing date', async () => {
      const closed = await createJob(h.app, admin.token, { title: 'Closed Now' });
      expect((await call(h.app, 'POST', `/api/admin/jobs/${closed.id}/close`, { token: admin.token })).statusCode).toBe(200);
      expectError(await apply(closed.id, alice), 409, { message: 'This opportunity is closed.', code: 'JOB_CLOSED' });

      const expired = await createJob(h.app, admin.token, { title: 'Past Date', closesAt: new Date(Date.now() + 3600_000).toISOString() });
      await h.app.db
        .update(jobs)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, expired.id));
      expectError(await apply(expired.id, alice), 409, { message: 'This opportunity is closed.' });
      expect(await applicationsOf(closed.id)).toHaveLength(0);
      expect(await applicationsOf(expired.id)).toHaveLength(0);
    });

    it('still says "Already Applied" to an applicant once the job has closed', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Applied Then Closed' });
      expect((await apply(job.id, alice)).statusCode).toBe(201);
      await call(h.app, 'POST', `/api/admin/jobs/${job.id}/close`, { token: admin.token });
      expectError(await apply(job.id, alice), 409, { message: 'Already Applied' });
    });

    it('answers 404 for an unknown job, 401 without a token, 403 for mentors and admins', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Students Only' });
      expectError(await apply('00000000-0000-4000-8000-000000000000', alice), 404, { message: 'Job not found.' });
      expectError(await apply(job.id), 401);
      expectError(await apply(job.id, mentor), 403, { code: 'STUDENTS_ONLY' });
      expectError(await apply(job.id, admin), 403, { code: 'STUDENTS_ONLY' });
      expect(await applicationsOf(job.id)).toHaveLength(0);
    });

    it('applies as the token says, whatever user id the body names', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Who Am I' });
      const res = await apply(job.id, bob, { userId: alice.id });
      expect(res.statusCode, res.body).toBe(201);
      const rows = await applicationsOf(job.id);
      expect(rows.map((row) => row.userId)).toEqual([bob.id]);
    });

    it('counts applicants in _count.applications', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Popular Role' });
      await apply(job.id, alice);
      await apply(job.id, bob);
      const res = await call(h.app, 'GET', `/api/jobs/${job.id}`);
      expect(res.json()).toMatchObject({ _count: { applications: 2 } });
    });
  });

  describe('GET /api/jobs/user/applications', () => {
    it("lists the caller's own applications only, newest first, with the job", async () => {
      const carol = await createUser(h, 'student', 'carol');
      const dave = await createUser(h, 'student', 'dave');
      const first = await createJob(h.app, admin.token, {
        title: 'Carol First',
        companyName: 'Kaveri Analytics',
        jobType: 'internship',
        salaryMin: null,
        salaryMax: null,
        stipendAmount: 20_000,
      });
      const second = await createJob(h.app, admin.token, { title: 'Carol Second' });
      const davesOwn = await createJob(h.app, admin.token, { title: 'Dave Only' });
      await apply(first.id, carol);
      await h.app.db
        .update(jobApplications)
        .set({ appliedAt: new Date(Date.now() - 60_000) })
        .where(eq(jobApplications.jobId, first.id));
      await apply(second.id, carol);
      await apply(davesOwn.id, dave);
      await apply(first.id, dave);

      const carols = await myApplications(carol);
      expect(carols.total).toBe(2);
      expect(carols.applications.map((application) => application.job.id)).toEqual([second.id, first.id]);
      expect(carols.applications[1]).toEqual({
        id: expect.any(String),
        job: {
          id: first.id,
          title: 'Carol First',
          company: 'Kaveri Analytics',
          companyName: 'Kaveri Analytics',
          companyLogoUrl: '/api/jobs/logo?company=Kaveri%20Analytics&v=1',
          logoUrl: '/api/jobs/logo?company=Kaveri%20Analytics&v=1',
          jobType: 'internship',
          location: 'Pune',
          isRemote: false,
          salary: null,
          stipend: { amount: 20_000, currency: 'INR' },
          duration: null,
          closesAt: null,
          status: 'open',
        },
        appliedAt: expect.any(String),
        status: 'pending',
        updatedAt: expect.any(String),
        noReplyYet: false,
      });

      // Dave sees his two, never Carol's; a userId in the query changes nothing.
      const daves = await myApplications(dave, `?userId=${carol.id}`);
      expect(daves.total).toBe(2);
      expect(daves.applications.map((application) => application.job.id).sort()).toEqual([davesOwn.id, first.id].sort());
      const carolsIds = new Set(carols.applications.map((application) => application.id));
      expect(daves.applications.some((application) => carolsIds.has(application.id))).toBe(false);
    });

    it('filters by status and paginates', async () => {
      const erin = await createUser(h, 'student', 'erin');
      const created = [];
      for (let i = 0; i < 3; i++) created.push(await createJob(h.app, admin.token, { title: `Erin ${i}` }));
      for (const job of created) await apply(job.id, erin);
      await h.app.db
        .update(jobApplications)
        .set({ status: 'shortlisted' })
        .where(and(eq(jobApplications.jobId, created[0]!.id), eq(jobApplications.userId, erin.id)));
      const page = await myApplications(erin, '?limit=2&page=2');
      expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page.applications).toHaveLength(1);
      const shortlisted = await myApplications(erin, '?status=shortlisted');
      expect(shortlisted.total).toBe(1);
      expect(shortlisted.applications[0]).toMatchObject({ status: 'shortlisted', job: { id: created[0]!.id } });
    });

    it('needs a signed-in user', async () => {
      expectError(await call(h.app, 'GET', '/api/jobs/user/applications'), 401);
    });
  });

  describe('saved jobs', () => {
    it('saves, lists, saves again harmlessly and removes', async () => {
      const frank = await createUser(h, 'student', 'frank');
      const one = await createJob(h.app, admin.token, { title: 'Save Me' });
      const two = await createJob(h.app, admin.token, { title: 'Save Me Too' });

      for (const job of [one, two, one]) {
        const res = await call(h.app, 'POST', `/api/jobs/${job.id}/save`, { token: frank.token });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ jobId: job.id, saved: true });
      }
      let saved = (await call(h.app, 'GET', '/api/jobs/user/saved', { token: frank.token })).json() as JobListResponse;
      expect(saved.total).toBe(2);
      expect(saved.jobs.map((job) => job.id).sort()).toEqual([one.id, two.id].sort());
      expect(saved.jobs.every((job) => job.saved)).toBe(true);

      // Another student's saved list is their own.
      const others = (await call(h.app, 'GET', '/api/jobs/user/saved', { token: alice.token })).json() as JobListResponse;
      expect(others.jobs.map((job) => job.id)).not.toContain(one.id);

      const removed = await call(h.app, 'DELETE', `/api/jobs/${one.id}/save`, { token: frank.token });
      expect(removed.json()).toEqual({ jobId: one.id, saved: false });
      saved = (await call(h.app, 'GET', '/api/jobs/user/saved', { token: frank.token })).json() as JobListResponse;
      expect(saved.jobs.map((job) => job.id)).toEqual([two.id]);
    });

    it('answers 404 for an unknown job and 401 without a token', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Save Guard' });
      expectError(await call(h.app, 'POST', '/api/jobs/00000000-0000-4000-8000-000000000000/save', { token: alice.token }), 404, {
        message: 'Job not found.',
      });
      expectError(await call(h.app, 'POST', `/api/jobs/${job.id}/save`), 401);
      expectError(await call(h.app, 'GET', '/api/jobs/user/saved'), 401);
    });
  });
});
