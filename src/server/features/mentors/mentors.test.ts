import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookableDays,
  DEFAULT_SLOT_MINUTES,
  istParts,
  istToUtc,
  type BookingListResponse,
  type BookingResponse,
  type MentorDetail,
  type MentorListResponse,
  type UploadDocumentResponse,
} from '../../../shared/contracts/mentors.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { countStatements } from '../../test/statements.js';
import { makeMentor as makeMentorFor, PDF, upload as uploadFor } from './mentors.testing.js';

let h: AuthHarness;
let mentor: TestUser;
let otherMentor: TestUser;
let student: TestUser;
let otherStudent: TestUser;

const tomorrowAt = (minute: number) => istToUtc(bookableDays()[0]!, minute).toISOString();
const payload = (mentorId: string, scheduledTime: string, extra: Record<string, unknown> = {}) => ({
  mentorId,
  scheduledTime,
  sessionType: 'career_guidance',
  duration: 60,
  chatEnabled: true,
  agenda: 'Review my resume',
  learningGoals: 'A plan',
  specificAdvice: '',
  previousSteps: '',
  challenges: '',
  ...extra,
});

const makeMentor = (label: string, fullName: string, extra?: Parameters<typeof makeMentorFor>[3]) =>
  makeMentorFor(h, label, fullName, extra);
const upload = (token: string, parts: Parameters<typeof uploadFor>[2]) => uploadFor(h, token, parts);

