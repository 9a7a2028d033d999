import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchListResponse, SaveLaunchResponse } from '../../../shared/contracts/launches.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';

/** The launch state of the teaser features (issue 32, item 4): one stored place, edited by the operator only. */
describe('feature launches', () => {
  let h: AuthHarness;
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    h = await startAuthHarness();
    [admin, student] = await Promise.all([createUser(h, 'admin'), createUser(h, 'student')]);
  }, 180_000);
  afterAll(() => h?.close());

  const list = async () => {
    const res = await call(h.app, 'GET', '/api/launches');
    expect(res.statusCode, res.body).toBe(200);
    return new Map(res.json<LaunchListResponse>().launches.map((launch) => [launch.feature, launch]));
  };
  const save = (feature: string, body: unknown, token: string | null = admin.token) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/admin/launches/${feature}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    });

  it('says the features that exist are live, with where they are, and gives each coming one a stored date', async () => {
    const launches = await list();
    expect(launches.size).toBe(10);
    for (const [feature, path] of [
      ['events', '/EventNews'],
      ['mentorship', '/MentorSection'],
      ['humanlib', '/HumanLibhomepage'],
      ['careerzone', '/CarrerZonelandingPage'],
      ['eduvalt', '/EduValt'],
    ] as const) {
      expect(launches.get(feature)).toMatchObject({ status: 'live', livePath: path });
    }
    const internzone = launches.get('internzone')!;
    expect(internzone).toMatchObject({ status: 'coming', livePath: null, name: 'Internzone' });
    // A real date, some fifteen days ahead, and the same on every read (not restarted per visit).
    const ahead = new Date(internzone.launchAt!).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(14 * 86_400_000);
    expect(ahead).toBeLessThan(16 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await list()).get('internzone')!.launchAt).toBe(internzone.launchAt);
  });

  it('lets the operator move a date or set a feature live, and everyone reads the change', async () => {
    const date = '2027-03-01T04:30:00.000Z';
    const moved = await save('community', { status: 'coming', launchAt: date });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<SaveLaunchResponse>().launch).toMatchObject({ feature: 'community', status: 'coming', launchAt: date });
    expect((await list()).get('community')).toMatchObject({ status: 'coming', launchAt: date });

    const live = await save('guiednest', { status: 'live' });
    expect(live.statusCode, live.body).toBe(200);
    expect((await list()).get('guiednest')).toMatchObject({ status: 'live', livePath: '/GetRfereral' });

    const back = await save('guiednest', { status: 'coming', launchAt: date });
    expect(back.statusCode, back.body).toBe(200);
    expect((await list()).get('guiednest')).toMatchObject({ status: 'coming', livePath: null });
  });

  it('refuses a coming feature without a date, a feature without a page going live, and bad input, changing nothing', async () => {
    const before = await list();
    expectError(await save('community', { status: 'coming' }), 400, { message: 'Please choose the launch date of a coming feature.' });
    expectError(await save('community', { status: 'coming', launchAt: 'next week' }), 400);
    // A date already past would show a countdown of zeros under 'Coming Soon'.
    expectError(await save('community', { status: 'coming', launchAt: new Date(Date.now() - 60_000).toISOString() }), 400, {
      message: 'Please choose a launch date in the future, or set the feature live.',
    });
    expectError(await save('community', { status: 'live' }), 400, { message: 'This feature has no page yet, so it cannot be live.' });
    expectError(await save('moon-base', { status: 'live' }), 400);
    expectError(await save('events', { status: 'soon' }), 400);
    expect(await list()).toEqual(before);
  });

  it('is the operator’s alone to change', async () => {
    expectError(await save('internzone', { status: 'coming', launchAt: '2027-01-01T00:00:00Z' }, null), 401);
    expectError(await save('internzone', { status: 'coming', launchAt: '2027-01-01T00:00:00Z' }, student.token), 403);
    expect((await list()).get('internzone')!.launchAt).not.toBe('2027-01-01T00:00:00.000Z');
  });
});
