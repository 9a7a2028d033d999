import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJob, AdminJobListResponse, ApplicantListResponse, ApplicationListResponse } from '../../../shared/contracts/careers.js';
import { jobApplications, jobs, notifications } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, jobInput, type TestUser } from '../../test/careers-helpers.js';

const HOSTILE_HTML =
  '<p onclick="steal()">Join <strong>us</strong><script>alert("x")</script></p>' +
  '<img src="x" onerror="alert(1)">' +
  '<ul><li>Build</li><li><em>Ship</em></li></ul>' +
  '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/jobs" onmouseover="x()">good link</a>' +
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
  '<h2 style="color:red">Perks</h2><blockquote>Great team</blockquote>';

/** What must never survive the sanitizer. */
const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror|onclick|onmouseover/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe|<style|<img|style=/i);
  expect(html).not.toContain('alert');
};

describe('careers: the operator console', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;
  let mentor: TestUser;

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, student, mentor] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student'), createUser(h, 'mentor')]);
  });
  afterAll(() => h.close());

  describe('access', () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['GET', '/api/admin/jobs'],
      ['POST', '/api/admin/jobs', jobInput()],
      ['GET', `/api/admin/jobs/${someId}`],
      ['PATCH', `/api/admin/jobs/${someId}`, { title: 'Hijacked' }],
      ['POST', `/api/admin/jobs/${someId}/close`],
      ['POST', `/api/admin/jobs/${someId}/reopen`],
      ['GET', `/api/admin/jobs/${someId}/applications`],
      ['PATCH', `/api/admin/applications/${someId}`, { status: 'hired' }],
    ];

    it('refuses students and mentors with 403 and visitors with 401, on every route', async () => {
      for (const [method, url, body] of routes) {
        expectError(await call(h.app, method, url, { body }), 401);
        expectError(await call(h.app, method, url, { token: student.token, body }), 403, { code: 'FORBIDDEN' });
        expectError(await call(h.app, method, url, { token: mentor.token, body }), 403);
      }
      const all = await h.app.db.select().from(jobs);
      expect(all).toHaveLength(0);
    });

    it('does not let a student change an application status, even their own', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Status Guard' });
      const applied = await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} });
      const applicationId = (applied.json() as { id: string }).id;
      expectError(
        await call(h.app, 'PATCH', `/api/admin/applications/${applicationId}`, { token: student.token, body: { status: 'hired' } }),
        403,
      );
      const [row] = await h.app.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
      expect(row!.status).toBe('pending');
      expect(await h.app.db.select().from(notifications).where(eq(notifications.userId, student.id))).toHaveLength(0);
    });
  });

  describe('rich text', () => {
    it('strips <script>, event handlers and unsafe links from what is stored and returned', async () => {
      const created = await createJob(h.app, admin.token, {
        title: 'Sanitized Role',
        description: HOSTILE_HTML,
        companyAbout: HOSTILE_HTML,
      });
      expectClean(created.description);
      expectClean(created.companyAbout);
      // The allowed formatting survives; links get rel="noopener".
      expect(created.description).toContain('<strong>us</strong>');
      expect(created.description).toContain('<ul><li>Build</li><li><em>Ship</em></li></ul>');
      expect(created.description).toContain('<h2>Perks</h2><blockquote>Great team</blockquote>');
      expect(created.description).toMatch(/<a href="https:\/\/example\.com\/jobs" rel="noopener noreferrer"[^>]*>good link<\/a>/);

      const [stored] = await h.app.db.select().from(jobs).where(eq(jobs.id, created.id));
      expectClean(stored!.description);
      expectClean(stored!.companyAbout);
      expect(stored!.description).toBe(created.description);

      const detail = (await call(h.app, 'GET', `/api/jobs/${created.id}`)).json() as AdminJob;
      expectClean(detail.description);
      expectClean(detail.companyAbout);
    });

    it('sanitizes edits too', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Edited Role' });
      const res = await call(h.app, 'PATCH', `/api/admin/jobs/${job.id}`, {
        token: admin.token,
        body: { description: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)>' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as AdminJob).description).toBe('<p>ok</p>');
      const [stored] = await h.app.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(stored!.description).toBe('<p>ok</p>');
    });
  });

  describe('jobs', () => {
    it('creates a job with every field and answers it as the public API will', async () => {
      const closesAt = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
      const res = await call(h.app, 'POST', '/api/admin/jobs', {
        token: admin.token,
        body: jobInput({
          title: '  Data Engineer  ',
          companyName: 'Kaveri Analytics',
          location: 'Chennai',
          isRemote: false,
          salaryMin: 900_000,
          salaryMax: 1_300_000,
          durationMonths: null,
          skills: ['Python', 'Spark', 'python'],
          closesAt,
          hr: { name: 'Karthik S', position: 'Campus Recruitment Manager' },
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const job = res.json() as AdminJob;
      expect(job).toMatchObject({
        title: 'Data Engineer',
        companyName: 'Kaveri Analytics',
        salary: '₹9,00,000 - ₹13,00,000 per year',
        salaryMin: 900_000,
        salaryMax: 1_300_000,
        stipend: null,
        skills: ['Python', 'Spark'],
        jobRequirements: 'Python, Spark',
        closesAt,
        status: 'open',
        hr: { name: 'Karthik S', position: 'Campus Recruitment Manager' },
        _count: { applications: 0 },
      });
      const [stored] = await h.app.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(stored!.createdBy).toBe(admin.id);
    });

    it('refuses invalid jobs with field errors', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, 'title'],
        [{ salaryMin: 900_000, salaryMax: 100_000 }, 'salaryMax'],
        [{ stipendAmount: 10_000 }, 'stipendAmount'],
        [{ closesAt: new Date(Date.now() - 60_000).toISOString() }, 'closesAt'],
        [{ logoUrl: 'https://tracker.example/logo.png' }, 'logoUrl'],
        [{ jobType: 'gig' }, 'jobType'],
      ];
      for (const [override, field] of cases) {
        const res = await call(h.app, 'POST', '/api/admin/jobs', { token: admin.token, body: { ...jobInput(), ...override } });
        const body = expectError(res, 400);
        expect(Object.keys(body.fields ?? {}), JSON.stringify(body)).toContain(field);
      }
    });

    it('edits only the fields sent', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Before', location: 'Pune', skills: ['Go'] });
      const res = await call(h.app, 'PATCH', `/api/admin/jobs/${job.id}`, {
        token: admin.token,
        body: { title: 'After', stipendAmount: null, salaryMax: 1_000_000 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ title: 'After', location: 'Pune', skills: ['Go'], salary: '₹6,00,000 - ₹10,00,000 per year' });
      expectError(
        await call(h.app, 'PATCH', '/api/admin/jobs/00000000-0000-4000-8000-000000000000', { token: admin.token, body: { title: 'x' } }),
        404,
        { message: 'Job not found.' },
      );
    });

    it('closes and reopens; the public list and applying follow', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Toggle Role', companyName: 'Togglers' });
      const closed = await call(h.app, 'POST', `/api/admin/jobs/${job.id}/close`, { token: admin.token });
      expect(closed.json()).toMatchObject({ status: 'closed' });
      const publicList = (await call(h.app, 'GET', '/api/jobs?search=Togglers')).json() as { jobs: { id: string }[] };
      expect(publicList.jobs.map((candidate) => candidate.id)).not.toContain(job.id);
      expectError(await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} }), 409, {
        message: 'This opportunity is closed.',
      });

      const reopened = await call(h.app, 'POST', `/api/admin/jobs/${job.id}/reopen`, { token: admin.token });
      expect(reopened.json()).toMatchObject({ status: 'open' });
      expect((await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} })).statusCode).toBe(201);
    });

    it('reopening a job past its closing date clears the date, or takes a new one', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Expired Toggle', closesAt: new Date(Date.now() + 3600_000).toISOString() });
      await h.app.db
        .update(jobs)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, job.id));
      const cleared = (await call(h.app, 'POST', `/api/admin/jobs/${job.id}/reopen`, { token: admin.token })).json() as AdminJob;
      expect(cleared).toMatchObject({ status: 'open', closesAt: null });
      const next = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      const dated = (
        await call(h.app, 'POST', `/api/admin/jobs/${job.id}/reopen`, { token: admin.token, body: { closesAt: next } })
      ).json() as AdminJob;
      expect(dated).toMatchObject({ status: 'open', closesAt: next });
    });

    it('reads one job by its id, open or closed, with the numbers the edit form needs', async () => {
      const job = await createJob(h.app, admin.token, {
        title: 'Read Me',
        companyName: 'Lookup Labs',
        salaryMin: 500_000,
        salaryMax: 700_000,
        durationMonths: 12,
        description: '<p>Plenty to do.</p>',
      });
      // Another job with the same title must not be confused with it.
      await createJob(h.app, admin.token, { title: 'Read Me', companyName: 'Twin Labs' });
      const res = await call(h.app, 'GET', `/api/admin/jobs/${job.id}`, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(job);
      expect(res.json()).toMatchObject({
        companyName: 'Lookup Labs',
        salaryMin: 500_000,
        salaryMax: 700_000,
        durationMonths: 12,
        stipendAmount: null,
      });

      await call(h.app, 'POST', `/api/admin/jobs/${job.id}/close`, { token: admin.token });
      expect((await call(h.app, 'GET', `/api/admin/jobs/${job.id}`, { token: admin.token })).json()).toMatchObject({ status: 'closed' });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expectError(await call(h.app, 'GET', `/api/admin/jobs/${id}`, { token: admin.token }), 404, { message: 'Job not found.' });
      }
    });

    it('serves an uploaded logo from a short, versioned address instead of inlining it in every answer', async () => {
      const png = 'data:image/png;base64,' + Buffer.from('\x89PNG\r\n\x1a\nfake-image-bytes', 'latin1').toString('base64');
      const job = await createJob(h.app, admin.token, { title: 'Logo Role', companyName: 'Pixel Works', logoUrl: png });
      expect(job.logoUrl).toMatch(new RegExp(`^/api/jobs/${job.id}/logo\\?v=[0-9a-z]+$`));
      expect(job.companyLogoUrl).toBe(job.logoUrl);
      const listed = (await call(h.app, 'GET', '/api/jobs?search=Pixel')).json() as { jobs: { id: string; logoUrl: string }[] };
      expect(listed.jobs.find((candidate) => candidate.id === job.id)?.logoUrl).toBe(job.logoUrl);

      const image = await call(h.app, 'GET', job.logoUrl!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.toString('latin1')).toBe('\x89PNG\r\n\x1a\nfake-image-bytes');

      // An edit changes the address, so browsers fetch the new image; removing the logo brings the drawn one back.
      const edited = (
        await call(h.app, 'PATCH', `/api/admin/jobs/${job.id}`, { token: admin.token, body: { logoUrl: null } })
      ).json() as AdminJob;
      expect(edited.logoUrl).toBe('/api/jobs/logo?company=Pixel%20Works&v=1');
      const drawn = await call(h.app, 'GET', `/api/jobs/${job.id}/logo`);
      expect(drawn.headers['content-type']).toBe('image/svg+xml');
      expect(drawn.body).toContain('>PW</text>');
      expectError(await call(h.app, 'GET', '/api/jobs/00000000-0000-4000-8000-000000000000/logo'), 404);
      expectError(await call(h.app, 'GET', '/api/jobs/logo'), 400);
    });

    it("shows an operator's change on the public list and details at once", async () => {
      const job = await createJob(h.app, admin.token, { title: 'Fresh Title', companyName: 'Cachewise' });
      const before = (await call(h.app, 'GET', '/api/jobs?search=Cachewise')).json() as { jobs: { id: string; title: string }[] };
      expect(before.jobs.find((candidate) => candidate.id === job.id)?.title).toBe('Fresh Title');
      expect((await call(h.app, 'GET', `/api/jobs/${job.id}`)).json()).toMatchObject({ title: 'Fresh Title', _count: { applications: 0 } });

      await call(h.app, 'PATCH', `/api/admin/jobs/${job.id}`, { token: admin.token, body: { title: 'Edited Title' } });
      const after = (await call(h.app, 'GET', '/api/jobs?search=Cachewise')).json() as { jobs: { id: string; title: string }[] };
      expect(after.jobs.find((candidate) => candidate.id === job.id)?.title).toBe('Edited Title');
      expect((await call(h.app, 'GET', `/api/jobs/${job.id}`)).json()).toMatchObject({ title: 'Edited Title' });

      // An application shows in the details' applicant count at once.
      expect((await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} })).statusCode).toBe(201);
      expect((await call(h.app, 'GET', `/api/jobs/${job.id}`, { token: student.token })).json()).toMatchObject({
        applied: true,
        _count: { applications: 1 },
      });
    });

    it('lists every job, open and closed, with counts', async () => {
      const shut = await createJob(h.app, admin.token, { title: 'Listed Closed' });
      await call(h.app, 'POST', `/api/admin/jobs/${shut.id}/close`, { token: admin.token });
      const res = await call(h.app, 'GET', '/api/admin/jobs?limit=100', { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as AdminJobListResponse;
      const rows = await h.app.db.select().from(jobs);
      expect(body.total).toBe(rows.length);
      expect(body.counts.all).toBe(rows.length);
      expect(body.counts.open + body.counts.closed).toBe(rows.length);
      expect(body.counts.closed).toBeGreaterThanOrEqual(1);
      const closedOnly = (
        await call(h.app, 'GET', '/api/admin/jobs?status=closed&limit=100', { token: admin.token })
      ).json() as AdminJobListResponse;
      expect(closedOnly.total).toBe(body.counts.closed);
      expect(closedOnly.jobs.every((job) => job.status === 'closed')).toBe(true);
      expect(closedOnly.jobs.map((job) => job.id)).toContain(shut.id);
      expect(body.jobs.find((job) => job.id === shut.id)).toMatchObject({ status: 'closed', _count: { applications: 0 } });
    });
  });

  describe('applicants and statuses', () => {
    it('lists the applicants of a job with their account', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Applicant List' });
      const other = await createUser(h, 'student', 'applicant');
      await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} });
      await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: other.token, body: {} });
      const res = await call(h.app, 'GET', `/api/admin/jobs/${job.id}/applications`, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ApplicantListResponse;
      expect(body.job).toEqual({ id: job.id, title: 'Applicant List', companyName: 'Acme Widgets', status: 'open' });
      expect(body.total).toBe(2);
      expect(body.counts).toEqual({ pending: 2, reviewed: 0, shortlisted: 0, rejected: 0, hired: 0 });
      expect(body.applications.map((application) => application.user.email).sort()).toEqual([student.email, other.email].sort());
      expect(body.applications[0]).toEqual({
        id: expect.any(String),
        jobId: job.id,
        status: 'pending',
        appliedAt: expect.any(String),
        updatedAt: expect.any(String),
        user: { id: expect.any(String), email: expect.any(String), username: null },
        // No profile, no cover note, no resume (issue 32.3 adds them; careers.resume.test.ts applies with them).
        profile: { college: '', course: '', semester: null, skills: [] },
        coverNote: null,
        resumeUrl: null,
      });
      expectError(
        await call(h.app, 'GET', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/applications', { token: admin.token }),
        404,
      );
    });

    it('moves an application: stores a notification for the student and emails them', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Backend Intern', companyName: 'Saffron Pay' });
      const applied = await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} });
      const applicationId = (applied.json() as { id: string }).id;
      const mailsBefore = h.mail.mails.length;

      const res = await call(h.app, 'PATCH', `/api/admin/applications/${applicationId}`, {
        token: admin.token,
        body: { status: 'shortlisted' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: applicationId,
        jobId: job.id,
        status: 'shortlisted',
        user: { id: student.id, email: student.email },
      });

      const sentence = 'Your application for Backend Intern at Saffron Pay is now shortlisted.';
      const stored = await h.app.db.select().from(notifications).where(eq(notifications.userId, student.id));
      const mine = stored.filter((row) => row.message === sentence);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        type: 'application_status',
        senderId: admin.id,
        senderName: 'Career Zone',
        link: `/CareerZoneDetails/${job.id}`,
        readAt: null,
      });

      const mail = await h.mail.waitFor(student.email, mailsBefore);
      expect(mail.subject).toBe('Application update: Backend Intern at Saffron Pay');
      expect(mail.raw).toContain('is now shortlisted');

      const list = (await call(h.app, 'GET', '/api/jobs/user/applications', { token: student.token })).json() as ApplicationListResponse;
      expect(list.applications.find((application) => application.id === applicationId)?.status).toBe('shortlisted');

      // The same status again changes nothing and tells no one.
      // Only application mails count: a security notice queued by an earlier sign-in may still arrive meanwhile.
      const applicationMails = () =>
        h.mail.mailsTo(student.email).filter((received) => received.subject.startsWith('Application update')).length;
      const mailCount = applicationMails();
      const again = await call(h.app, 'PATCH', `/api/admin/applications/${applicationId}`, {
        token: admin.token,
        body: { status: 'shortlisted' },
      });
      expect(again.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(applicationMails()).toBe(mailCount);
      expect(
        (await h.app.db.select().from(notifications).where(eq(notifications.userId, student.id))).filter((row) => row.message === sentence),
      ).toHaveLength(1);

      // Each real move is one more notification and mail.
      const before = h.mail.mails.length;
      await call(h.app, 'PATCH', `/api/admin/applications/${applicationId}`, { token: admin.token, body: { status: 'hired' } });
      const hiredMail = await h.mail.waitFor(student.email, before);
      expect(hiredMail.raw).toContain('is now hired');
      const all = await h.app.db.select().from(notifications).where(eq(notifications.userId, student.id));
      expect(all.map((row) => row.message)).toContain('Your application for Backend Intern at Saffron Pay is now hired.');
    });

    it('refuses unknown statuses and unknown applications', async () => {
      const job = await createJob(h.app, admin.token, { title: 'Status Checks' });
      const applied = await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: student.token, body: {} });
      const applicationId = (applied.json() as { id: string }).id;
      expectError(
        await call(h.app, 'PATCH', `/api/admin/applications/${applicationId}`, { token: admin.token, body: { status: 'accepted' } }),
        400,
      );
      expectError(
        await call(h.app, 'PATCH', '/api/admin/applications/00000000-0000-4000-8000-000000000000', {
          token: admin.token,
          body: { status: 'reviewed' },
        }),
        404,
        {
          message: 'Application not found.',
        },
      );
      const [row] = await h.app.db.select().from(jobApplications).where(eq(jobApplications.id, applicationId));
      expect(row!.status).toBe('pending');
    });
  });
});
