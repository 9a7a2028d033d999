import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookableDays,
  formatIst,
  istToUtc,
  type Booking,
  type BookingResponse,
  type MentorDetail,
} from '../../../shared/contracts/mentors.js';
import { sqlState } from '../../db/errors.js';
import { bookings, notifications } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { makeMentor } from './mentors.testing.js';

/**
 * Sessions never overlap (issue 32.1): the database refuses a second confirmed session of a mentor or of a
 * student over the same time, accepting declines the overlapped requests, and overlapped slots are not offered.
 * Run with DATABASE_URL too: the concurrent accepts then race on PostgreSQL's own connections.
 */
let h: AuthHarness;
let mentor: TestUser;
let otherMentor: TestUser;
let students: TestUser[];

const day = () => bookableDays()[0]!;
const at = (minute: number, date = day()) => istToUtc(date, minute).toISOString();
const request = (student: TestUser, mentorId: string, scheduledTime: string) =>
  call(h.app, 'POST', `/api/user-mentors/mentors/${mentorId}/book`, {
    token: student.token,
    body: { mentorId, scheduledTime, sessionType: 'career_guidance', duration: 60, chatEnabled: true, agenda: 'Mock interview' },
  });
async function book(student: TestUser, mentorId: string, scheduledTime: string): Promise<Booking> {
  const res = await request(student, mentorId, scheduledTime);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingResponse>().booking;
}
const decide = (token: string, id: string, action: 'accept' | 'decline') =>
  call(h.app, 'POST', `/api/user-mentors/bookings/${id}/${action}`, { token, body: {} });

