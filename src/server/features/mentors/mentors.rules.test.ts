import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableDays,
  DEFAULT_SLOT_MINUTES,
  istToUtc,
  type AvailabilityResponse,
  type BookingResponse,
  type MentorDetail,
} from '../../../shared/contracts/mentors.js';
import { bookings } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { DEFAULT_RULES, offeredDays, slotCards, type SlotRules } from './mentors.slots.js';
import { makeMentor } from './mentors.testing.js';

/** Monday 24 Nov 2025, 23:50 IST (18:20 UTC): ten minutes before IST midnight, still Monday evening in UTC. */
const MONDAY_2350_IST = new Date('2025-11-24T18:20:00.000Z');
/** Tuesday 25 Nov 2025, 00:10 IST: a new IST day, though UTC is still at Monday 18:40. */
const TUESDAY_0010_IST = new Date('2025-11-24T18:40:00.000Z');

/** Each day's cards as "time free?" strings with the UTC instant, to compare whole days at once. */
const shown = (rules: SlotRules, held: Parameters<typeof slotCards>[1], now: Date) =>
  slotCards(rules, held, now, offeredDays(rules, now)).map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => `${slot.time} ${slot.scheduledTime} ${slot.available ? 'free' : 'taken'}`),
  }));

describe('a mentor’s own hours, lengths, buffer, dates off and horizon (pure, IST)', () => {
  const rules: SlotRules = {
    weekly: { '2': [540, 570, 600, 1260], '3': [1290], '4': [600] },
    sessionMinutes: 30,
    bufferMinutes: 30,
    datesOff: ['2025-11-27'],
    horizonDays: 3,
  };
  // A confirmed 30-minute session at 10:00 am Tuesday and a pending request at 09:30 pm Wednesday.
  const held = [
    { at: istToUtc('2025-11-25', 600).getTime(), minutes: 30, confirmed: true },
    { at: istToUtc('2025-11-26', 1290).getTime(), minutes: 30, confirmed: false },
  ];

  it('offers exactly the expected slots from tomorrow in IST, though the UTC date has not turned', () => {
    expect(shown(rules, held, MONDAY_2350_IST)).toEqual([
      {
        date: '2025-11-25',
        slots: [
          // 09:00 ends at 09:30, a full buffer before the 10:00 session; 09:30 and 10:00 are inside it.
          '09:00 am 2025-11-25T03:30:00.000Z free',
          '09:30 am 2025-11-25T04:00:00.000Z taken',
          '10:00 am 2025-11-25T04:30:00.000Z taken',
          '09:00 pm 2025-11-25T15:30:00.000Z free',
        ],
      },
      // 09:30 pm IST on Wednesday is 16:00 UTC the same date; the pending request holds it.
      { date: '2025-11-26', slots: ['09:30 pm 2025-11-26T16:00:00.000Z taken'] },
      // Thursday is a date off.
      { date: '2025-11-27', slots: [] },
    ]);
  });

  it('moves the whole window at IST midnight, and the horizon counts days from tomorrow', () => {
    const after = shown({ ...rules, horizonDays: 2 }, held, TUESDAY_0010_IST);
    expect(after.map((day) => day.date)).toEqual(['2025-11-26', '2025-11-27']);
    expect(shown({ ...rules, horizonDays: 28 }, [], MONDAY_2350_IST)).toHaveLength(28);
  });

  it('keeps the buffer after a session too, and a 60-minute session reaches further', () => {
    const later = shown(
      { ...rules, weekly: { '2': [600, 630, 660, 690] }, sessionMinutes: 60, bufferMinutes: 15, datesOff: [], horizonDays: 1 },
      [{ at: istToUtc('2025-11-25', 540).getTime(), minutes: 60, confirmed: true }],
      MONDAY_2350_IST,
    );
    // The 09:00-10:00 session plus 15 minutes: 10:00 is taken, 10:30 is free.
    expect(later[0]!.slots.map((slot) => slot.split(' ').slice(0, 2).join(' ') + ' ' + slot.split(' ')[3])).toEqual([
      '10:00 am taken',
      '10:30 am free',
      '11:00 am free',
      '11:30 am free',
    ]);
  });

  it('keeps the spec’s eight times over the next three days by default', () => {
    const days = shown(DEFAULT_RULES, [], MONDAY_2350_IST);
    expect(days.map((day) => day.date)).toEqual(['2025-11-25', '2025-11-26', '2025-11-27']);
    for (const day of days) expect(day.slots).toHaveLength(DEFAULT_SLOT_MINUTES.length);
  });
});

