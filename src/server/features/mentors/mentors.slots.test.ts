import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayAfter, istParts, istToUtc, type FreeWeekResponse, type MentorListResponse } from '../../../shared/contracts/mentors.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { DEFAULT_RULES, nextFreeSlot, nextFreeSlotText, type SlotRules } from './mentors.slots.js';

const week = (weekly: SlotRules['weekly']): SlotRules => ({ ...DEFAULT_RULES, weekly });
import { makeMentor } from './mentors.testing.js';

/** Monday 24 Nov 2025, 23:50 IST (18:20 UTC): ten minutes before IST midnight, already Monday evening in UTC. */
const MONDAY_2350_IST = new Date('2025-11-24T18:20:00.000Z');

describe('next free slot (pure, IST)', () => {
  it('moves to the next IST day after the last slot of the evening, across midnight', () => {
    const next = nextFreeSlot(week({ '1': [1410], '2': [600] }), [], MONDAY_2350_IST);
    expect(next?.toISOString()).toBe(istToUtc('2025-11-25', 600).toISOString());
    expect(nextFreeSlotText(next!, MONDAY_2350_IST)).toBe('Tomorrow, 10:00 am');
  });

  it('offers a slot later tonight as today, and counts days from the IST date, not the UTC one', () => {
    const next = nextFreeSlot(week({ '1': [1425] }), [], new Date('2025-11-24T18:10:00.000Z'));
    expect(next?.toISOString()).toBe('2025-11-24T18:15:00.000Z');
    expect(nextFreeSlotText(next!, new Date('2025-11-24T18:10:00.000Z'))).toBe('Available today');
    // Just after IST midnight (still 24 Nov in UTC), a 09:00 slot that day is "today" in IST.
    const afterMidnight = new Date('2025-11-24T18:31:00.000Z');
    const morning = nextFreeSlot(week({ '2': [540] }), [], afterMidnight)!;
    expect(istParts(morning).date).toBe('2025-11-25');
    expect(nextFreeSlotText(morning, afterMidnight)).toBe('Available today');
  });

  it('skips held slots and names a later day by weekday and date', () => {
    const held = [{ at: istToUtc('2025-11-25', 600).getTime(), minutes: 60, confirmed: false }];
    const next = nextFreeSlot(week({ '2': [600], '4': [540] }), held, MONDAY_2350_IST)!;
    expect(next.toISOString()).toBe(istToUtc('2025-11-27', 540).toISOString());
    expect(nextFreeSlotText(next, MONDAY_2350_IST)).toBe('Thu 27 Nov');
  });

  it('uses the default slots without a saved week and answers null when the week holds nothing', () => {
    expect(nextFreeSlot(DEFAULT_RULES, [], MONDAY_2350_IST)?.toISOString()).toBe(istToUtc('2025-11-25', 540).toISOString());
    expect(nextFreeSlot(week({}), [], MONDAY_2350_IST)).toBeNull();
  });
});

describe('next free slot on the mentor list', () => {
  let h: AuthHarness;
  let mentor: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    h = await startAuthHarness();
    mentor = await makeMentor(h, 'slot-mentor', 'Ishaan Verma');
    student = await createUser(h, 'student', 'slot-stu');
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const listed = async () => {
    const res = await call(h.app, 'GET', '/api/user-mentors/mentors?search=Ishaan');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as MentorListResponse).mentors.find((item) => item.id === mentor.id)!;
  };
  const weekdayOf = (date: string) => String(istParts(istToUtc(date, 720)).weekday);

  it('is the first slot of the saved week that nobody holds, and moves on once it is booked', async () => {
    const tomorrow = istDayAfter(new Date(), 1);
    const dayAfter = istDayAfter(new Date(), 2);
    const saved = await h.app.inject({
      method: 'PUT',
      url: '/api/user-mentors/availability',
      headers: { authorization: `Bearer ${mentor.token}` },
      payload: { weekly: { [weekdayOf(tomorrow)]: [600], [weekdayOf(dayAfter)]: [660] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const before = await listed();
    expect(before.nextFreeSlot).toBe(istToUtc(tomorrow, 600).toISOString());
    expect(before.availability).toBe('Tomorrow, 10:00 am');
    expect(before.availableToday).toBe(false);

    const booked = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: student.token,
      body: { mentorId: mentor.id, scheduledTime: istToUtc(tomorrow, 600).toISOString(), agenda: 'Mock interview' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const after = await listed();
    expect(after.nextFreeSlot).toBe(istToUtc(dayAfter, 660).toISOString());
    const [y, m, d] = dayAfter.split('-').map(Number) as [number, number, number];
    const expected = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: '2-digit', month: 'short', timeZone: 'UTC' })
      .format(new Date(Date.UTC(y, m - 1, d)))
      .replace(',', '');
    expect(after.availability).toBe(expected);

    // The mentor's own week agrees: of the two weekly slots, the booked one is held and one is free.
    const week = await call(h.app, 'GET', '/api/user-mentors/availability/week', { token: mentor.token });
    expect(week.statusCode, week.body).toBe(200);
    const body = week.json() as FreeWeekResponse;
    expect(body.days).toHaveLength(7);
    expect(body.days[0]!.date).toBe(istDayAfter(new Date(), 0));
    expect(body.free).toBe(1);
    const slots = body.days.flatMap((day) => day.slots);
    expect(slots.find((slot) => slot.scheduledTime === istToUtc(tomorrow, 600).toISOString())?.available).toBe(false);
    expect(slots.find((slot) => slot.scheduledTime === istToUtc(dayAfter, 660).toISOString())?.available).toBe(true);
    expectError(await call(h.app, 'GET', '/api/user-mentors/availability/week', { token: student.token }), 403);
    expectError(await call(h.app, 'GET', '/api/user-mentors/availability/week'), 401);
  });
});
