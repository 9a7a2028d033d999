import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookableDays,
  istDayAfter,
  istParts,
  istToUtc,
  type AvailabilityResponse,
  type Booking,
  type BookingListResponse,
  type BookingResponse,
  type MentorDetail,
  type MentorListResponse,
} from '../../../shared/contracts/mentors.js';
import { bookings, mentorProfiles } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { countStatements } from '../../test/statements.js';
import { makeMentor } from './mentors.testing.js';

let h: AuthHarness;
let mentor: TestUser;
let otherMentor: TestUser;
let student: TestUser;
let otherStudent: TestUser;

/** A booking written straight to the database, so a session can lie in the past. */
async function pastBooking(studentId: string, status: 'confirmed' | 'pending', daysAgo: number, minute = 600): Promise<string> {
  const [row] = await h.app.db
    .insert(bookings)
    .values({
      mentorId: mentor.id,
      studentId,
      scheduledAt: istToUtc(istDayAfter(new Date(), -daysAgo), minute),
      status,
      agenda: 'Past session',
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const stars = (rating: number, extra: Record<string, unknown> = {}) => ({
  rating,
  subjectKnowledge: 5,
  inspirational: 4,
  problemSolving: 3,
  communication: 5,
  extraMile: 4,
  comment: 'Helpful',
  ...extra,
});
const review = (id: string, token: string, body: unknown) =>
  call(h.app, 'POST', `/api/user-mentors/bookings/${id}/review`, { token, body });
const detailOf = async (id: string) => (await call(h.app, 'GET', `/api/user-mentors/mentors/${id}`)).json() as MentorDetail;
const putWeek = (token: string | undefined, weekly: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/user-mentors/availability',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { weekly },
  });

beforeAll(async () => {
  h = await startAuthHarness();
  mentor = await makeMentor(h, 'rev-mentor', 'Kavya Raman', { company: 'Lotus Labs' });
  otherMentor = await makeMentor(h, 'rev-mentor-b', 'Arjun Mehta');
  student = await createUser(h, 'student', 'rev-stu');
  otherStudent = await createUser(h, 'student', 'rev-stu-b');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('rating a finished session', () => {
  it('marks a confirmed session completed once its time has passed, and only the student rates it, once', async () => {
    const finished = await pastBooking(student.id, 'confirmed', 2);
    const stalePending = await pastBooking(student.id, 'pending', 3);
    const upcoming = (
      await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
        token: student.token,
        body: { mentorId: mentor.id, scheduledTime: istToUtc(bookableDays()[0]!, 600).toISOString(), agenda: 'Future' },
      })
    ).json() as BookingResponse;
    expect(
      (await call(h.app, 'POST', `/api/user-mentors/bookings/${upcoming.booking.id}/accept`, { token: mentor.token, body: {} })).statusCode,
    ).toBe(200);

    const before = await detailOf(mentor.id);
    expect(before).toMatchObject({ rating: 4.8, totalReviews: 0 });
    expect(before.reviews.subjectKnowledge).toBe('N/A');

    const mine = (
      await call(h.app, 'GET', '/api/user-mentors/bookings?as=student', { token: student.token })
    ).json() as BookingListResponse;
    const statusOf = (id: string) => mine.bookings.find((b) => b.id === id)?.status;
    expect(statusOf(finished)).toBe('completed');
    expect(statusOf(stalePending)).toBe('pending');
    expect(statusOf(upcoming.booking.id)).toBe('confirmed');
    const completedOnly = (
      await call(h.app, 'GET', '/api/user-mentors/bookings?as=student&status=completed', { token: student.token })
    ).json() as BookingListResponse;
    expect(completedOnly.bookings.map((b) => b.id)).toEqual([finished]);

    // Not finished, or never confirmed: no rating.
    expectError(await review(upcoming.booking.id, student.token, stars(4)), 409, { message: BOOKING_MESSAGES.reviewOnlyCompleted });
    expectError(await review(stalePending, student.token, stars(4)), 409, { message: BOOKING_MESSAGES.reviewOnlyCompleted });
    // Someone else's session.
    expectError(await review(finished, otherStudent.token, stars(4)), 403);
    expectError(await review(finished, mentor.token, stars(4)), 403);
    expectError(await review(finished, student.token, stars(6)), 400);
    expectError(await review(finished, student.token, stars(4, { extraMile: 0 })), 400);

    const first = await review(finished, student.token, stars(4));
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as Booking).review).toMatchObject({ rating: 4, subjectKnowledge: 5, comment: 'Helpful' });
    expectError(await review(finished, student.token, stars(5)), 409, { message: BOOKING_MESSAGES.alreadyReviewed });

    // A finished session can no longer be cancelled.
    expectError(await call(h.app, 'POST', `/api/user-mentors/bookings/${finished}/cancel`, { token: student.token, body: {} }), 409);
  });

  it('feeds the rating, the review count, the percentages and the successful calls', async () => {
    const second = await pastBooking(otherStudent.id, 'confirmed', 4, 960);
    expect((await review(second, otherStudent.token, stars(5, { subjectKnowledge: 4, problemSolving: 5 }))).statusCode).toBe(200);

    const detail = await detailOf(mentor.id);
    expect(detail).toMatchObject({ rating: 4.5, totalReviews: 2 });
    // Averages over 5: subject knowledge (5 + 4) / 2 = 4.5 -> 90 %; problem solving (3 + 5) / 2 = 4 -> 80 %.
    expect(detail.reviews).toEqual({ subjectKnowledge: 90, inspirational: 80, problemSolving: 80, communication: 100, extraMile: 80 });
    expect(detail.successfulCalls).toBeGreaterThanOrEqual(2);
    const [stored] = await h.app.db
      .select({ rating: mentorProfiles.rating, totalReviews: mentorProfiles.totalReviews })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, mentor.id));
    expect(stored).toEqual({ rating: 4.5, totalReviews: 2 });
    const list = (await call(h.app, 'GET', '/api/user-mentors/mentors?search=Kavya')).json() as MentorListResponse;
    expect(list.mentors[0]).toMatchObject({ id: mentor.id, rating: 4.5, totalReviews: 2 });
  });

  it('reads a page of the mentor list (total, weeks, held slots) in one statement, a typo search included', async () => {
    const statements = countStatements(h.app);
    try {
      let list: MentorListResponse | undefined;
      expect(await statements.during(async () => (list = (await call(h.app, 'GET', '/api/user-mentors/mentors')).json()))).toBe(1);
      expect(list!.total).toBeGreaterThanOrEqual(2);
      expect(list!.mentors.map((m) => m.id)).toContain(mentor.id);
      expect(list!.mentors.every((m) => m.nextFreeSlot !== null)).toBe(true);
      // Past the end: no rows, the total still there.
      const past = await statements.during(async () => (list = (await call(h.app, 'GET', '/api/user-mentors/mentors?page=50')).json()));
      expect(past).toBe(1);
      expect(list!.mentors).toEqual([]);
      expect(list!.total).toBeGreaterThanOrEqual(2);
      // A typo search: the dictionary's words for it (db/search.ts), then the page; no transaction.
      const found = await statements.during(
        async () => (list = (await call(h.app, 'GET', '/api/user-mentors/mentors?search=Kavyaa')).json()),
      );
      expect(found).toBe(2);
      expect(list!.mentors[0]!.id).toBe(mentor.id);
    } finally {
      statements.restore();
    }
  });

  it('reads a mentor page (week, held slots, review averages, session totals) in one statement', async () => {
    const statements = countStatements(h.app);
    try {
      let detail: MentorDetail | undefined;
      expect(await statements.during(async () => (detail = await detailOf(mentor.id)))).toBe(1);
      expect(detail!.reviews).toEqual({ subjectKnowledge: 90, inspirational: 80, problemSolving: 80, communication: 100, extraMile: 80 });
      expect(detail!.successfulCalls).toBeGreaterThanOrEqual(2);
      expect(detail!.totalMentees).toBe(2);
      expect(detail!.slotDays).toHaveLength(bookableDays().length);
      // Signed in, the same single statement.
      expect(await statements.during(() => call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`, { token: student.token }))).toBe(1);
    } finally {
      statements.restore();
    }
  });
});

describe('weekly availability', () => {
  it('is edited only by a signed-in mentor, for themself, with valid slot minutes', async () => {
    expectError(await putWeek(undefined, { '1': [600] }), 401);
    expectError(await putWeek(student.token, { '1': [600] }), 403);
    expectError(await putWeek(mentor.token, { '1': [615] }), 400);
    expectError(await putWeek(mentor.token, { '1': [1440] }), 400);
    expectError(await putWeek(mentor.token, { '7': [600] }), 400);
    expectError(await putWeek(mentor.token, { '1': ['ten'] }), 400);

    const day = bookableDays()[0]!;
    const weekday = String(istParts(istToUtc(day, 720)).weekday);
    const saved = await putWeek(mentor.token, { [weekday]: [1020, 600, 600] });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json() as AvailabilityResponse;
    expect(body.isDefault).toBe(false);
    expect(body.weekly[weekday]).toEqual([600, 1020]);
    const read = (await call(h.app, 'GET', '/api/user-mentors/availability', { token: mentor.token })).json() as AvailabilityResponse;
    expect(read.weekly[weekday]).toEqual([600, 1020]);

    // The slot picker follows the saved week; the other mentor keeps the default week.
    const detail = await detailOf(mentor.id);
    expect(detail.slotDays[0]!.slots.map((slot) => slot.time)).toEqual(['10:00 am', '05:00 pm']);
    expect((await detailOf(otherMentor.id)).slotDays[0]!.slots).toHaveLength(8);
    // A default slot the mentor removed can no longer be booked.
    expectError(
      await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
        token: otherStudent.token,
        body: { mentorId: mentor.id, scheduledTime: istToUtc(day, 540).toISOString(), agenda: 'Morning' },
      }),
      400,
      { message: BOOKING_MESSAGES.invalidDate },
    );
  });
});
