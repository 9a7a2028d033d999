import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampusEvent, EventInput, EventList } from '../../../shared/contracts/events.js';
import { istDayAfter } from '../../../shared/contracts/mentors.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';

const eventInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Campus Hackathon',
  category: 'competition',
  host: 'university',
  date: istDayAfter(new Date(), 3),
  time: '10:00',
  durationMinutes: 120,
  place: 'Main Auditorium',
  onlineUrl: null,
  organiser: 'Coding Club',
  banner: 'code',
  description: 'Build something great in two hours.',
  ...overrides,
});

describe('events', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, student, other] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student'), createUser(h, 'student', 'other')]);
  });
  afterAll(() => h.close());

  const create = async (overrides: Partial<EventInput> = {}) => {
    const res = await call(h.app, 'POST', '/api/admin/events', { token: admin.token, body: eventInput(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CampusEvent>();
  };

  it('stores the IST date and time as the true instant, and validates the form by field', async () => {
    const event = await create({ date: '2030-01-15', time: '10:00' });
    expect(event.startsAt).toBe('2030-01-15T04:30:00.000Z');
    expect(event.endsAt).toBe('2030-01-15T06:30:00.000Z');
    expect(event.bannerUrl).toBe('/events/banners/code.svg');

    const bad = expectError(
      await call(h.app, 'POST', '/api/admin/events', {
        token: admin.token,
        body: eventInput({ title: 'x', place: null, onlineUrl: null, time: '25:00', banner: 'nope' as never }),
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['title', 'time', 'banner']));
    const noPlace = expectError(
      await call(h.app, 'POST', '/api/admin/events', { token: admin.token, body: eventInput({ place: null, onlineUrl: null }) }),
      400,
    );
    expect(noPlace.fields?.place).toEqual(['Please give a place or an online link.']);
  });

  it('lists upcoming events soonest first, leaving out cancelled and finished ones', async () => {
    const later = await create({ title: 'Later fest', date: istDayAfter(new Date(), 20) });
    const sooner = await create({
      title: 'Sooner webinar',
      date: istDayAfter(new Date(), 1),
      place: null,
      onlineUrl: 'https://meet.example.com/x',
    });
    const cancelled = await create({ title: 'Cancelled meetup', date: istDayAfter(new Date(), 2) });
    const past = await create({ title: 'Past workshop', date: istDayAfter(new Date(), -3) });
    const res = await call(h.app, 'POST', `/api/admin/events/${cancelled.id}/cancel`, { token: admin.token });
    expect(res.json<CampusEvent>().cancelled).toBe(true);

    const list = (await call(h.app, 'GET', '/api/events?limit=100')).json<EventList>();
    const ids = list.events.map((event) => event.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(past.id);
    const starts = list.events.map((event) => event.startsAt);
    expect([...starts].sort()).toEqual(starts);

    const page = (await call(h.app, 'GET', '/api/events?limit=1&page=2')).json<EventList>();
    expect(page.events).toHaveLength(1);
    expect(page.events[0]!.id).toBe(ids[1]);
    expect(page.total).toBe(list.total);
  });

  it('counts "Going" once per user, idempotently, and shows it to the reader', async () => {
    const event = await create();
    const url = `/api/events/${event.id}/rsvp`;
    expectError(await h.app.inject({ method: 'PUT', url }), 401);

    const put = () => h.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${student.token}` } });
    expect((await put()).json()).toEqual({ going: true, goingCount: 1 });
    expect((await put()).json()).toEqual({ going: true, goingCount: 1 });
    const both = await Promise.all([
      put(),
      put(),
      h.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${other.token}` } }),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200, 200]);

    const read = await call(h.app, 'GET', `/api/events/${event.id}`, { token: student.token });
    expect(read.json<CampusEvent>()).toMatchObject({ goingCount: 2, going: true });
    expect((await call(h.app, 'GET', `/api/events/${event.id}`)).json<CampusEvent>()).toMatchObject({ goingCount: 2, going: false });

    const del = () => h.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${student.token}` } });
    expect((await del()).json()).toEqual({ going: false, goingCount: 1 });
    expect((await del()).json()).toEqual({ going: false, goingCount: 1 });
  });

  it('refuses "Going" to a cancelled event and answers 404 for an unknown one', async () => {
    const event = await create();
    await call(h.app, 'POST', `/api/admin/events/${event.id}/cancel`, { token: admin.token });
    expectError(
      await h.app.inject({ method: 'PUT', url: `/api/events/${event.id}/rsvp`, headers: { authorization: `Bearer ${student.token}` } }),
      409,
    );
    expectError(await call(h.app, 'GET', '/api/events/00000000-0000-4000-8000-000000000000'), 404);
    expectError(await call(h.app, 'GET', '/api/events/not-a-uuid'), 400);
  });

  it('offers the event as an .ics file', async () => {
    const event = await create({ title: 'Pitch Night, 2030', date: '2030-03-01', time: '18:30', place: 'Hall A; Block 2' });
    const res = await call(h.app, 'GET', `/api/events/${event.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('pitch-night-2030.ics');
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('DTSTART:20300301T130000Z');
    expect(res.body).toContain('SUMMARY:Pitch Night\\, 2030');
    expect(res.body).toContain('LOCATION:Hall A\\; Block 2');
    expect(res.body).toContain(`UID:event-${event.id}@campus`);
  });

  it('lets operators edit an event', async () => {
    const event = await create();
    const res = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: eventInput({ title: 'Renamed Hackathon', time: '11:30' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CampusEvent>().title).toBe('Renamed Hackathon');
    expect((await call(h.app, 'GET', `/api/events/${event.id}`)).json<CampusEvent>().title).toBe('Renamed Hackathon');
  });

  it('refuses the console to students (403) and visitors (401)', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/api/admin/events'],
      ['POST', '/api/admin/events', eventInput()],
      ['PUT', `/api/admin/events/${someId}`, eventInput()],
      ['POST', `/api/admin/events/${someId}/cancel`],
    ];
    for (const [method, url, payload] of routes) {
      const as = (token?: string) =>
        h.app.inject({
          method,
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(payload ? { payload: payload as object } : {}),
        });
      expectError(await as(student.token), 403);
      expectError(await as(), 401);
    }
  });
});
