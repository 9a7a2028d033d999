import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayAfter } from '../shared/contracts/mentors.js';
import { createApiClient, type ApiClient } from './test/api-client.js';
import { startAuthHarness, type AuthHarness } from './test/auth-helpers.js';
import { createJob, createUser, type TestUser } from './test/careers-helpers.js';
import { completedStudent, type CompletedStudent } from './test/profiles-helpers.js';

/**
 * Issue 34.4: a client generated from the API's OpenAPI document (openapi-typescript + openapi-fetch; tsc checks this
 * file against the generated types) signs in and uses five features against the running server, over HTTP.
 */
describe('a client generated from the OpenAPI document', () => {
  let h: AuthHarness;
  let baseUrl: string;
  let student: CompletedStudent;
  let admin: TestUser;
  let jobId: string;

  beforeAll(async () => {
    h = await startAuthHarness();
    student = await completedStudent(h);
    admin = await createUser(h, 'admin');
    jobId = (await createJob(h.app, admin.token, { title: 'Typed Client Engineer' })).id;
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => h?.close());

  it('signs in, then reads and writes profiles, careers, events, mentors and notifications', async () => {
    let accessToken: string | undefined;
    const api: ApiClient = createApiClient(baseUrl, () => accessToken);

    // auth: the sign-in answers a session (no second step for a student).
    const login = await api.POST('/api/auth/login', { body: { email: student.email, password: student.password } });
    expect(login.response.status, JSON.stringify(login.error)).toBe(200);
    if (!login.data || !('accessToken' in login.data)) throw new Error('expected a session, not a challenge');
    accessToken = login.data.accessToken;
    expect(login.data.user.email).toBe(student.email);

    // profiles: the caller's own profile.
    const me = await api.GET('/api/users/profile', {});
    expect(me.response.status).toBe(200);
    expect(me.data?.username).toBe(student.username);
    expect(me.data?.role).toBe('student');

    // careers: a job saved through a typed path parameter, then found in the list with the saved flag.
    const saved = await api.POST('/api/jobs/{id}/save', { params: { path: { id: jobId } } });
    expect(saved.data).toEqual({ jobId, saved: true });
    const jobs = await api.GET('/api/jobs', { params: { query: { search: 'Typed Client' } } });
    expect(jobs.response.status).toBe(200);
    const job = jobs.data?.jobs.find((listed) => listed.id === jobId);
    expect(job?.title).toBe('Typed Client Engineer');
    expect(job?.saved).toBe(true);

    // events: an operator creates one with a typed body; the student sees it among the upcoming ones.
    accessToken = admin.token;
    const created = await api.POST('/api/admin/events', {
      body: {
        title: 'Typed Client Meetup',
        category: 'competition',
        host: 'university',
        date: istDayAfter(new Date(), 3),
        time: '10:00',
        durationMinutes: 90,
        place: 'Main Auditorium',
        onlineUrl: null,
        organiser: 'Coding Club',
        banner: 'code',
        description: 'Generated clients, compiled and called.',
      },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    accessToken = login.data.accessToken;
    const events = await api.GET('/api/events', {});
    expect(events.data?.events.map((event) => event.title)).toContain('Typed Client Meetup');
    expect(events.data?.events.find((event) => event.id === created.data?.id)?.going).toBe(false);

    // mentors: the directory answers its page and facets.
    const mentors = await api.GET('/api/user-mentors/mentors', {});
    expect(mentors.response.status).toBe(200);
    expect(Array.isArray(mentors.data?.mentors)).toBe(true);
    expect(mentors.data?.page).toBe(1);
    expect(Array.isArray(mentors.data?.facets.companies)).toBe(true);

    // notifications: the caller's page, with the unread count.
    const notifications = await api.GET('/api/notifications', {});
    expect(notifications.response.status).toBe(200);
    expect(notifications.data?.data).toEqual(expect.any(Array));
    expect(notifications.data?.unreadCount).toEqual(expect.any(Number));

    // An error answer is typed too: the one error shape.
    accessToken = undefined;
    const refused = await api.GET('/api/notifications', {});
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toEqual(expect.any(String));
  });
});
