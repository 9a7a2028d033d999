import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDays, istToUtc, type Booking, type BookingResponse } from '../../../shared/contracts/mentors.js';
import { bookings, notifications, queuedJobs } from '../../db/schema/index.js';
import { createJobQueue } from '../../platform/jobs.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import type { ReceivedMail } from '../../test/mail-server.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { ANSWER_REMINDER_KIND, createBookingJobs, EXPIRY_KIND, REMINDERS } from './mentors.jobs.js';
import { createMentorsRepository } from './mentors.repository.js';
import { makeMentor } from './mentors.testing.js';

/**
 * Reminders, request expiry and the calendar files of a booking (issue 31), with the queue driven by hand: the runner
 * is off, each test moves the booking's jobs to now through the queue's own `schedule` and runs `runDue` itself.
 */

let h: AuthHarness;
let student: TestUser;
const quietLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;
const [REMINDER_24H, REMINDER_15M] = REMINDERS.map((reminder) => reminder.kind) as [string, string];

const dayAt = (minute: number, day = 0) => istToUtc(bookableDays()[day]!, minute).toISOString();

/** A mail's readable text: soft line breaks and =XX of quoted-printable undone, base64 parts decoded. */
function textOf(mail: ReceivedMail): string {
  const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const decoded = [...mail.raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (match) => Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [unfolded, ...decoded].join('\n').replace(/\r?\n[ \t]/g, '');
}
const mailsTo = (to: string, pattern: RegExp) =>
  h.mail.mails.filter((mail) => mail.to.includes(to.toLowerCase()) && pattern.test(textOf(mail)));

async function book(mentor: TestUser, scheduledTime: string): Promise<Booking> {
  const res = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
    token: student.token,
    body: {
      mentorId: mentor.id,
      scheduledTime,
      sessionType: 'career_guidance',
      duration: 60,
      chatEnabled: true,
      agenda: 'Review my resume',
      learningGoals: 'A plan',
      specificAdvice: '',
      previousSteps: '',
      challenges: '',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as BookingResponse).booking;
}
async function accept(mentor: TestUser, id: string) {
  const res = await call(h.app, 'POST', `/api/user-mentors/bookings/${id}/accept`, { token: mentor.token, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Booking;
}
async function cancel(id: string) {
  const res = await call(h.app, 'POST', `/api/user-mentors/bookings/${id}/cancel`, {
    token: student.token,
    body: { reason: 'Exam moved' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Booking;
}
async function jobOf(kind: string, key: string) {
  const [row] = await h.app.db
    .select()
    .from(queuedJobs)
    .where(and(eq(queuedJobs.kind, kind), eq(queuedJobs.key, key)));
  return row;
}
/** Time passes for one job: scheduled again, through the queue, to a moment already past, with its own payload. */
async function makeDue(kind: string, key: string) {
  const row = await jobOf(kind, key);
  expect(row, `${kind} ${key}`).toBeDefined();
  await h.app.jobs.schedule(h.app.db, { kind, key, runAt: new Date(Date.now() - 1000), payload: row!.payload });
}
/** The text of the first mail to `to` after the first `after` that matches `pattern`, waiting for it (mail leaves off the request). */
async function mailMatching(to: string, after: number, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = h.mail.mails.slice(after).find((mail) => mail.to.includes(to.toLowerCase()) && pattern.test(textOf(mail)));
    if (found) return textOf(found);
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const noticesOf = (userId: string, type: string) =>
  h.app.db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.type, type)));

beforeAll(async () => {
  // The runner is driven by hand (runDue), so nothing runs between a test's steps.
  h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
  student = await createUser(h, 'student', 'jobs-stu');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('session reminders', () => {
  it('sends each reminder exactly once to both sides, by mail with the IST time and the room link and live, with two runners and after a restart', async () => {
    const mentor = await makeMentor(h, 'jobs-m1', 'Meera Krishnan');
    const booking = await book(mentor, dayAt(600, 1));
    expect((await jobOf(EXPIRY_KIND, booking.id))?.state).toBe('pending');
    await accept(mentor, booking.id);
    expect(await jobOf(EXPIRY_KIND, booking.id)).toMatchObject({ state: 'cancelled' });
    const start = new Date(booking.scheduledTime).getTime();
    expect((await jobOf(REMINDER_24H, booking.id))!.runAt.getTime()).toBe(start - 24 * 3_600_000);
    expect((await jobOf(REMINDER_15M, booking.id))!.runAt.getTime()).toBe(start - 15 * 60_000);
    // Not due yet: nothing is sent.
    expect(await h.app.jobs.runDue()).toBe(0);

    await makeDue(REMINDER_24H, booking.id);
    await makeDue(REMINDER_15M, booking.id);
    // A second instance's runner, polling the same queue at the same time.
    const second = createJobQueue({ db: h.app.db, log: quietLog, runnerId: 'second' });
    createBookingJobs({
      jobs: second,
      repo: createMentorsRepository(h.app.db),
      notifier: h.app.notifier,
      publicUrl: h.app.config.publicUrl,
    });
    const ran = await Promise.all([h.app.jobs.runDue(), second.runDue(), h.app.jobs.runDue(), second.runDue()]);
    // The two reminders, and the four mails they made (one to each side of each), each run once.
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(6);

    // A restart: a new runner finds nothing left to send.
    const restarted = createJobQueue({ db: h.app.db, log: quietLog, runnerId: 'restarted' });
    createBookingJobs({
      jobs: restarted,
      repo: createMentorsRepository(h.app.db),
      notifier: h.app.notifier,
      publicUrl: h.app.config.publicUrl,
    });
    expect(await restarted.runDue()).toBe(0);
    expect(await h.app.jobs.runDue()).toBe(0);

    const roomUrl = new URL(`/sessions/${booking.id}/room`, h.app.config.publicUrl).toString();
    for (const person of [student, mentor]) {
      const dayBefore = mailsTo(person.email, /starts in 24 hours/);
      const quarterBefore = mailsTo(person.email, /starts in 15 minutes/);
      expect(dayBefore).toHaveLength(1);
      expect(quarterBefore).toHaveLength(1);
      for (const mail of [...dayBefore, ...quarterBefore]) {
        expect(textOf(mail)).toContain(booking.scheduledTimeIst);
        expect(textOf(mail)).toMatch(/ IST/);
        expect(textOf(mail)).toContain(roomUrl);
      }
      expect(await noticesOf(person.id, 'session_reminder')).toBe(2);
    }
    // Each side's mail names the other side.
    const withMentor = (email: string) =>
      mailsTo(email, /starts in 24 hours/).every((mail) => textOf(mail).includes('session with Meera Krishnan'));
    expect(withMentor(student.email)).toBe(true);
    expect(withMentor(mentor.email)).toBe(false);
    expect(await jobOf(REMINDER_24H, booking.id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await jobOf(REMINDER_15M, booking.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('sends no reminder for a cancelled session, even from a job left behind', async () => {
    const mentor = await makeMentor(h, 'jobs-m2', 'Rohan Gupta');
    const noticesBefore = await noticesOf(student.id, 'session_reminder');
    const booking = await book(mentor, dayAt(960, 1));
    await accept(mentor, booking.id);
    await makeDue(REMINDER_24H, booking.id);
    await cancel(booking.id);
    expect(await jobOf(REMINDER_24H, booking.id)).toMatchObject({ state: 'cancelled' });
    expect(await jobOf(REMINDER_15M, booking.id)).toMatchObject({ state: 'cancelled' });
    expect(await h.app.jobs.runDue()).toBe(0);
    // A reminder that escaped the cancel (scheduled again, as by a racing accept): the handler reads the booking first.
    await makeDue(REMINDER_15M, booking.id);
    expect(await h.app.jobs.runDue()).toBe(1);
    for (const person of [student, mentor]) {
      expect(mailsTo(person.email, /Reminder: your session/).filter((mail) => textOf(mail).includes(booking.id))).toHaveLength(0);
    }
    expect(await noticesOf(student.id, 'session_reminder')).toBe(noticesBefore);
    expect(await noticesOf(mentor.id, 'session_reminder')).toBe(0);
  });

  it('does not schedule a reminder whose time has already passed when the session is accepted', async () => {
    const mentor = await makeMentor(h, 'jobs-m3', 'Asha Rao');
    const booking = await book(mentor, dayAt(1050, 1));
    // The request was made for a session that now starts in two hours.
    const soon = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
    await h.app.db.update(bookings).set({ scheduledAt: soon }).where(eq(bookings.id, booking.id));
    await accept(mentor, booking.id);
    expect(await jobOf(REMINDER_24H, booking.id)).toBeUndefined();
    expect((await jobOf(REMINDER_15M, booking.id))!.runAt.getTime()).toBe(soon.getTime() - 15 * 60_000);
  });
});

describe('request expiry', () => {
  it('marks a request the mentor did not answer expired, tells the student, and the mentor can no longer accept it', async () => {
    const mentor = await makeMentor(h, 'jobs-m4', 'Kiran Shah');
    const booking = await book(mentor, dayAt(630, 2));
    const job = await jobOf(EXPIRY_KIND, booking.id);
    const start = new Date(booking.scheduledTime).getTime();
    const made = new Date(booking.createdAt).getTime();
    expect(job!.runAt.getTime()).toBe(Math.min(start, made + 48 * 3_600_000));
    expect(await h.app.jobs.runDue()).toBe(0);

    const before = h.mail.mails.length;
    await makeDue(EXPIRY_KIND, booking.id);
    // The expiry, then its mail to the student.
    expect(await h.app.jobs.runDue()).toBe(2);
    const read = await call(h.app, 'GET', `/api/user-mentors/bookings/${booking.id}`, { token: student.token });
    expect(read.json()).toMatchObject({ status: 'expired' });
    const mail = await mailMatching(student.email, before, /Your session request expired/);
    expect(mail).toContain(booking.scheduledTimeIst);
    // Other mentors of the same expertise with free time this week are offered, each with a link (issue 37.2).
    expect(mail).toMatch(/Mentors with the same expertise and free time this week: [^;]+ \(free [^)]+ IST, http[^)]+\/MentorDescPage\//);
    expect(mail).not.toContain('Kiran Shah (free');
    expect(await noticesOf(student.id, 'booking_expired')).toBe(1);
    const late = await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: mentor.token, body: {} });
    expect(late.statusCode).toBe(409);
    // Run again (a second runner, a restart): nothing more happens.
    await makeDue(EXPIRY_KIND, booking.id);
    await h.app.jobs.runDue();
    expect(await noticesOf(student.id, 'booking_expired')).toBe(1);
  });

  it('reminds the mentor of a request still unanswered after 24 hours, once, and not after an answer', async () => {
    const mentor = await makeMentor(h, 'jobs-m6', 'Rhea Kapoor');
    const booking = await book(mentor, dayAt(660, 2));
    const job = await jobOf(ANSWER_REMINDER_KIND, booking.id);
    expect(job!.runAt.getTime()).toBe(new Date(booking.createdAt).getTime() + 24 * 3_600_000);
    const before = h.mail.mails.length;
    await makeDue(ANSWER_REMINDER_KIND, booking.id);
    // The reminder, then its mail to the mentor.
    expect(await h.app.jobs.runDue()).toBe(2);
    const mail = await mailMatching(mentor.email, before, /A session request is waiting for your answer/);
    expect(mail).toContain(booking.scheduledTimeIst);
    await accept(mentor, booking.id);
    expect(await jobOf(ANSWER_REMINDER_KIND, booking.id)).toMatchObject({ state: 'done' });
    const other = await book(mentor, dayAt(960, 2));
    await accept(mentor, other.id);
    expect(await jobOf(ANSWER_REMINDER_KIND, other.id)).toMatchObject({ state: 'cancelled' });
  });

  it('leaves an answered request alone', async () => {
    const mentor = await makeMentor(h, 'jobs-m5', 'Dev Menon');
    const booking = await book(mentor, dayAt(540, 2));
    await accept(mentor, booking.id);
    expect(await jobOf(EXPIRY_KIND, booking.id)).toMatchObject({ state: 'cancelled' });
    // Even a stale expiry job does not touch a confirmed session.
    await makeDue(EXPIRY_KIND, booking.id);
    await h.app.jobs.runDue();
    const [row] = await h.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });
});

describe('calendar files', () => {
  it('an accepted session carries METHOD:REQUEST with the room as LOCATION and URL, a 15-minute alarm and a SEQUENCE; its cancel carries METHOD:CANCEL with a higher SEQUENCE', async () => {
    const mentor = await makeMentor(h, 'jobs-m6', 'Neha Iyer');
    const booking = await book(mentor, dayAt(960, 0));
    const roomUrl = new URL(`/sessions/${booking.id}/room`, h.app.config.publicUrl).toString();
    let before = h.mail.mails.length;
    await accept(mentor, booking.id);
    const confirmed = await mailMatching(student.email, before, /BEGIN:VCALENDAR/);
    const sequenceOf = (text: string) => Number(/^SEQUENCE:(\d+)/m.exec(text)?.[1]);
    expect(confirmed).toMatch(/^METHOD:REQUEST/m);
    expect(confirmed).toContain(`UID:booking-${booking.id}@campus`);
    expect(confirmed).toContain(`LOCATION:${roomUrl}`);
    expect(confirmed).toMatch(new RegExp(`^URL(;VALUE=URI)?:${roomUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
    expect(confirmed).toContain('BEGIN:VALARM');
    expect(confirmed).toContain('ACTION:DISPLAY');
    expect(confirmed).toContain('TRIGGER:-PT15M');
    expect(confirmed).toMatch(/^STATUS:CONFIRMED/m);
    const first = sequenceOf(confirmed);
    expect(first).toBeGreaterThanOrEqual(1);
    // The mentor who accepted gets the same invitation for their own calendar.
    const mentorCopy = await mailMatching(mentor.email, before, /BEGIN:VCALENDAR/);
    expect(mentorCopy).toMatch(/^METHOD:REQUEST/m);
    expect(mentorCopy).toContain(`UID:booking-${booking.id}@campus`);
    expect(sequenceOf(mentorCopy)).toBe(first);

    before = h.mail.mails.length;
    await cancel(booking.id);
    const cancelled = await mailMatching(mentor.email, before, /BEGIN:VCALENDAR/);
    expect(cancelled).toMatch(/^METHOD:CANCEL/m);
    expect(cancelled).toMatch(/^STATUS:CANCELLED/m);
    expect(cancelled).toContain(`UID:booking-${booking.id}@campus`);
    expect(sequenceOf(cancelled)).toBeGreaterThan(first);
    // The student who cancelled gets the cancellation for their own calendar too.
    const ownCopy = await mailMatching(student.email, before, /BEGIN:VCALENDAR/);
    expect(ownCopy).toMatch(/^METHOD:CANCEL/m);
    expect(ownCopy).toContain(`UID:booking-${booking.id}@campus`);
    expect(sequenceOf(ownCopy)).toBe(sequenceOf(cancelled));
    const [row] = await h.app.db.select({ sequence: bookings.calendarSequence }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.sequence).toBe(sequenceOf(cancelled));
  });
});
