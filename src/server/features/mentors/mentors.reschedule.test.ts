import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDays, DEFAULT_SLOT_MINUTES, istToUtc, type Booking, type BookingResponse } from '../../../shared/contracts/mentors.js';
import { bookings, queuedJobs } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { REMINDERS } from './mentors.jobs.js';
import { makeMentor } from './mentors.testing.js';

/** Issue 31.5: moving a confirmed session by proposal and answer; late cancellations marked. */

let h: AuthHarness;
let student: TestUser;
let stranger: TestUser;
let mentor: TestUser;
// 09:00, 10:00, 11:00, 16:00 and 17:30 IST: starts an hour or more apart, so no two sessions of the tests overlap.
const [nine, ten, eleven, four, halfPastFive] = [540, 600, 660, 960, 1050].map((minute) => {
  expect(DEFAULT_SLOT_MINUTES).toContain(minute);
  return minute;
}) as [number, number, number, number, number];
const dayAt = (minute: number, day: number) => istToUtc(bookableDays()[day]!, minute).toISOString();

beforeAll(async () => {
  h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
  [student, stranger, mentor] = await Promise.all([
    createUser(h, 'student', 'move-student'),
    createUser(h, 'student', 'move-stranger'),
    makeMentor(h, 'move-mentor', 'Meera Rao'),
  ]);
}, 300_000);
afterAll(() => h?.close());

async function confirmedAt(scheduledTime: string): Promise<Booking> {
  const booked = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
    token: student.token,
    body: { mentorId: mentor.id, scheduledTime, sessionType: 'career_guidance', duration: 60, chatEnabled: true, agenda: 'Mock interview' },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const { booking } = booked.json<BookingResponse>();
  const accepted = await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: mentor.token, body: {} });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<Booking>();
}
const propose = (who: TestUser, id: string, scheduledTime: string) =>
  call(h.app, 'POST', `/api/user-mentors/bookings/${id}/reschedule`, { token: who.token, body: { scheduledTime } });
const answer = (who: TestUser, id: string, value: 'accept' | 'decline' | 'withdraw') =>
  call(h.app, 'POST', `/api/user-mentors/bookings/${id}/reschedule/answer`, { token: who.token, body: { answer: value } });
const sequenceOf = async (id: string) =>
  (await h.app.db.select({ sequence: bookings.calendarSequence }).from(bookings).where(eq(bookings.id, id)))[0]!.sequence;

describe('rescheduling', () => {
  it('the student proposes a free slot; only the mentor may accept; accepting moves the session, its reminder and its calendar event', async () => {
    const session = await confirmedAt(dayAt(nine, 1));
    const target = dayAt(four, 2);
    expectError(await propose(stranger, session.id, target), 403);
    expectError(await propose(student, session.id, session.scheduledTime), 400, { code: 'SAME_TIME' });
    expectError(await propose(student, session.id, '2026-13-01T10:00:00Z'), 400);
    expectError(await propose(student, session.id, istToUtc(bookableDays()[2]!, nine + 7).toISOString()), 400, { code: 'INVALID_DATE' });

    const proposed = await propose(student, session.id, target);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<Booking>()).toMatchObject({
      scheduledTime: session.scheduledTime,
      proposal: { scheduledTime: target, proposedBy: 'student' },
    });
    // The proposer cannot answer their own proposal; the mentor sees it.
    expectError(await answer(student, session.id, 'accept'), 403, { code: 'NOT_YOUR_ANSWER' });
    const before = await sequenceOf(session.id);

    const moved = await answer(mentor, session.id, 'accept');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Booking>()).toMatchObject({ scheduledTime: target, proposal: null, status: 'confirmed' });
    expect(await sequenceOf(session.id)).toBe(before + 1);
    const [reminder] = await h.app.db
      .select()
      .from(queuedJobs)
      .where(and(eq(queuedJobs.kind, REMINDERS[0]!.kind), eq(queuedJobs.key, session.id)));
    expect(reminder!.runAt.getTime()).toBe(new Date(target).getTime() - REMINDERS[0]!.beforeMs);
    // The slot it left is free again; the one it took is not.
    expectError(await answer(mentor, session.id, 'accept'), 409, { code: 'NO_PROPOSAL' });
  });

  it('a declined or withdrawn proposal leaves the session where it was; a taken slot cannot be proposed', async () => {
    const session = await confirmedAt(dayAt(eleven, 1));
    const taken = await confirmedAt(dayAt(nine, 2));
    expectError(await propose(mentor, session.id, taken.scheduledTime), 409, { code: 'SLOT_TAKEN' });

    expect((await propose(mentor, session.id, dayAt(halfPastFive, 2))).statusCode).toBe(200);
    const declined = await answer(student, session.id, 'decline');
    expect(declined.json<Booking>()).toMatchObject({ scheduledTime: session.scheduledTime, proposal: null });

    expect((await propose(mentor, session.id, dayAt(halfPastFive, 2))).statusCode).toBe(200);
    expectError(await answer(student, session.id, 'withdraw'), 403);
    const withdrawn = await answer(mentor, session.id, 'withdraw');
    expect(withdrawn.json<Booking>()).toMatchObject({ scheduledTime: session.scheduledTime, proposal: null });
  });

  it('no move within 3 hours of the start; a cancellation then is marked late, one earlier is not', async () => {
    const soon = await confirmedAt(dayAt(halfPastFive, 1));
    const early = await confirmedAt(dayAt(ten, 0));
    await h.app.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() + 2 * 3600_000) })
      .where(eq(bookings.id, soon.id));
    expectError(await propose(student, soon.id, dayAt(eleven, 2)), 409, { code: 'TOO_LATE_TO_MOVE' });
    const cancel = (id: string) =>
      call(h.app, 'POST', `/api/user-mentors/bookings/${id}/cancel`, { token: student.token, body: { reason: 'Exam' } });
    expect((await cancel(soon.id)).json<Booking>()).toMatchObject({ status: 'cancelled', lateCancellation: true });
    expect((await cancel(early.id)).json<Booking>()).toMatchObject({ status: 'cancelled', lateCancellation: false });
  });
});

