import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantListResponse, MyResumeResponse } from '../../../shared/contracts/careers.js';
import { jobApplications, profiles } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Issue 32.3: a student applies with a resume and a cover note; the operator reads both with the profile. */
describe('careers: applying with a resume and a cover note', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;

  const apply = (jobId: string, user: TestUser, body?: unknown) =>
    call(h.app, 'POST', `/api/jobs/${jobId}/apply`, { token: user.token, body });
  /** POST /api/user/mentorship/upload-document with one PDF as `resume`; answers the new document's id. */
  const uploadResume = async (user: TestUser, filename = 'asha-resume.pdf') => {
    const boundary = '----resume-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/user/mentorship/upload-document',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as { resumeUrl: string }).resumeUrl;
    return url.split('/').pop()!;
  };
  const applicants = async (jobId: string) => {
    const res = await call(h.app, 'GET', `/api/admin/jobs/${jobId}/applications`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApplicantListResponse;
  };
  const myResume = async (user: TestUser) => {
    const res = await call(h.app, 'GET', '/api/user/resume', { token: user.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as MyResumeResponse).resume;
  };

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, asha, ravi] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student', 'asha'), createUser(h, 'student', 'ravi')]);
    await h.app.db.insert(profiles).values({
      userId: asha.id,
      college: 'IIT Bombay',
      degree: 'B.Tech CSE',
      semester: 5,
      skills: ['React', 'SQL'],
    });
  });
  afterAll(() => h.close());

  it("shows the operator the applicant's profile, cover note and resume, which the operator may open and another student may not", async () => {
    const job = await createJob(h.app, admin.token, { title: 'Resume Role' });
    expect(await myResume(asha)).toBeNull();
    const documentId = await uploadResume(asha);
    const res = await apply(job.id, asha, { resumeDocumentId: documentId, coverNote: '  I built two React apps.\nHappy to talk.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'pending', appliedAt: expect.any(String) });

    const list = await applicants(job.id);
    expect(list.applications).toHaveLength(1);
    expect(list.applications[0]).toMatchObject({
      user: { id: asha.id },
      profile: { college: 'IIT Bombay', course: 'B.Tech CSE', semester: 5, skills: ['React', 'SQL'] },
      coverNote: 'I built two React apps.\nHappy to talk.',
      resumeUrl: `/api/user/mentorship/documents/${documentId}`,
    });

    const asOperator = await call(h.app, 'GET', list.applications[0]!.resumeUrl!, { token: admin.token });
    expect(asOperator.statusCode, asOperator.body).toBe(200);
    expect(asOperator.headers['content-type']).toContain('application/pdf');
    expect(asOperator.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const asOtherStudent = await call(h.app, 'GET', list.applications[0]!.resumeUrl!, { token: ravi.token });
    expect([403, 404]).toContain(asOtherStudent.statusCode);

    // Offered first next time.
    expect(await myResume(asha)).toEqual({ id: documentId, fileName: 'asha-resume.pdf', uploadedAt: expect.any(String) });
    expect(await myResume(ravi)).toBeNull();
  });

  it('lets an operator open only documents attached to an application', async () => {
    const loose = await uploadResume(ravi, 'not-sent.pdf');
    expectError(await call(h.app, 'GET', `/api/user/mentorship/documents/${loose}`, { token: admin.token }), 403);
  });

  it("refuses another student's document with 400 and applies nothing", async () => {
    const job = await createJob(h.app, admin.token, { title: 'Not Your Resume' });
    const ashas = await uploadResume(asha);
    expectError(await apply(job.id, ravi, { resumeDocumentId: ashas }), 400, {
      message: 'The resume must be a document you uploaded.',
      code: 'RESUME_NOT_YOURS',
    });
    expectError(await apply(job.id, ravi, { resumeDocumentId: '00000000-0000-4000-8000-000000000000' }), 400, { code: 'RESUME_NOT_YOURS' });
    expect(await h.app.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(0);
  });

  it('refuses a cover note over 1000 characters or with a control character', async () => {
    const job = await createJob(h.app, admin.token, { title: 'Short Notes' });
    expectError(await apply(job.id, ravi, { coverNote: 'a'.repeat(1001) }), 400);
    expectError(await apply(job.id, ravi, { coverNote: 'hello\u0000world' }), 400);
    expectError(await apply(job.id, ravi, { coverNote: 'bell\u0007' }), 400);
    expect(await h.app.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(0);
    // 1000 characters after trimming are fine.
    const res = await apply(job.id, ravi, { coverNote: ` ${'a'.repeat(1000)} ` });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('still applies with no body at all (201), with nothing attached', async () => {
    const job = await createJob(h.app, admin.token, { title: 'No Body' });
    const res = await apply(job.id, ravi);
    expect(res.statusCode, res.body).toBe(201);
    const [applicant] = (await applicants(job.id)).applications;
    expect(applicant).toMatchObject({
      coverNote: null,
      resumeUrl: null,
      profile: { college: '', course: '', semester: null, skills: [] },
    });
  });
});