/** Pairs of confirmed sessions that overlap, by mentor or by student: what must never exist. */
async function overlappingPairs(): Promise<number> {
  const result = await h.app.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings a join bookings b
    on a.id < b.id and (a.mentor_id = b.mentor_id or a.student_id = b.student_id)
    and a.scheduled_at < b.scheduled_at + b.duration * interval '1 minute' and b.scheduled_at < a.scheduled_at + a.duration * interval '1 minute'
    where a.status = 'confirmed' and b.status = 'confirmed'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

beforeAll(async () => {
  h = await startAuthHarness();
  mentor = await makeMentor(h, 'overlap-m', 'Kavya Rao');
  otherMentor = await makeMentor(h, 'overlap-m2', 'Arjun Mehta');
  students = await Promise.all([0, 1, 2, 3].map((n) => createUser(h, 'student', `overlap-s${n}`)));
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('a mentor’s sessions never overlap', () => {
  it('accepting 04:30 pm declines the pending 04:00 pm with the reason and the next free times; 05:30 pm stays', async () => {
    const [a, b, c] = students as [TestUser, TestUser, TestUser];
    const mailsBefore = h.mail.mails.length;
    const four = await book(a, mentor.id, at(960));
    const fourThirty = await book(b, mentor.id, at(990));
    const fiveThirty = await book(c, mentor.id, at(1050));

    const accepted = await decide(mentor.token, fourThirty.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);

    const rows = await h.app.db
      .select({ id: bookings.id, status: bookings.status, reason: bookings.reason })
      .from(bookings)
      .where(inArray(bookings.id, [four.id, fourThirty.id, fiveThirty.id]));
    const status = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(status[fourThirty.id]?.status).toBe('confirmed');
    expect(status[four.id]?.status).toBe('declined');
    expect(status[four.id]?.reason).toBe('Kavya Rao confirmed another session at this time.');
    expect(status[fiveThirty.id]?.status).toBe('pending');

    // The student of 04:00 pm is told why, with the mentor's next free times (09:00 am that day is the first).
    const [notice] = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.type, 'booking_declined')));
    expect(notice?.message).toContain(`declined your session request for ${formatIst(at(960))}`);
    expect(notice?.message).toContain('confirmed another session at this time');
    expect(notice?.message).toContain(`Their next free times: ${formatIst(at(540))}; ${formatIst(at(570))}; ${formatIst(at(600))}.`);
    expect(notice?.link).toBe(`/MentorDescPage/${mentor.id}`);
    const mail = await h.mail.waitFor(a.email, mailsBefore);
    expect(mail.subject).toBe('Your session request was declined');

    // The declined request can no longer be accepted; the slots the confirmed session overlaps are not offered.
    expectError(await decide(mentor.token, four.id, 'accept'), 409, { code: 'NOT_PENDING' });
    const detail = (await call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`)).json<MentorDetail>();
    const cards = Object.fromEntries(detail.slotDays[0]!.slots.map((slot) => [slot.time, slot.available]));
    expect(cards).toMatchObject({ '04:00 pm': false, '04:30 pm': false, '05:30 pm': false, '11:00 am': true });
    // Nor can it be requested again: 04:00 pm would overlap the confirmed 04:30 pm.
    expectError(await request(students[3]!, mentor.id, at(960)), 409, { code: 'SLOT_TAKEN', message: BOOKING_MESSAGES.slotTaken });
  });

  it('refuses a second overlapping confirmed session in the database itself, for a mentor and for a student', async () => {
    const [a, b] = students as [TestUser, TestUser];
    const date = bookableDays()[1]!;
    const [first] = await h.app.db
      .insert(bookings)
      .values({ mentorId: otherMentor.id, studentId: a.id, scheduledAt: new Date(at(540, date)), status: 'confirmed', agenda: 'x' })
      .returning();
    const attempts = [
      // The same mentor half an hour later, with another student.
      { mentorId: otherMentor.id, studentId: b.id, scheduledAt: new Date(at(570, date)) },
      // The same student with another mentor, half an hour earlier.
      { mentorId: mentor.id, studentId: a.id, scheduledAt: new Date(istToUtc(date, 510).toISOString()) },
    ];
    for (const values of attempts) {
      const error = await h.app.db
        .insert(bookings)
        .values({ ...values, status: 'confirmed', agenda: 'x' })
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(sqlState(error)).toBe('23P01');
    }
    // Back to back is fine: a session ends as the next begins.
    await h.app.db
      .insert(bookings)
      .values({ mentorId: otherMentor.id, studentId: b.id, scheduledAt: new Date(at(600, date)), status: 'confirmed', agenda: 'x' });
    await h.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first!.id));
    expect(await overlappingPairs()).toBe(0);
  });

  it('answers a clear 409 when the student already holds a confirmed session at that time', async () => {
    const student = students[3]!;
    const date = bookableDays()[2]!;
    const withMentor = await book(student, mentor.id, at(600, date));
    const withOther = await book(student, otherMentor.id, at(630, date));
    expect((await decide(mentor.token, withMentor.id, 'accept')).statusCode).toBe(200);
    expectError(await decide(otherMentor.token, withOther.id, 'accept'), 409, {
      code: 'STUDENT_OVERLAP',
      message: BOOKING_MESSAGES.studentOverlap,
    });
    // And the student is told at once when asking for a time they are already taken.
    expectError(await request(student, otherMentor.id, at(570, date)), 409, {
      code: 'SESSION_OVERLAP',
      message: BOOKING_MESSAGES.ownOverlap,
    });
  });

  it('leaves no overlap after 20 concurrent accepts of 20 requests half an hour apart', async () => {
    const racer = await makeMentor(h, 'overlap-race', 'Zoya Sheikh');
    const date = bookableDays()[1]!;
    // Twenty half-hour starts in a row, 09:00 am to 06:30 pm, each a pending request of one of four students.
    const minutes = Array.from({ length: 20 }, (_, index) => 540 + 30 * index);
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/user-mentors/availability',
      headers: { authorization: `Bearer ${racer.token}` },
      payload: { weekly: Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, minutes])) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const requests = await h.app.db
      .insert(bookings)
      .values(
        minutes.map((minute, index) => ({
          mentorId: racer.id,
          studentId: students[index % students.length]!.id,
          scheduledAt: new Date(at(minute, date)),
          agenda: 'Race',
        })),
      )
      .returning({ id: bookings.id });

    const results = await Promise.all(requests.map((row) => decide(racer.token, row.id, 'accept')));
    const codes = results.map((res) => res.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(','),
    ).toBe(true);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThan(0);
    expect(await overlappingPairs()).toBe(0);
    // A 409 says why: the request was declined by an overlapping accept, or another accept was being saved.
    for (const res of results.filter((item) => item.statusCode === 409)) {
      expect(['NOT_PENDING', 'DECISION_IN_PROGRESS', 'STUDENT_OVERLAP']).toContain(res.json<{ code: string }>().code);
    }
    const left = await h.app.db
      .select({ id: bookings.id, status: bookings.status, at: bookings.scheduledAt })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          requests.map((row) => row.id),
        ),
      );
    expect(left.filter((row) => row.status === 'confirmed')).toHaveLength(codes.filter((code) => code === 200).length);
    // No request still waits on a time a confirmed session overlaps: each was declined with that accept.
    const confirmed = left.filter((row) => row.status === 'confirmed').map((row) => row.at.getTime());
    const overlapped = left.filter(
      (row) => row.status === 'pending' && confirmed.some((start) => Math.abs(start - row.at.getTime()) < 60 * 60_000),
    );
    expect(overlapped).toHaveLength(0);
    // What is left pending can still be accepted one by one, and the rule holds to the end.
    for (const row of left.filter((item) => item.status === 'pending')) await decide(racer.token, row.id, 'accept');
    expect(await overlappingPairs()).toBe(0);
    const done = await h.app.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          requests.map((row) => row.id),
        ),
      );
    expect(done.filter((row) => row.status === 'pending')).toHaveLength(0);
  });

  it('holds when 20 overlapping requests are confirmed by raw writes at once, around the service', async () => {
    const racer = await makeMentor(h, 'overlap-raw', 'Neel Bhatt');
    const date = bookableDays()[2]!;
    const requests = await h.app.db
      .insert(bookings)
      .values(
        Array.from({ length: 20 }, (_, index) => ({
          mentorId: racer.id,
          studentId: students[index % students.length]!.id,
          scheduledAt: new Date(istToUtc(date, 12 * 60 + 30 * index).toISOString()),
          agenda: 'Raw race',
        })),
      )
      .returning({ id: bookings.id });
    const outcomes = await Promise.all(
      requests.map((row) =>
        h.app.db
          .update(bookings)
          .set({ status: 'confirmed' })
          .where(eq(bookings.id, row.id))
          .then(
            () => 'ok',
            (error: unknown) => sqlState(error),
          ),
      ),
    );
    // Refused by the constraint, ended as a deadlock, or (on a busy machine) cancelled by the statement time limit
    // while it waited for a conflicting lock: each leaves the row unconfirmed; what must hold is the last line.
    expect(
      outcomes.every((outcome) => outcome === 'ok' || outcome === '23P01' || outcome === '40P01' || outcome === '57014'),
      outcomes.join(','),
    ).toBe(true);
    expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeGreaterThan(0);
    expect(await overlappingPairs()).toBe(0);
  });
});
