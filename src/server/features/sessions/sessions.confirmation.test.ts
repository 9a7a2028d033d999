import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDays, istToUtc, type BookingListResponse } from '../../../shared/contracts/mentors.js';
import { BOOKING_MESSAGES } from '../../../shared/contracts/mentors.constants.js';
import { APPEAL_HELP_LINK, SESSION_MESSAGES, type NeedsActionResponse } from '../../../shared/contracts/sessions.js';
import { bookings, mentorProfiles, notifications, sessionMessages } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { ATTENDANCE_JOB, scheduleAttendanceCheck } from './sessions.jobs.js';

/** Issue 31 §4: external-link sessions ask both sides whether they took place; disagreements go to the operator. */

const MINUTE = 60_000;
let h: AuthHarness;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
  admin = await createUser(h, 'admin', 'confirm-admin');
  stranger = await createUser(h, 'student', 'confirm-third');
}, 180_000);
afterAll(async () => {
  await h?.close();
});

/** A mentor account with a profile (features import one another through their index only, so not mentors.testing.ts). */
async function makeMentor(harness: AuthHarness, label: string, fullName: string) {
  const user = await createUser(harness, 'mentor', label);
  await harness.app.db.insert(mentorProfiles).values({
    userId: user.id,
    fullName,
    headline: 'Product Designer',
    about: 'Designs checkout flows.',
    company: 'Saffron Pay',
    program: 'Design Mentorship',
    linkedinUrl: 'https://www.linkedin.com/in/test-mentor',
    functionalFocusArea: ['Design'],
    areaOfExpertise: ['Portfolio Review'],
    languages: ['English'],
  });
  return user;
}

let pairs = 0;
async function pair() {
  pairs += 1;
  return {
    mentor: await makeMentor(h, `confirm-m${pairs}`, `Link Mentor ${pairs}`),
    student: await createUser(h, 'student', `confirm-s${pairs}`),
  };
}

/** A confirmed booking straight in the database, with the mentor's external link unless told otherwise. */
async function session(options: { startsInMs: number; parties?: { mentor: TestUser; student: TestUser }; meetingUrl?: string | null }) {
  const parties = options.parties ?? (await pair());
  const [row] = await h.app.db
    .insert(bookings)
    .values({
      mentorId: parties.mentor.id,
      studentId: parties.student.id,
      scheduledAt: new Date(Math.floor((Date.now() + options.startsInMs) / 1000) * 1000),
      status: 'confirmed',
      agenda: 'Portfolio review',
      duration: 60,
      meetingUrl: options.meetingUrl === undefined ? 'https://meet.example.test/abc-defg-hij' : options.meetingUrl,
    })
    .returning({ id: bookings.id, scheduledAt: bookings.scheduledAt });
  return { ...row!, ...parties };
}

/** The attendance check of the booking, due now, run. */
async function runCheck(id: string, scheduledAt: Date) {
  await scheduleAttendanceCheck(h.app.db, id, scheduledAt);
  await h.app.jobs.schedule(h.app.db, { kind: ATTENDANCE_JOB, key: id, runAt: new Date(Date.now() - 1000) });
  await h.app.jobs.runDue();
}

/** Waits for a mail to `to` whose text matches (the notifier mails after the job's commit). */
async function mailTo(to: string, pattern: RegExp) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = h.mail.mails.find(
      (mail) => mail.to.includes(to.toLowerCase()) && pattern.test(mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]/g, ' ')),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const outcomeOf = async (id: string) =>
  (await h.app.db.select({ outcome: bookings.attendanceOutcome }).from(bookings).where(eq(bookings.id, id)))[0]!.outcome;
const answer = (id: string, token: string | undefined, body: unknown) =>
  call(h.app, 'POST', `/api/sessions/${id}/confirmation`, { token, body });
const needsAction = (token?: string) => call(h.app, 'GET', '/api/admin/sessions/needs-action', { token });
const resolve = (id: string, outcome: string, token = admin.token) =>
  call(h.app, 'POST', `/api/admin/sessions/${id}/resolve`, { token, body: { outcome } });
const noticesOf = (userId: string) =>
  h.app.db
    .select({ message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'session_attendance')));

