import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableDays,
  istToUtc,
  REFERRAL_MESSAGES,
  REFERRAL_QUESTIONS,
  type BookingResponse,
  type ReferralListResponse,
  type ReferralMentor,
  type ReferralMentorListResponse,
  type ReferralRequest,
  type ReferralSettings,
  type UploadDocumentResponse,
} from '../../../shared/contracts/mentors.js';
import { notifications } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { makeMentor, PDF, upload } from './mentors.testing.js';

let h: AuthHarness;
let mentor: TestUser;
let otherMentor: TestUser;
let student: TestUser;
let otherStudent: TestUser;

const request = (mentorId: string, token: string, extra: Record<string, unknown> = {}) =>
  call(h.app, 'POST', `/api/user-mentors/referrals/mentors/${mentorId}/request`, {
    token,
    body: {
      company: 'Saffron Pay',
      targetRole: 'Backend Engineer Intern',
      jobLink: 'https://careers.example.com/jobs/42',
      note: 'Final year, CSE',
      answers: REFERRAL_QUESTIONS.map((_, index) => `Answer ${index + 1}`),
      ...extra,
    },
  });
const putSettings = (token: string, body: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/user-mentors/referral-settings',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
const setStatus = (id: string, token: string, status: string, note = '') =>
  call(h.app, 'POST', `/api/user-mentors/referrals/${id}/status`, { token, body: { status, note } });
const notificationsOf = (userId: string, type: string) =>
  h.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

beforeAll(async () => {
  h = await startAuthHarness();
  mentor = await makeMentor(h, 'ref-mentor', 'Nisha Verma', { company: 'Saffron Pay' });
  otherMentor = await makeMentor(h, 'ref-mentor-b', 'Dev Malhotra', { company: 'Indigo Cloud' });
  student = await createUser(h, 'student', 'ref-stu');
  otherStudent = await createUser(h, 'student', 'ref-stu-b');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('referral mentors and settings', () => {
  it('lists mentors with the default price, their own company and sessions; searches and filters by company', async () => {
    const res = await call(h.app, 'GET', '/api/user-mentors/referrals/mentors');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReferralMentorListResponse;
    expect(body.mentors.find((m) => m.id === mentor.id)).toMatchObject({
      referralPrice: 10000,
      referTo: ['Saffron Pay'],
      sessions: 0,
      acceptsReferrals: true,
      rating: 4.8,
      experience: 9,
    });
    expect(body.companies).toEqual(expect.arrayContaining(['Saffron Pay', 'Indigo Cloud']));
    const typo = (await call(h.app, 'GET', '/api/user-mentors/referrals/mentors?search=Nisah')).json() as ReferralMentorListResponse;
    expect(typo.mentors.map((m) => m.id)).toEqual([mentor.id]);
    const byCompany = (
      await call(h.app, 'GET', '/api/user-mentors/referrals/mentors?company=indigo%20cloud')
    ).json() as ReferralMentorListResponse;
    expect(byCompany.mentors.map((m) => m.id)).toEqual([otherMentor.id]);
  });

  it('lets only a mentor set their price and companies, validated', async () => {
    expectError(await call(h.app, 'GET', '/api/user-mentors/referral-settings', { token: student.token }), 403);
    expectError(await putSettings(student.token, { referralPrice: 1, companies: ['X'], acceptsReferrals: true }), 403);
    expectError(await putSettings(mentor.token, { referralPrice: -5, companies: ['Saffron Pay'], acceptsReferrals: true }), 400);
    expectError(await putSettings(mentor.token, { referralPrice: 500, companies: [], acceptsReferrals: true }), 400, {
      message: REFERRAL_MESSAGES.companiesRequired,
    });
    const saved = await putSettings(mentor.token, {
      referralPrice: 2500,
      companies: ['Saffron Pay', 'Google', 'google'],
      acceptsReferrals: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ referralPrice: 2500, companies: ['Saffron Pay', 'Google'], acceptsReferrals: true });
    const read = (await call(h.app, 'GET', '/api/user-mentors/referral-settings', { token: mentor.token })).json() as ReferralSettings;
    expect(read.companies).toEqual(['Saffron Pay', 'Google']);
    const one = (await call(h.app, 'GET', `/api/user-mentors/referrals/mentors/${mentor.id}`)).json() as ReferralMentor;
    expect(one).toMatchObject({ referralPrice: 2500, referTo: ['Saffron Pay', 'Google'] });
    // The list and detail price is the same one the mentor pages show.
    expect((await call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`)).json()).toMatchObject({ referralPrice: 2500 });
  });
});

describe('referral requests', () => {
  let created: ReferralRequest;

  it('records a request with the assessment and resume, and tells the mentor', async () => {
    expectError(await request(mentor.id, otherMentor.token), 403);
    expectError(await request(mentor.id, student.token, { company: 'Amazon' }), 400, { message: REFERRAL_MESSAGES.companyNotOffered });
    expectError(await request(mentor.id, student.token, { answers: ['only one'] }), 400);
    expectError(await request(mentor.id, student.token, { answers: ['a', ' ', 'c'] }), 400);
    expectError(await request(mentor.id, student.token, { targetRole: '' }), 400, { message: REFERRAL_MESSAGES.roleRequired });
    expectError(await request(mentor.id, student.token, { jobLink: 'javascript:alert(1)' }), 400);

    const theirs = (
      await upload(h, otherStudent.token, [{ field: 'resume', filename: 'cv.pdf', bytes: PDF }])
    ).json() as UploadDocumentResponse;
    expectError(await request(mentor.id, student.token, { resumeUrl: theirs.resumeUrl }), 400);

    const mine = (await upload(h, student.token, [{ field: 'resume', filename: 'cv.pdf', bytes: PDF }])).json() as UploadDocumentResponse;
    const res = await request(mentor.id, student.token, { company: 'google', resumeUrl: mine.resumeUrl });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json() as ReferralRequest;
    expect(created).toMatchObject({ status: 'pending', company: 'Google', price: 2500, resumeUrl: mine.resumeUrl });
    expect(created.assessment).toEqual(REFERRAL_QUESTIONS.map((question, index) => ({ question, answer: `Answer ${index + 1}` })));
    const told = await notificationsOf(mentor.id, 'referral_requested');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('Backend Engineer Intern at Google');

    expectError(await request(mentor.id, student.token, { company: 'Google' }), 409, { message: REFERRAL_MESSAGES.alreadyRequested });
  });

  it('shows each side only its own requests and documents', async () => {
    const incoming = (await call(h.app, 'GET', '/api/user-mentors/referrals', { token: mentor.token })).json() as ReferralListResponse;
    expect(incoming.requests.map((r) => r.id)).toEqual([created.id]);
    const mine = (
      await call(h.app, 'GET', '/api/user-mentors/referrals?as=student', { token: student.token })
    ).json() as ReferralListResponse;
    expect(mine.requests.map((r) => r.id)).toEqual([created.id]);
    const others = (
      await call(h.app, 'GET', '/api/user-mentors/referrals?as=student', { token: otherStudent.token })
    ).json() as ReferralListResponse;
    expect(others.requests).toEqual([]);
    expectError(await call(h.app, 'GET', `/api/user-mentors/referrals/${created.id}`, { token: otherStudent.token }), 403);
    expectError(await call(h.app, 'GET', `/api/user-mentors/referrals/${created.id}`, { token: otherMentor.token }), 403);

    const read = (token: string) => h.app.inject({ method: 'GET', url: created.resumeUrl!, headers: { authorization: `Bearer ${token}` } });
    expect((await read(mentor.token)).body.startsWith('%PDF')).toBe(true);
    expectError(await read(otherMentor.token), 403);
  });

  it('lets only its mentor move it, along the allowed steps, and tells the student', async () => {
    expectError(await setStatus(created.id, otherMentor.token, 'accepted'), 403);
    expectError(await setStatus(created.id, student.token, 'accepted'), 403);
    expectError(await setStatus(created.id, mentor.token, 'pending'), 400);

    const accepted = await setStatus(created.id, mentor.token, 'accepted', 'Send me your latest resume');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', mentorNote: 'Send me your latest resume' });
    expectError(await setStatus(created.id, mentor.token, 'accepted'), 409, { message: REFERRAL_MESSAGES.badTransition });
    expect((await setStatus(created.id, mentor.token, 'referred')).json()).toMatchObject({ status: 'referred' });
    expectError(await setStatus(created.id, mentor.token, 'declined'), 409);

    const told = await notificationsOf(student.id, 'referral_status');
    expect(told.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Nisha Verma accepted your referral request for Backend Engineer Intern at Google: Send me your latest resume',
        'Nisha Verma referred you for Backend Engineer Intern at Google.',
      ]),
    );
    // Once referred, the student may ask again for the same company.
    expect((await request(mentor.id, student.token, { company: 'Google' })).statusCode).toBe(201);
  });

  it('refuses requests while the mentor has referrals switched off, and hides the mentor from the list', async () => {
    expect(
      (await putSettings(otherMentor.token, { referralPrice: 10000, companies: ['Indigo Cloud'], acceptsReferrals: false })).statusCode,
    ).toBe(200);
    expectError(await request(otherMentor.id, student.token, { company: 'Indigo Cloud' }), 409, {
      message: REFERRAL_MESSAGES.notAccepting,
    });
    const list = (await call(h.app, 'GET', '/api/user-mentors/referrals/mentors')).json() as ReferralMentorListResponse;
    expect(list.mentors.map((m) => m.id)).not.toContain(otherMentor.id);
  });

  it('books a referral call through the booking flow (/schedule/{id})', async () => {
    const res = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: student.token,
      body: {
        mentorId: mentor.id,
        scheduledTime: istToUtc(bookableDays()[1]!, 990).toISOString(),
        sessionType: 'referral',
        duration: 60,
        chatEnabled: true,
        agenda: 'Referral call for Google',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as BookingResponse).booking.sessionType).toBe('referral');
    expectError(
      await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
        token: student.token,
        body: { mentorId: mentor.id, scheduledTime: istToUtc(bookableDays()[1]!, 960).toISOString(), sessionType: 'coffee', agenda: 'x' },
      }),
      400,
    );
  });
});
