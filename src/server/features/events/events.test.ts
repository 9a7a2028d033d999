import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.js';
import { EVENT_MESSAGES, type CampusEvent, type EventInput, type EventList } from '../../../shared/contracts/events.js';
import { istDayAfter } from '../../../shared/contracts/mentors.js';
import { queuedJobs } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { multipartBody, TEST_BOUNDARY } from '../../test/multipart.js';

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

  const uploadBanner = (token: string | undefined, payload: Buffer, contentType = `multipart/form-data; boundary=${TEST_BOUNDARY}`) =>
    h.app.inject({
      method: 'POST',
      url: '/api/admin/events/banner',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  const bannerFile = (value: Buffer, filename = 'banner.png', type = 'image/png') =>
    multipartBody([{ name: 'file', filename, value, type }]);
  const png = (width = 1800, height = 900) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  const uploaded = async () => {
    const res = await uploadBanner(admin.token, bannerFile(await png()));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ url: string }>().url;
  };
  const shown = async (id: string) => {
    const detail = (await call(h.app, 'GET', `/api/events/${id}`)).json<CampusEvent>();
    const listed = (await call(h.app, 'GET', '/api/events?limit=100')).json<EventList>().events.find((event) => event.id === id);
    expect(listed?.bannerUrl).toBe(detail.bannerUrl);
    return detail;
  };
  const edit = (id: string, overrides: Partial<EventInput>) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: eventInput(overrides),
    });

  it('takes an operator’s banner image, re-encoded as a JPEG of at most 1200 px under /uploads/events/', async () => {
    const url = await uploaded();
    expect(url).toMatch(/^\/uploads\/events\/[a-f0-9]{32}\.jpg$/);
    const served = await h.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1200, 600]);

    const docs = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { responses?: object } }>;
    }>();
    const documented = docs.paths['/api/admin/events/banner']?.post?.responses ?? {};
    expect(Object.keys(documented)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415']));
  });

  it('shows the uploaded banner in the list and the page; an edit keeps, replaces or removes it', async () => {
    const first = await uploaded();
    const event = await create({ bannerImageUrl: first, banner: 'rocket' });
    expect(event).toMatchObject({ bannerImageUrl: first, bannerUrl: first, banner: 'rocket' });
    expect(await shown(event.id)).toMatchObject({ bannerImageUrl: first, bannerUrl: first });

    // An edit that leaves the field out keeps the image.
    const { bannerImageUrl: _left, ...withoutImage } = eventInput({ title: 'Kept banner' });
    const kept = await h.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: withoutImage,
    });
    expect(kept.json<CampusEvent>().bannerUrl).toBe(first);

    const second = await uploaded();
    expect((await edit(event.id, { bannerImageUrl: second, banner: 'rocket' })).json<CampusEvent>().bannerUrl).toBe(second);
    expect((await shown(event.id)).bannerUrl).toBe(second);
    // The replaced file is no longer kept.
    expect((await h.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const removed = await edit(event.id, { bannerImageUrl: null, banner: 'rocket' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await shown(event.id)).toMatchObject({ bannerImageUrl: null, bannerUrl: '/events/banners/rocket.svg' });
  });

  it('removes a banner a day after its upload when no event shows it, and keeps one an event shows', async () => {
    const abandoned = await uploaded();
    const kept = await uploaded();
    await create({ bannerImageUrl: kept, banner: 'rocket' });
    // Not before the day has passed.
    await h.app.jobs.runDue();
    expect((await h.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(200);
    // The day passes: the two clean-up jobs fall due.
    await h.app.db
      .update(queuedJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(inArray(queuedJobs.key, [abandoned, kept]));
    await h.app.jobs.runDue();
    await expect.poll(async () => (await h.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
  });

  it('refuses a banner address outside this store’s events folder', async () => {
    const url = await uploaded();
    const elsewhere = [
      'https://evil.example.com/banner.jpg',
      '//evil.example.com/uploads/events/0123456789abcdef0123456789abcdef.jpg',
      '/uploads/mentorship/0123456789abcdef0123456789abcdef.pdf',
      '/uploads/blogs/0123456789abcdef0123456789abcdef.jpg',
      '/uploads/events/../mentorship/0123456789abcdef0123456789abcdef.jpg',
      '/api/blogs/media/00000000-0000-4000-8000-000000000000',
      `${url}?x=1`,
    ];
    for (const bannerImageUrl of elsewhere) {
      const res = await call(h.app, 'POST', '/api/admin/events', { token: admin.token, body: eventInput({ bannerImageUrl }) });
      expect(expectError(res, 400).fields?.bannerImageUrl, bannerImageUrl).toEqual([EVENT_MESSAGES.bannerImageUrl]);
    }
  });

  it('answers a banner upload that is not a JPEG, PNG or WebP, too big, missing or broken with 415, 413 and 400', async () => {
    expectError(
      await uploadBanner(admin.token, bannerFile(Buffer.from('just some words, not a picture'), 'notes.txt', 'text/plain')),
      415,
      {
        message: EVENT_MESSAGES.bannerWrongType,
      },
    );
    const gif = await sharp(await png(40, 20))
      .gif()
      .toBuffer();
    expectError(await uploadBanner(admin.token, bannerFile(gif, 'x.png')), 415);
    const huge = Buffer.concat([await png(40, 20), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expectError(await uploadBanner(admin.token, bannerFile(huge)), 413, { message: EVENT_MESSAGES.bannerTooLarge });
    expectError(await uploadBanner(admin.token, multipartBody([{ name: 'title', value: 'no file here' }])), 400, { code: 'IMAGE_MISSING' });
    expectError(await uploadBanner(admin.token, Buffer.from('{}'), 'application/json'), 400, { code: 'IMAGE_MISSING' });
    const whole = bannerFile(await png(40, 20));
    expectError(await uploadBanner(admin.token, whole.subarray(0, 90)), 400, { code: 'MALFORMED_MULTIPART' });
    expectError(await uploadBanner(admin.token, whole, 'multipart/form-data; boundary=not-in-the-body'), 400);
  });

  it('refuses the console to students (403) and visitors (401)', async () => {
    const image = bannerFile(await png(40, 20));
    expectError(await uploadBanner(student.token, image), 403);
    expectError(await uploadBanner(undefined, image), 401);

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
