import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../../shared/contracts/calendar.js';
import { bookableDays, istToUtc, type Booking, type BookingResponse } from '../../../shared/contracts/mentors.js';
import { eventRsvps, events, mentorProfiles } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';

let h: AuthHarness;
let student: TestUser;
let otherStudent: TestUser;
let mentor: TestUser;
let kept: Booking;
let cancelled: Booking;
let others: Booking;
let eventId: string;
let otherEventId: string;

const dayAt = (minute: number, day = 0) => istToUtc(bookableDays()[day]!, minute).toISOString();

async function book(as: TestUser, withMentor: TestUser, scheduledTime: string): Promise<Booking> {
  const res = await call(h.app, 'POST', `/api/user-mentors/mentors/${withMentor.id}/book`, {
    token: as.token,
    body: {
      mentorId: withMentor.id,
      scheduledTime,
      sessionType: 'career_guidance',
      duration: 60,
      chatEnabled: true,
      agenda: 'Review my resume',
      learningGoals: '',
      specificAdvice: '',
      previousSteps: '',
      challenges: '',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { booking } = res.json() as BookingResponse;
  const accepted = await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: withMentor.token, body: {} });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json() as Booking;
}

/** A mentor account through the real sign-up, with the profile the booking pages need. */
async function makeMentor(label: string, fullName: string): Promise<TestUser> {
  const user = await createUser(h, 'mentor', label);
  await h.app.db
    .insert(mentorProfiles)
    .values({ userId: user.id, fullName, headline: 'Engineer', about: 'Builds things.', company: 'Acme' });
  return user;
}

const feedUrl = async (token: string) => ((await call(h.app, 'GET', '/api/calendar/feed', { token })).json() as CalendarFeed).url;
const pathOf = (url: string) => new URL(url).pathname;
const readFeed = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: pathOf(url), headers });
/** The VEVENT of a UID, unfolded. */
function eventOf(body: string, uid: string): string | undefined {
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .find((block) => block.includes(`UID:${uid}\r\n`));
}

beforeAll(async () => {
  h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
  student = await createUser(h, 'student', 'cal-stu');
  otherStudent = await createUser(h, 'student', 'cal-stu-b');
  mentor = await makeMentor('cal-m1', 'Meera Krishnan');
  const otherMentor = await makeMentor('cal-m2', 'Rohan Gupta');
  kept = await book(student, mentor, dayAt(600, 1));
  cancelled = await book(student, otherMentor, dayAt(960, 1));
  const cancel = await call(h.app, 'POST', `/api/user-mentors/bookings/${cancelled.id}/cancel`, {
    token: student.token,
    body: { reason: 'Exam' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  others = await book(otherStudent, mentor, dayAt(600, 2));
  const [event, otherEvent] = await h.app.db
    .insert(events)
    .values(
      ['Campus Fest', 'Hack Night'].map((title) => ({
        title,
        category: 'fest' as const,
        host: 'university' as const,
        startsAt: new Date(Date.now() + 5 * 86_400_000),
        durationMinutes: 120,
        place: 'Main hall',
        organiser: 'Student council',
        banner: 'stage',
        description: 'Music and food.',
      })),
    )
    .returning({ id: events.id });
  eventId = event!.id;
  otherEventId = otherEvent!.id;
  await h.app.db.insert(eventRsvps).values([
    { eventId, userId: student.id },
    { eventId: otherEventId, userId: otherStudent.id },
  ]);
}, 90_000);
afterAll(async () => {
  await h?.close();
});

describe('calendar subscription', () => {
  it('is for signed-in users only, and there is none until one is made', async () => {
    expectError(await call(h.app, 'GET', '/api/calendar/feed'), 401);
    expectError(await call(h.app, 'POST', '/api/calendar/feed', { body: {} }), 401);
    expectError(await call(h.app, 'DELETE', '/api/calendar/feed'), 401);
    expect(await feedUrl(student.token)).toBeNull();
    expectError(await readFeed(`http://x/calendar/${'a'.repeat(43)}.ics`), 404);
    expectError(await readFeed('http://x/calendar/short.ics'), 400);
  });

  it('is described in the API document', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/calendar/{file}', '/api/calendar/feed']));
  });

  it("holds the user's own sessions (a cancelled one as CANCELLED) and RSVP'd events only, with ETag and cache headers, and 304 when unchanged", async () => {
    const made = await call(h.app, 'POST', '/api/calendar/feed', { token: student.token, body: {} });
    expect(made.statusCode, made.body).toBe(200);
    const url = (made.json() as CalendarFeed).url!;
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(student.token)).toBe(url);

    const res = await readFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const body = res.body;
    const session = eventOf(body, `booking-${kept.id}@campus`);
    expect(session).toBeDefined();
    expect(session).toMatch(/STATUS:CONFIRMED/);
    expect(session).toContain(`LOCATION:${new URL(`/sessions/${kept.id}/room`, h.app.config.publicUrl).toString()}`);
    expect(eventOf(body, `booking-${cancelled.id}@campus`)).toMatch(/STATUS:CANCELLED/);
    expect(eventOf(body, `booking-${others.id}@campus`)).toBeUndefined();
    expect(eventOf(body, `event-${eventId}@campus`)).toMatch(/SUMMARY:Campus Fest/);
    expect(eventOf(body, `event-${otherEventId}@campus`)).toBeUndefined();
    // The mentor's feed holds the mentor's sessions: this student's and the other's.
    await call(h.app, 'POST', '/api/calendar/feed', { token: mentor.token, body: {} });
    const mentorFeed = (await readFeed((await feedUrl(mentor.token))!)).body;
    expect(eventOf(mentorFeed, `booking-${kept.id}@campus`)).toBeDefined();
    expect(eventOf(mentorFeed, `booking-${others.id}@campus`)).toBeDefined();
    expect(eventOf(mentorFeed, `booking-${cancelled.id}@campus`)).toBeUndefined();

    const again = await readFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A change (the session is cancelled) makes a new file: the old tag no longer matches.
    const cancel = await call(h.app, 'POST', `/api/user-mentors/bookings/${kept.id}/cancel`, {
      token: student.token,
      body: { reason: '' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const changed = await readFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(eventOf(changed.body, `booking-${kept.id}@campus`)).toMatch(/STATUS:CANCELLED/);
  });

  it('a rotated URL replaces the old one, and a turned-off one answers 404', async () => {
    const before =
      (await feedUrl(student.token)) ??
      ((await call(h.app, 'POST', '/api/calendar/feed', { token: student.token, body: {} })).json() as CalendarFeed).url!;
    const rotated = ((await call(h.app, 'POST', '/api/calendar/feed', { token: student.token, body: {} })).json() as CalendarFeed).url!;
    expect(rotated).not.toBe(before);
    expectError(await readFeed(before), 404);
    expect((await readFeed(rotated)).statusCode).toBe(200);

    const off = await call(h.app, 'DELETE', '/api/calendar/feed', { token: student.token });
    expect(off.statusCode, off.body).toBe(200);
    expect(await feedUrl(student.token)).toBeNull();
    expectError(await readFeed(rotated), 404);
    // Other users' feeds are untouched.
    expect((await readFeed((await feedUrl(mentor.token))!)).statusCode).toBe(200);
  });
});