beforeAll(async () => {
  h = await startAuthHarness();
  mentor = await makeMentor('mentor-a', 'Meera Krishnan', { company: 'Infosys', functionalFocusArea: ['Data Science'] });
  otherMentor = await makeMentor('mentor-b', 'Rohan Gupta');
  student = await createUser(h, 'student', 'stu-a');
  otherStudent = await createUser(h, 'student', 'stu-b');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('IST slots', () => {
  it('converts 10:00 am IST on a date to 04:30 UTC that date', () => {
    expect(istToUtc('2025-06-05', 600).toISOString()).toBe('2025-06-05T04:30:00.000Z');
    expect(istToUtc('2025-06-05', 540).toISOString()).toBe('2025-06-05T03:30:00.000Z');
    expect(istParts(new Date('2025-06-05T04:30:00.000Z'))).toEqual({ date: '2025-06-05', weekday: 4, minute: 600 });
    // Just after IST midnight is still the previous day in UTC.
    expect(istParts(new Date('2025-06-04T18:45:00.000Z')).date).toBe('2025-06-05');
  });

  it('offers the next three days starting tomorrow (IST)', () => {
    const days = bookableDays(new Date('2025-06-04T20:00:00.000Z')); // 01:30 am IST on 5 June
    expect(days).toEqual(['2025-06-06', '2025-06-07', '2025-06-08']);
  });
});

describe('mentor list and detail', () => {
  it('lists mentors with every field, rating 4.8 without reviews and experience from about', async () => {
    // The first list of this app also reads the filter menus (then kept a minute): one statement each.
    const statements = countStatements(h.app);
    let res: Awaited<ReturnType<typeof call>> | undefined;
    try {
      expect(await statements.during(async () => (res = await call(h.app, 'GET', '/api/user-mentors/mentors')))).toBe(2);
    } finally {
      statements.restore();
    }
    expect(res!.statusCode, res!.body).toBe(200);
    const body = res!.json() as MentorListResponse;
    expect(body.facets).toEqual({
      focusAreas: ['Backend Engineering', 'Data Science'],
      expertise: ['Mock Interviews', 'System Design'],
      companies: ['Infosys', 'Saffron Pay'],
    });
    const meera = body.mentors.find((m) => m.id === mentor.id)!;
    expect(meera).toMatchObject({ fullName: 'Meera Krishnan', rating: 4.8, totalReviews: 0, experience: 9, linkedinId: 'test-mentor' });
    expect(meera.availability === null || typeof meera.availability === 'string').toBe(true);
  });

  it('searches with typos and filters by focus area and company', async () => {
    const typo = (await call(h.app, 'GET', '/api/user-mentors/mentors?search=Infosis')).json() as MentorListResponse;
    expect(typo.mentors.map((m) => m.id)).toEqual([mentor.id]);
    const name = (await call(h.app, 'GET', '/api/user-mentors/mentors?search=rohan')).json() as MentorListResponse;
    expect(name.mentors.map((m) => m.id)).toEqual([otherMentor.id]);
    const focus = (await call(h.app, 'GET', '/api/user-mentors/mentors?focusArea=data%20science')).json() as MentorListResponse;
    expect(focus.mentors.map((m) => m.id)).toEqual([mentor.id]);
    const none = (await call(h.app, 'GET', '/api/user-mentors/mentors?search=zzzzqqq')).json() as MentorListResponse;
    expect(none.total).toBe(0);
    const today = await call(h.app, 'GET', '/api/user-mentors/mentors?availableToday=true');
    expect(today.statusCode, today.body).toBe(200);
  });

  it('answers the detail with N/A reviews, languages, a hidden email and 3 days of 8 slots', async () => {
    const res = await call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MentorDetail;
    expect(body.email).toBeNull();
    expect(body.languages).toEqual(['English', 'Hindi']);
    expect(body.reviews.subjectKnowledge).toBe('N/A');
    expect(body.slotDays.map((d) => d.date)).toEqual(bookableDays());
    expect(body.slotDays[0]!.slots.map((s) => s.time)).toEqual([
      '09:00 am',
      '09:30 am',
      '10:00 am',
      '10:30 am',
      '11:00 am',
      '04:00 pm',
      '04:30 pm',
      '05:30 pm',
    ]);
    expect(body.slotDays[0]!.slots[2]!.scheduledTime).toBe(tomorrowAt(600));
    expectError(await call(h.app, 'GET', '/api/user-mentors/mentors/not-a-uuid'), 404);
  });
});

describe('booking', () => {
  it('requires an agenda, an offered date and a future slot', async () => {
    const url = `/api/user-mentors/mentors/${mentor.id}/book`;
    const { agenda: _agenda, ...noAgenda } = payload(mentor.id, tomorrowAt(600));
    expectError(await call(h.app, 'POST', url, { token: student.token, body: noAgenda }), 400, {
      message: BOOKING_MESSAGES.agendaRequired,
    });
    expectError(
      await call(h.app, 'POST', url, { token: student.token, body: payload(mentor.id, tomorrowAt(600), { agenda: '  ' }) }),
      400,
      {
        message: BOOKING_MESSAGES.agendaRequired,
      },
    );
    // 10:15 is not a slot; a week ahead is not an offered day.
    expectError(await call(h.app, 'POST', url, { token: student.token, body: payload(mentor.id, tomorrowAt(615)) }), 400, {
      message: BOOKING_MESSAGES.invalidDate,
    });
    const nextWeek = istToUtc(bookableDays()[0]!, 600 + 7 * 24 * 60).toISOString();
    expectError(await call(h.app, 'POST', url, { token: student.token, body: payload(mentor.id, nextWeek) }), 400, {
      message: BOOKING_MESSAGES.invalidDate,
    });
    const yesterday = istToUtc(bookableDays()[0]!, 600 - 2 * 24 * 60).toISOString();
    expectError(await call(h.app, 'POST', url, { token: student.token, body: payload(mentor.id, yesterday) }), 400, {
      message: BOOKING_MESSAGES.pastSlot,
    });
    expectError(await call(h.app, 'POST', url, { token: mentor.token, body: payload(mentor.id, tomorrowAt(600)) }), 403);
    expectError(await call(h.app, 'POST', url, { body: payload(mentor.id, tomorrowAt(600)) }), 401);
  });

  it('gives one booking and 409s to 20 concurrent requests for one slot', async () => {
    const students = [student, otherStudent];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(h.app, 'POST', `/api/user-mentors/mentors/${otherMentor.id}/book`, {
          token: students[i % 2]!.token,
          body: payload(otherMentor.id, tomorrowAt(DEFAULT_SLOT_MINUTES[0])),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expectError(
      results.find((r) => r.statusCode === 409)!,
      409,
      { message: BOOKING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' },
    );
    const detail = (await call(h.app, 'GET', `/api/user-mentors/mentors/${otherMentor.id}`)).json() as MentorDetail;
    expect(detail.slotDays[0]!.slots[0]!.available).toBe(false);
    expect(detail.slotDays[0]!.slots[1]!.available).toBe(true);
  });

  it('books with documents; only the student and the mentor read them; mentors act only on their own bookings', async () => {
    const up = await upload(student.token, [{ field: 'resume', filename: 'cv.pdf', bytes: PDF }]);
    expect(up.statusCode, up.body).toBe(200);
    const { resumeUrl } = up.json() as UploadDocumentResponse;
    expect(resumeUrl).toMatch(/^\/api\/user\/mentorship\/documents\//);
    // Not reachable through the public uploads folder.
    expect((await h.app.inject({ method: 'GET', url: `/uploads/mentorship/x.pdf` })).statusCode).toBe(404);

    // Another student cannot attach it.
    expectError(
      await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
        token: otherStudent.token,
        body: payload(mentor.id, tomorrowAt(630), { resumeUrl }),
      }),
      400,
    );

    const res = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: student.token,
      body: payload(mentor.id, tomorrowAt(600), { resumeUrl }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json() as BookingResponse;
    expect(booking).toMatchObject({ status: 'pending', scheduledTime: tomorrowAt(600), resumeUrl });
    expect(booking.scheduledTimeIst).toMatch(/10:00 am IST$/);

    const readAs = (token: string) => h.app.inject({ method: 'GET', url: resumeUrl!, headers: { authorization: `Bearer ${token}` } });
    expect((await readAs(student.token)).body.startsWith('%PDF')).toBe(true);
    expect((await readAs(mentor.token)).statusCode).toBe(200);
    expectError(await readAs(otherStudent.token), 403);
    expectError(await readAs(otherMentor.token), 403);

    expectError(await call(h.app, 'GET', `/api/user-mentors/bookings/${booking.id}`, { token: otherStudent.token }), 403);
    expect((await call(h.app, 'GET', `/api/user-mentors/bookings/${booking.id}`, { token: mentor.token })).statusCode).toBe(200);
    const others = (
      await call(h.app, 'GET', '/api/user-mentors/bookings?as=student', { token: otherStudent.token })
    ).json() as BookingListResponse;
    expect(others.bookings.map((b) => b.id)).not.toContain(booking.id);

    expectError(await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: otherMentor.token, body: {} }), 403);
    expectError(await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: student.token, body: {} }), 403);

    const incoming = (await call(h.app, 'GET', '/api/user-mentors/bookings', { token: mentor.token })).json() as BookingListResponse;
    expect(incoming.bookings.map((b) => b.id)).toContain(booking.id);

    const before = h.mail.mails.length;
    const accepted = await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: mentor.token, body: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'confirmed' });
    const mail = await h.mail.waitFor(student.email, before);
    expect(JSON.stringify(mail)).toMatch(/10:00 am IST/);
    expectError(
      await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/decline`, { token: mentor.token, body: { reason: 'x' } }),
      409,
    );

    const mine = (
      await call(h.app, 'GET', '/api/user-mentors/bookings?as=student', { token: student.token })
    ).json() as BookingListResponse;
    expect(mine.bookings.find((b) => b.id === booking.id)?.status).toBe('confirmed');

    const cancelled = await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/cancel`, {
      token: student.token,
      body: { reason: 'Exam moved' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Exam moved' });
    // The slot is free again.
    const again = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: otherStudent.token,
      body: payload(mentor.id, tomorrowAt(600)),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses an .exe renamed .pdf (415) and a file over 10 MB (413)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    expectError(await upload(student.token, [{ field: 'resume', filename: 'resume.pdf', bytes: exe }]), 415);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]);
    expectError(await upload(student.token, [{ field: 'resume', filename: 'big.pdf', bytes: big }]), 413);
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('word/document.xml')]);
    const ok = await upload(student.token, [{ field: 'otherDocument', filename: 'notes.docx', bytes: docx }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as UploadDocumentResponse).documentUrl).toBeTruthy();
  });

  it('lets a mentor change the weekly slots', async () => {
    const weekday = istParts(istToUtc(bookableDays()[1]!, 720)).weekday;
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/user-mentors/availability',
      headers: { authorization: `Bearer ${otherMentor.token}` },
      payload: { weekly: { [String(weekday)]: [720] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call(h.app, 'GET', `/api/user-mentors/mentors/${otherMentor.id}`)).json() as MentorDetail;
    expect(detail.slotDays[1]!.slots.map((s) => s.time)).toEqual(['12:00 pm']);
  });
});
