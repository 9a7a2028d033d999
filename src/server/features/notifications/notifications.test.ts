import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDays, istToUtc, type BookingResponse } from '../../../shared/contracts/mentors.js';
import { NOTIFICATION_EVENTS, type NotificationCreatedEvent, type NotificationsResponse } from '../../../shared/contracts/notifications.js';
import { mentorProfiles, notifications, users } from '../../db/schema/index.js';
import { createTestApp, redisInstancesEnv, type TestApp } from '../../test/app.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';
import { connected, listen, nextEvent, record, refused, settle, socketPool } from '../../test/network-helpers.js';
import { countStatements } from '../../test/statements.js';
import { createNotification } from './index.js';

const sockets = socketPool();
let h: AuthHarness;
let url: string;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  url = await listen(h.app);
  alice = await createUser(h, 'student', 'nt-alice');
  bob = await createUser(h, 'student', 'nt-bob');
}, 60_000);
afterAll(async () => {
  sockets.closeAll();
  await h?.close();
});

/** Stores `count` notifications for the user, one minute apart (the last is the newest); answers their ids, oldest first. */
async function seedNotifications(userId: string, count: number, label: string): Promise<string[]> {
  const now = Date.now();
  const rows = await h.app.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        senderName: 'Test Sender',
        type: 'connection_request',
        message: `${label} ${index}`,
        createdAt: new Date(now - (count - index) * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

const list = async (user: TestUser, query = '') => {
  const res = await call(h.app, 'GET', `/api/notifications${query}`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationsResponse;
};
const unreadOf = async (user: TestUser) =>
  ((await call(h.app, 'GET', '/api/notifications/unread-count', { token: user.token })).json() as { unreadCount: number }).unreadCount;
const clear = (userId: string) => h.app.db.delete(notifications).where(eq(notifications.userId, userId));

describe('notifications API', () => {
  it('needs a session', async () => {
    expectError(await call(h.app, 'GET', '/api/notifications'), 401);
    expectError(await call(h.app, 'PATCH', '/api/notifications/read', { body: { notificationIds: [randomUUID()] } }), 401);
  });

  it('pages newest first, filters by isRead, and counts unread on the server', async () => {
    await clear(alice.id);
    const ids = await seedNotifications(alice.id, 12, 'page');
    const first = await list(alice, '?page=1&limit=10');
    expect(first.data.map((n) => n.message)).toEqual(Array.from({ length: 10 }, (_, i) => `page ${11 - i}`));
    expect(first).toMatchObject({ page: 1, limit: 10, total: 12, hasMore: true, unreadCount: 12 });
    expect(first.data[0]).toMatchObject({ _id: ids[11], sender: { id: null, name: 'Test Sender', avatar: null }, read: false });

    const second = await list(alice, '?page=2&limit=10');
    expect(second.data.map((n) => n._id)).toEqual([ids[1], ids[0]]);
    expect(second.hasMore).toBe(false);

    // The default page size is the spec's 10.
    expect((await list(alice)).data).toHaveLength(10);

    const marked = await call(h.app, 'PATCH', '/api/notifications/read', {
      token: alice.token,
      body: { notificationIds: ids.slice(0, 3) },
    });
    expect(marked.json()).toEqual({ changed: 3, unreadCount: 9 });
    const unread = await list(alice, '?isRead=false&limit=100');
    expect(unread.total).toBe(9);
    expect(unread.data.every((n) => !n.read)).toBe(true);
    expect(unread.data.map((n) => n._id)).not.toContain(ids[0]);
    const read = await list(alice, '?isRead=true');
    expect(read.data.map((n) => n._id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(read.data.every((n) => n.read)).toBe(true);
    expect(read.unreadCount).toBe(9);

    // Marking again changes nothing.
    const again = await call(h.app, 'PATCH', '/api/notifications/read', { token: alice.token, body: { notificationIds: ids.slice(0, 3) } });
    expect(again.json()).toEqual({ changed: 0, unreadCount: 9 });
  });

  it('reads a page with its total and the unread count in one statement, an empty page included', async () => {
    await clear(bob.id);
    const ids = await seedNotifications(bob.id, 5, 'single');
    await call(h.app, 'PATCH', '/api/notifications/read', { token: bob.token, body: { notificationIds: ids.slice(0, 2) } });
    const statements = countStatements(h.app);
    try {
      const cases: [string, { total: number; unreadCount: number; shown: number; hasMore: boolean }][] = [
        ['?page=1&limit=10&isRead=false', { total: 3, unreadCount: 3, shown: 3, hasMore: false }],
        ['?page=1&limit=2', { total: 5, unreadCount: 3, shown: 2, hasMore: true }],
        ['?isRead=true', { total: 2, unreadCount: 3, shown: 2, hasMore: false }],
        ['?page=4&limit=10', { total: 5, unreadCount: 3, shown: 0, hasMore: false }],
      ];
      for (const [query, expected] of cases) {
        let page: NotificationsResponse | undefined;
        expect(await statements.during(async () => (page = await list(bob, query))), query).toBe(1);
        const { total, unreadCount, hasMore } = page!;
        expect({ total, unreadCount, hasMore, shown: page!.data.length }, query).toEqual(expected);
      }
    } finally {
      statements.restore();
    }
  });

  it('validates ids and the page query', async () => {
    expectError(await call(h.app, 'PATCH', '/api/notifications/read', { token: alice.token, body: { notificationIds: [] } }), 400);
    expectError(await call(h.app, 'DELETE', '/api/notifications', { token: alice.token, body: { notificationIds: ['nope'] } }), 400);
    expectError(await call(h.app, 'GET', '/api/notifications?limit=0', { token: alice.token }), 400);
  });

  it('B cannot read, mark or delete A’s notifications: their ids are ignored', async () => {
    await clear(alice.id);
    await clear(bob.id);
    const aliceIds = await seedNotifications(alice.id, 3, 'alice');
    const bobIds = await seedNotifications(bob.id, 1, 'bob');

    const bobs = await list(bob, '?limit=100');
    expect(bobs.data.map((n) => n._id)).toEqual(bobIds);
    expect(bobs.unreadCount).toBe(1);

    const mark = await call(h.app, 'PATCH', '/api/notifications/read', {
      token: bob.token,
      body: { notificationIds: [...aliceIds, ...bobIds] },
    });
    expect(mark.json()).toEqual({ changed: 1, unreadCount: 0 });
    const del = await call(h.app, 'DELETE', '/api/notifications', { token: bob.token, body: { notificationIds: aliceIds } });
    expect(del.json()).toEqual({ changed: 0, unreadCount: 0 });

    const stored = await h.app.db.select().from(notifications).where(inArray(notifications.id, aliceIds));
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.readAt === null)).toBe(true);
    expect(await unreadOf(alice)).toBe(3);
  });

  it('keeps the unread count true after marking, deleting and reading all', async () => {
    await clear(alice.id);
    const ids = await seedNotifications(alice.id, 5, 'count');
    expect(await unreadOf(alice)).toBe(5);

    expect(
      (await call(h.app, 'PATCH', '/api/notifications/read', { token: alice.token, body: { notificationIds: [ids[0]] } })).json(),
    ).toEqual({ changed: 1, unreadCount: 4 });
    // Deleting one read and one unread: only the unread one lowers the count.
    const del = await call(h.app, 'DELETE', '/api/notifications', { token: alice.token, body: { notificationIds: [ids[0], ids[1]] } });
    expect(del.json()).toEqual({ changed: 2, unreadCount: 3 });
    expect((await list(alice)).total).toBe(3);

    const all = await call(h.app, 'PATCH', '/api/notifications/read-all', { token: alice.token, body: {} });
    expect(all.json()).toEqual({ changed: 3, unreadCount: 0 });
    expect(await unreadOf(alice)).toBe(0);
  });
});

describe('live delivery over Socket.IO', () => {
  it('refuses a socket without a valid token at the handshake', async () => {
    expect((await refused(sockets.open(url))).message).toBe('Unauthorized');
    expect((await refused(sockets.open(url, 'not-a-token'))).message).toBe('Unauthorized');
  });

  it('a committed notification reaches the receiver’s socket with the unread count, and no one else’s', async () => {
    await clear(bob.id);
    await seedNotifications(bob.id, 2, 'earlier');
    const bobTab = sockets.open(url, bob.token);
    const aliceTab = sockets.open(url, alice.token);
    await Promise.all([connected(bobTab), connected(aliceTab)]);
    const aliceGot = record(aliceTab, NOTIFICATION_EVENTS.created);

    const received = nextEvent<NotificationCreatedEvent>(bobTab, NOTIFICATION_EVENTS.created);
    const row = await h.app.db.transaction((tx) =>
      createNotification(tx, {
        userId: bob.id,
        senderId: alice.id,
        senderName: 'Alice',
        type: 'connection_request',
        message: 'Alice wants to connect.',
        link: `/AfterConnecting/${alice.id}`,
      }),
    );
    await h.app.notifier.notify([row]);
    const event = await received;
    expect(event.unreadCount).toBe(3);
    expect(event.notification).toMatchObject({
      _id: row.id,
      sender: { id: alice.id, name: 'Alice' },
      message: 'Alice wants to connect.',
      read: false,
      type: 'connection_request',
      link: `/AfterConnecting/${alice.id}`,
    });
    await settle(100);
    expect(aliceGot).toEqual([]);
  });

  it('marking read in one tab tells every tab of the user the new count', async () => {
    await clear(alice.id);
    const ids = await seedNotifications(alice.id, 4, 'tabs');
    const tab1 = sockets.open(url, alice.token);
    const tab2 = sockets.open(url, alice.token);
    const bobTab = sockets.open(url, bob.token);
    await Promise.all([connected(tab1), connected(tab2), connected(bobTab)]);
    const bobGot = record(bobTab, NOTIFICATION_EVENTS.unread);

    const inTab1 = nextEvent(tab1, NOTIFICATION_EVENTS.unread);
    const inTab2 = nextEvent(tab2, NOTIFICATION_EVENTS.unread);
    await call(h.app, 'PATCH', '/api/notifications/read', { token: alice.token, body: { notificationIds: ids.slice(0, 3) } });
    expect(await inTab1).toEqual({ unreadCount: 1 });
    expect(await inTab2).toEqual({ unreadCount: 1 });

    const afterDelete = nextEvent(tab2, NOTIFICATION_EVENTS.unread);
    await call(h.app, 'DELETE', '/api/notifications', { token: alice.token, body: { notificationIds: [ids[3]] } });
    expect(await afterDelete).toEqual({ unreadCount: 0 });
    await settle(100);
    expect(bobGot).toEqual([]);
  });

  it('a career application status change reaches the student live', async () => {
    const admin = await createUser(h, 'admin', 'nt-admin');
    const job = await createJob(h.app, admin.token, { title: 'Live Intern', companyName: 'Socket Works' });
    const applied = await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: alice.token, body: {} });
    const applicationId = (applied.json() as { id: string }).id;
    const tab = sockets.open(url, alice.token);
    await connected(tab);

    const received = nextEvent<NotificationCreatedEvent>(tab, NOTIFICATION_EVENTS.created);
    await call(h.app, 'PATCH', `/api/admin/applications/${applicationId}`, { token: admin.token, body: { status: 'shortlisted' } });
    const event = await received;
    expect(event.notification).toMatchObject({
      type: 'application_status',
      sender: { name: 'Career Zone' },
      message: 'Your application for Live Intern at Socket Works is now shortlisted.',
      link: `/CareerZoneDetails/${job.id}`,
    });
    expect(event.unreadCount).toBe(await unreadOf(alice));
  });

  it('a booking request reaches the mentor live, and the answer reaches the student', async () => {
    const mentor = await createUser(h, 'mentor', 'nt-mentor');
    await h.app.db.insert(mentorProfiles).values({ userId: mentor.id, fullName: 'Live Mentor', headline: 'Engineer' });
    const mentorTab = sockets.open(url, mentor.token);
    const studentTab = sockets.open(url, bob.token);
    await Promise.all([connected(mentorTab), connected(studentTab)]);

    const requested = nextEvent<NotificationCreatedEvent>(mentorTab, NOTIFICATION_EVENTS.created);
    const res = await call(h.app, 'POST', `/api/user-mentors/mentors/${mentor.id}/book`, {
      token: bob.token,
      body: {
        mentorId: mentor.id,
        scheduledTime: istToUtc(bookableDays()[0]!, 600).toISOString(),
        sessionType: 'career_guidance',
        duration: 60,
        chatEnabled: true,
        agenda: 'Live notifications',
        learningGoals: '',
        specificAdvice: '',
        previousSteps: '',
        challenges: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json() as BookingResponse;
    const toMentor = await requested;
    expect(toMentor.notification).toMatchObject({ type: 'booking_requested', sender: { id: bob.id }, link: '/MentorRequests' });
    expect(toMentor.unreadCount).toBe(1);

    const accepted = nextEvent<NotificationCreatedEvent>(studentTab, NOTIFICATION_EVENTS.created);
    expect(
      (await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/accept`, { token: mentor.token, body: {} })).statusCode,
    ).toBe(200);
    const toStudent = await accepted;
    expect(toStudent.notification).toMatchObject({
      type: 'booking_accepted',
      sender: { id: mentor.id, name: 'Live Mentor' },
      link: '/MySessions',
    });
    expect(toStudent.unreadCount).toBe(await unreadOf(bob));

    const cancelled = nextEvent<NotificationCreatedEvent>(mentorTab, NOTIFICATION_EVENTS.created);
    await call(h.app, 'POST', `/api/user-mentors/bookings/${booking.id}/cancel`, { token: bob.token, body: { reason: 'Exams' } });
    expect((await cancelled).notification).toMatchObject({ type: 'booking_cancelled', sender: { id: bob.id } });
  });
});

describe.runIf(!!process.env.REDIS_URL)('live delivery across two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;

  beforeAll(async () => {
    const env = redisInstancesEnv();
    a = await createTestApp(env);
    b = await createTestApp(env);
    await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    sockets.closeAll();
    await a?.close();
    await b?.close();
  });

  /** Repeats `act` until the socket has the event: the adapter's subscription may still be settling right after start-up. */
  async function untilReceived<T>(socket: ReturnType<typeof sockets.open>, event: string, act: () => Promise<unknown>): Promise<T> {
    const received = nextEvent<T>(socket, event, 10_000);
    let done = false;
    void received.then(
      () => (done = true),
      () => undefined,
    );
    for (let i = 0; i < 50 && !done; i += 1) {
      await act();
      await settle(100);
    }
    return received;
  }

  it('a notification emitted on instance A reaches a socket on instance B', async () => {
    const userId = randomUUID();
    const socket = sockets.open(urlB, await a.app.tokens.signAccess({ userId, role: 'student', sessionId: randomUUID() }));
    await connected(socket);
    const payload: NotificationCreatedEvent = {
      notification: {
        _id: randomUUID(),
        sender: { id: null, name: 'Instance A', avatar: null },
        message: 'From the other instance.',
        createdAt: new Date().toISOString(),
        read: false,
        type: 'connection_request',
        link: null,
      },
      unreadCount: 1,
    };
    const event = await untilReceived(socket, NOTIFICATION_EVENTS.created, async () =>
      a.app.realtime.emitToUser(userId, NOTIFICATION_EVENTS.created, payload),
    );
    expect(event).toEqual(payload);
  });

  it('a real API call on instance A updates the count in a tab connected to instance B', async () => {
    // The user exists on A only; B's socket trusts A's token because the instances share the JWT secret.
    const [user] = await a.app.db
      .insert(users)
      .values({ email: `cross-${randomUUID()}@example.test` })
      .returning({ id: users.id });
    const token = await a.app.tokens.signAccess({ userId: user!.id, role: 'student', sessionId: randomUUID() });
    const [row] = await a.app.db
      .insert(notifications)
      .values([
        { userId: user!.id, senderName: 'X', type: 'message', message: 'one' },
        { userId: user!.id, senderName: 'X', type: 'message', message: 'two' },
      ])
      .returning({ id: notifications.id });
    const socket = sockets.open(urlB, token);
    await connected(socket);
    const event = await untilReceived<{ unreadCount: number }>(socket, NOTIFICATION_EVENTS.unread, () =>
      call(a.app, 'PATCH', '/api/notifications/read', { token, body: { notificationIds: [row!.id] } }),
    );
    expect(event).toEqual({ unreadCount: 1 });
  });
});
