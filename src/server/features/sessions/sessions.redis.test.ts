import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack } from '../../../shared/contracts/humanlib.js';
import { SESSION_ROOM_NAMESPACE, type RoomPresence, type SessionMessage } from '../../../shared/contracts/sessions.js';
import { bookings, users } from '../../db/schema/index.js';
import { createTestApp, redisInstancesEnv, type TestApp } from '../../test/app.js';
import { CROSS_INSTANCE_REQUEST_MS } from '../../platform/realtime.js';
import { connected, listen, nextEvent, settle, socketPool } from '../../test/network-helpers.js';

/**
 * One session room across two app instances joined through the running Redis: the student on one, the mentor on the
 * other. Each test app has its own database, so the rows a shared database would hold are written to both.
 */
describe.runIf(!!process.env.REDIS_URL)('session room across two instances through Redis', () => {
  const sockets = socketPool();
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let realtimeKey: string;

  beforeAll(async () => {
    const env = { ...redisInstancesEnv(), JOB_QUEUE_ENABLED: 'false' as const };
    realtimeKey = env.REALTIME_REDIS_KEY!;
    a = await createTestApp(env);
    b = await createTestApp(env);
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  }, 180_000);
  afterAll(async () => {
    sockets.closeAll();
    await a?.close();
    await b?.close();
  });

  const emitAck = async <T extends object = object>(socket: Socket, event: string, ...args: unknown[]) =>
    (await socket.timeout(5_000).emitWithAck(event, ...args)) as Ack<T>;

  /** A confirmed booking about to start, written to each of the instances' databases. */
  async function session(apps = [a.app, b.app]) {
    const [studentId, mentorId, bookingId] = [randomUUID(), randomUUID(), randomUUID()];
    for (const app of apps) {
      await app.db.insert(users).values([
        { id: studentId, email: `stu-${studentId.slice(0, 8)}@example.test`, emailVerifiedAt: new Date() },
        { id: mentorId, email: `men-${mentorId.slice(0, 8)}@example.test`, emailVerifiedAt: new Date(), role: 'mentor' },
      ]);
      await app.db.insert(bookings).values({
        id: bookingId,
        studentId,
        mentorId,
        scheduledAt: new Date(Date.now() + 60_000),
        status: 'confirmed',
        agenda: 'Across instances',
      });
    }
    const token = (userId: string, role: 'student' | 'mentor') => a.app.tokens.signAccess({ userId, role, sessionId: randomUUID() });
    return {
      bookingId,
      studentId,
      mentorId,
      studentToken: await token(studentId, 'student'),
      mentorToken: await token(mentorId, 'mentor'),
    };
  }

  const open = async (url: string, token: string) => {
    const socket = sockets.open(`${url}${SESSION_ROOM_NAMESPACE}`, token);
    await connected(socket);
    return socket;
  };

  it('shows presence, relays signals and delivers chat between a student on A and a mentor on B', async () => {
    const s = await session();
    const student = await open(urlA, s.studentToken);
    const mentor = await open(urlB, s.mentorToken);
    expect(await emitAck(student, 'join', { bookingId: s.bookingId })).toMatchObject({ ok: true });
    // The adapter's subscriptions settle just after start: presence is asked again until B sees A's socket.
    let presence: RoomPresence | undefined;
    for (let i = 0; i < 50; i += 1) {
      const ack = await emitAck<{ presence: RoomPresence }>(mentor, 'watch', { bookingId: s.bookingId });
      presence = ack.ok ? ack.presence : undefined;
      if (presence?.inCall.includes(s.studentId)) break;
      await settle(100);
    }
    expect(presence?.inCall).toEqual([s.studentId]);

    // Earlier presence broadcasts (the mentor's watches) may still be on their way: wait for the one with both.
    const bothInCall = new Promise<RoomPresence>((resolve) => {
      student.on('presence', (next: RoomPresence) => {
        if (next.inCall.includes(s.mentorId)) resolve(next);
      });
    });
    expect(await emitAck(mentor, 'join', { bookingId: s.bookingId })).toMatchObject({ ok: true, polite: false });
    expect((await bothInCall).inCall.sort()).toEqual([s.mentorId, s.studentId].sort());

    const offer = nextEvent(student, 'signal');
    mentor.emit('signal', { kind: 'description', type: 'offer', sdp: 'v=0 across' });
    expect(await offer).toEqual({ kind: 'description', type: 'offer', sdp: 'v=0 across' });

    const line = nextEvent<SessionMessage>(mentor, 'message');
    expect(await emitAck(student, 'message', { body: 'hello from instance A' })).toMatchObject({ ok: true });
    expect((await line).body).toBe('hello from instance A');
  });

  it('answers a join in time when an instance counted in the room question never answers, with this instance alone', async () => {
    const s = await session();
    // A third "instance" that subscribed to the namespace's questions and then hung: Redis counts it, it never answers.
    const hung = new Redis(process.env.REDIS_URL!);
    try {
      await hung.subscribe(`${realtimeKey}-request#${SESSION_ROOM_NAMESPACE}#`);
      const student = await open(urlA, s.studentToken);
      const started = Date.now();
      const ack = await emitAck<{ presence: RoomPresence }>(student, 'join', { bookingId: s.bookingId });
      expect(ack).toMatchObject({ ok: true, presence: { inCall: [s.studentId] } });
      expect(Date.now() - started).toBeLessThan(CROSS_INSTANCE_REQUEST_MS + 1_500);
    } finally {
      hung.disconnect();
    }
  });

  it('shares no room with instances of another deployment on the same Redis', async () => {
    const other = await createTestApp({ ...redisInstancesEnv(), JOB_QUEUE_ENABLED: 'false' });
    try {
      const s = await session([a.app, other.app]);
      const student = await open(urlA, s.studentToken);
      const mentorElsewhere = await open(await listen(other.app), s.mentorToken);
      expect(await emitAck(student, 'join', { bookingId: s.bookingId })).toMatchObject({ ok: true });
      // The same booking's room on the other deployment: with shared channels, the two would be one room.
      const ack = await emitAck<{ presence: RoomPresence }>(mentorElsewhere, 'join', { bookingId: s.bookingId });
      expect(ack).toMatchObject({ ok: true, presence: { inCall: [s.mentorId] } });
      const lines: unknown[] = [];
      mentorElsewhere.on('message', (line: unknown) => lines.push(line));
      expect(await emitAck(student, 'message', { body: 'only on this deployment' })).toMatchObject({ ok: true });
      await settle(500);
      expect(lines).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