/** Issue 37.1: a mentor answers a pending request with another time; the student's answer decides. */
describe('another time for a pending request', () => {
  async function requestAt(scheduledTime: string): Promise<Booking> {
    const booked = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: student.token,
      body: {
        mentorId: mentor.id,
        scheduledTime,
        sessionType: 'career_guidance',
        duration: 60,
        chatEnabled: true,
        agenda: 'Resume review',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json<BookingResponse>().booking;
  }
  const jobState = async (kind: string, key: string) =>
    (
      await h.app.db
        .select()
        .from(queuedJobs)
        .where(and(eq(queuedJobs.kind, kind), eq(queuedJobs.key, key)))
    )[0];

  it('only the mentor proposes; that answers the request; the student accepting confirms it at that time', async () => {
    const request = await requestAt(dayAt(four, 0));
    const target = dayAt(halfPastFive, 0);
    expectError(await propose(student, request.id, target), 409, { code: 'MENTOR_ANSWERS_REQUESTS' });
    expectError(await propose(stranger, request.id, target), 403);

    const proposed = await propose(mentor, request.id, target);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<Booking>()).toMatchObject({ status: 'pending', proposal: { scheduledTime: target, proposedBy: 'mentor' } });
    const [answered] = await h.app.db.select({ at: bookings.answeredAt }).from(bookings).where(eq(bookings.id, request.id));
    expect(answered!.at).not.toBeNull();
    // The mentor answers the student's choice, not their own.
    expectError(await answer(mentor, request.id, 'accept'), 403, { code: 'NOT_YOUR_ANSWER' });

    const confirmed = await answer(student, request.id, 'accept');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Booking>()).toMatchObject({ status: 'confirmed', scheduledTime: target, proposal: null });
    expect(await jobState('session.request.expire', request.id)).toMatchObject({ state: 'cancelled' });
    expect((await jobState(REMINDERS[1]!.kind, request.id))!.runAt.getTime()).toBe(new Date(target).getTime() - REMINDERS[1]!.beforeMs);
    // The time it left is the mentor's to offer again; the one it took is taken.
    const mentorPage = await call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`, { token: stranger.token });
    const slots = mentorPage
      .json<{ slotDays: { slots: { scheduledTime: string; available: boolean }[] }[] }>()
      .slotDays.flatMap((day) => day.slots);
    expect(slots.find((slot) => slot.scheduledTime === target)?.available).toBe(false);
    expect(slots.find((slot) => slot.scheduledTime === request.scheduledTime)?.available).toBe(true);
  });

  it('the student declining keeps the request at its time for the mentor to answer; accepting it then drops a newer proposal', async () => {
    const request = await requestAt(dayAt(four, 1));
    expect((await propose(mentor, request.id, dayAt(halfPastFive, 2))).statusCode).toBe(200);
    const kept = await answer(student, request.id, 'decline');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Booking>()).toMatchObject({ status: 'pending', scheduledTime: request.scheduledTime, proposal: null });

    expect((await propose(mentor, request.id, dayAt(halfPastFive, 2))).statusCode).toBe(200);
    const accepted = await call(h.app, 'POST', `/api/user-mentors/bookings/${request.id}/accept`, { token: mentor.token, body: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Booking>()).toMatchObject({ status: 'confirmed', scheduledTime: request.scheduledTime, proposal: null });
  });
});