describe('asking after an external-link session', () => {
  it('asks both sides instead of deciding from the room, and both yes marks it held', async () => {
    const s = await session({ startsInMs: -15 * MINUTE });
    await runCheck(s.id, s.scheduledAt);
    expect(await outcomeOf(s.id)).toBeNull();
    const [toStudent] = await noticesOf(s.student.id);
    const [toMentor] = await noticesOf(s.mentor.id);
    expect(toStudent?.message).toMatch(/^Did your session with Link Mentor \d+ on .+ IST take place\?/);
    expect(toStudent?.link).toBe('/MySessions');
    expect(toMentor?.message).toMatch(/^Did your session with .+ take place\?/);
    expect(toMentor?.link).toBe('/MentorRequests');
    // And by mail, through the notifier.
    await mailTo(s.student.email, /take place/);
    await mailTo(s.mentor.email, /take place/);

    // The booking card learns that the answer is wanted.
    const listed = (await call(h.app, 'GET', '/api/user-mentors/bookings', { token: s.student.token })).json() as BookingListResponse;
    expect(listed.bookings.find((row) => row.id === s.id)?.tookPlace).toEqual({ student: null, mentor: null });

    const first = await answer(s.id, s.student.token, { tookPlace: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ attendanceOutcome: null, tookPlace: { student: true, mentor: null } });
    const second = await answer(s.id, s.mentor.token, { tookPlace: true });
    expect(second.json()).toMatchObject({ attendanceOutcome: 'held', tookPlace: { student: true, mentor: true } });
    expect(await outcomeOf(s.id)).toBe('held');
  });

  it('closes a session both say did not take place with nobody charged, and lets an answer be changed', async () => {
    const s = await session({ startsInMs: -12 * MINUTE });
    await answer(s.id, s.student.token, { tookPlace: true });
    await answer(s.id, s.student.token, { tookPlace: false });
    const both = await answer(s.id, s.mentor.token, { tookPlace: false });
    expect(both.json()).toMatchObject({ attendanceOutcome: 'not_held', tookPlace: { student: false, mentor: false } });
  });

  it('lets the student rate a finished external-link session once they said it took place, even when the mentor never answers', async () => {
    const s = await session({ startsInMs: -90 * MINUTE });
    await h.app.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, s.id));
    const body = { rating: 4, subjectKnowledge: 4, inspirational: 4, problemSolving: 4, communication: 4, extraMile: 4, comment: '' };
    const rate = () => call(h.app, 'POST', `/api/user-mentors/bookings/${s.id}/review`, { token: s.student.token, body });
    expectError(await rate(), 409, { code: 'TOOK_PLACE_UNANSWERED', message: BOOKING_MESSAGES.reviewAfterTookPlace });
    await answer(s.id, s.student.token, { tookPlace: false });
    expectError(await rate(), 409, { code: 'TOOK_PLACE_UNANSWERED' });
    await answer(s.id, s.student.token, { tookPlace: true });
    const rated = await rate();
    expect(rated.statusCode, rated.body).toBe(200);
  });

  it('refuses a third user, a visitor, an early answer, a room session and a loose body', async () => {
    const s = await session({ startsInMs: -15 * MINUTE });
    const notFound = { code: 'ROOM_NOT_FOUND', message: SESSION_MESSAGES.roomNotFound };
    expectError(await answer(s.id, stranger.token, { tookPlace: true }), 404, notFound);
    expectError(await answer(s.id, undefined, { tookPlace: true }), 404, notFound);
    expectError(await answer('not-a-uuid', s.student.token, { tookPlace: true }), 404, notFound);
    expect((await answer(s.id, s.student.token, { tookPlace: true, extra: 1 })).statusCode).toBe(400);
    expect((await answer(s.id, s.student.token, { tookPlace: 'yes' })).statusCode).toBe(400);

    const early = await session({ startsInMs: -9 * MINUTE });
    expectError(await answer(early.id, early.student.token, { tookPlace: true }), 409, { code: 'CONFIRMATION_TOO_EARLY' });
    const room = await session({ startsInMs: -15 * MINUTE, meetingUrl: null });
    expectError(await answer(room.id, room.student.token, { tookPlace: true }), 409, { code: 'CONFIRMATION_NOT_ASKED' });
  });
});