describe('mentor-set availability through the API', () => {
  let h: AuthHarness;
  let mentor: TestUser;
  let students: TestUser[];

  beforeAll(async () => {
    h = await startAuthHarness();
    mentor = await makeMentor(h, 'rules-mentor', 'Tara Iyer');
    students = await Promise.all([createUser(h, 'student', 'rules-a'), createUser(h, 'student', 'rules-b')]);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const save = (body: unknown) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/user-mentors/availability',
      headers: { authorization: `Bearer ${mentor.token}` },
      payload: body as object,
    });
  const everyDay = (minutes: number[]) => Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, minutes]));
  const book = (student: TestUser, scheduledTime: string) =>
    call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: student.token,
      body: { mentorId: mentor.id, scheduledTime, agenda: 'Evening call' },
    });

  it('refuses hours outside 09:00 to 22:00, a session running past 22:00, and a horizon beyond four weeks', async () => {
    expectError(await save({ weekly: everyDay([480]) }), 400);
    expectError(await save({ weekly: everyDay([1290]), sessionMinutes: 60 }), 400);
    expectError(await save({ weekly: everyDay([1260]), horizonDays: 29 }), 400);
    expectError(await save({ weekly: everyDay([1260]), sessionMinutes: 45 }), 400);
    expectError(await save({ weekly: everyDay([1260]), bufferMinutes: 10 }), 400);
  });

  it('offers the saved evening half hours over the horizon, skips the date off, and books 30-minute sessions', async () => {
    const days = bookableDays(new Date(), 5);
    const res = await save({ weekly: everyDay([1260, 1290]), sessionMinutes: 30, bufferMinutes: 0, horizonDays: 5, datesOff: [days[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AvailabilityResponse>()).toMatchObject({
      isDefault: false,
      sessionMinutes: 30,
      bufferMinutes: 0,
      horizonDays: 5,
      datesOff: [days[1]],
    });

    const detail = (await call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`)).json<MentorDetail>();
    expect(detail.sessionMinutes).toBe(30);
    expect(detail.slotDays.map((day) => day.date)).toEqual(days);
    expect(detail.slotDays.map((day) => day.slots.map((slot) => slot.time))).toEqual(
      days.map((date) => (date === days[1] ? [] : ['09:00 pm', '09:30 pm'])),
    );
    expect(detail.slotDays[0]!.slots[1]!.scheduledTime).toBe(istToUtc(days[0]!, 1290).toISOString());

    // The booking takes the mentor's length; the last day of the horizon is bookable, the date off is not.
    const late = await book(students[0]!, istToUtc(days[4]!, 1290).toISOString());
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json<BookingResponse>().booking.duration).toBe(30);
    expectError(await book(students[0]!, istToUtc(days[1]!, 1260).toISOString()), 400, { code: 'INVALID_DATE' });
    expectError(await book(students[0]!, istToUtc(bookableDays(new Date(), 6)[5]!, 1260).toISOString()), 400, { code: 'INVALID_DATE' });
  });

  it('keeps the buffer: accepting 09:00 pm with a 30-minute buffer declines the 09:30 pm request and hides that slot', async () => {
    const day = bookableDays()[0]!;
    expect((await save({ weekly: everyDay([1260, 1290]), bufferMinutes: 30 })).statusCode).toBe(200);
    const nine = (await book(students[0]!, istToUtc(day, 1260).toISOString())).json<BookingResponse>().booking;
    const nineThirty = (await book(students[1]!, istToUtc(day, 1290).toISOString())).json<BookingResponse>().booking;
    const accepted = await call(h.app, 'POST', `/api/user-mentors/bookings/${nine.id}/accept`, { token: mentor.token, body: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [declined] = await h.app.db.select().from(bookings).where(eq(bookings.id, nineThirty.id));
    expect(declined?.status).toBe('declined');
    const detail = (await call(h.app, 'GET', `/api/user-mentors/mentors/${mentor.id}`)).json<MentorDetail>();
    expect(detail.slotDays[0]!.slots.map((slot) => slot.available)).toEqual([false, false]);
  });
});