describe('the operator\'s "Needs action"', () => {
  it('lists a disagreement to the operator only, and the decision is written, told to both and taken off the list', async () => {
    const s = await session({ startsInMs: -20 * MINUTE });
    await h.app.db
      .insert(sessionMessages)
      .values({ bookingId: s.id, senderId: s.student.id, body: 'I waited on the link for 15 minutes.' });
    await answer(s.id, s.student.token, { tookPlace: false });
    await answer(s.id, s.mentor.token, { tookPlace: true });
    expect(await outcomeOf(s.id)).toBeNull();

    expect([401, 403]).toContain((await needsAction(s.student.token)).statusCode);
    expect((await needsAction()).statusCode).toBe(401);
    expect([401, 403]).toContain((await resolve(s.id, 'held', s.student.token)).statusCode);

    const listed = await needsAction(admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const entry = (listed.json() as NeedsActionResponse).sessions.find((row) => row.bookingId === s.id);
    expect(entry).toMatchObject({
      meetingUrl: 'https://meet.example.test/abc-defg-hij',
      student: { id: s.student.id, tookPlace: false },
      mentor: { id: s.mentor.id, name: expect.stringMatching(/^Link Mentor/), tookPlace: true },
      lastMessages: [{ body: 'I waited on the link for 15 minutes.' }],
    });

    expect((await resolve(s.id, 'nonsense')).statusCode).toBe(400);
    const resolved = await resolve(s.id, 'mentor_no_show');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await outcomeOf(s.id)).toBe('mentor_no_show');
    expect((await noticesOf(s.student.id)).some((row) => row.message.startsWith('We reviewed your session'))).toBe(true);
    // The student also gets the apology a room-decided mentor no-show brings.
    expect((await noticesOf(s.student.id)).some((row) => /^We are sorry: .+ It is not counted against you\./.test(row.message))).toBe(true);
    expect((await noticesOf(s.mentor.id)).some((row) => row.message.includes('the mentor did not attend'))).toBe(true);
    const after = (await needsAction(admin.token)).json() as NeedsActionResponse;
    expect(after.sessions.some((row) => row.bookingId === s.id)).toBe(false);
    // The answers no longer change the operator's decision.
    expectError(await answer(s.id, s.mentor.token, { tookPlace: false }), 409, { code: 'CONFIRMATION_CLOSED' });
  });

  it('lifts a pause when the operator turns the fourth no-show into held, after the pause notice linked to the appeal', async () => {
    const parties = await pair();
    const bookTomorrow = (mentorId: string) =>
      call(h.app, 'POST', `/api/user-mentors/mentors/${mentorId}/book`, {
        token: parties.student.token,
        body: {
          mentorId,
          scheduledTime: istToUtc(bookableDays()[0]!, 660).toISOString(),
          agenda: 'Career chat',
          sessionType: 'career_guidance',
          chatEnabled: true,
        },
      });
    for (const daysAgo of [3, 5, 7]) {
      const missed = await session({ startsInMs: -daysAgo * 24 * 60 * MINUTE, parties, meetingUrl: null });
      await h.app.db.update(bookings).set({ attendanceOutcome: 'student_no_show' }).where(eq(bookings.id, missed.id));
    }
    // The fourth no-show, from the room's check: booking is paused, and the notice opens the appeal.
    const fourth = await session({ startsInMs: -15 * MINUTE, parties, meetingUrl: null });
    await runCheck(fourth.id, fourth.scheduledAt);
    expect(await outcomeOf(fourth.id)).toBe('both_no_show');
    const pauseNotice = (await noticesOf(parties.student.id)).find((row) => row.message.includes('is paused until'));
    expect(pauseNotice?.link).toBe(APPEAL_HELP_LINK);
    const other = await makeMentor(h, `confirm-other-${pairs}`, 'Other Mentor');
    expectError(await bookTomorrow(other.id), 403, { code: 'BOOKING_PAUSED' });

    const lifted = await resolve(fourth.id, 'held');
    expect(lifted.json()).toMatchObject({ attendanceOutcome: 'held' });
    expect((await bookTomorrow(other.id)).statusCode).toBe(201);
  });

  it('refuses to resolve an unknown session or one not yet 10 minutes past its start', async () => {
    expectError(await resolve('00000000-0000-4000-8000-000000000000', 'held'), 404, { code: 'BOOKING_NOT_FOUND' });
    const early = await session({ startsInMs: 30 * MINUTE });
    expectError(await resolve(early.id, 'held'), 409, { code: 'TOO_EARLY' });
  });
});
