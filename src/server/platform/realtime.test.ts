import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, redisInstancesEnv, type TestApp } from '../test/app.js';
import {
  loginAs,
  signUpAndVerify,
  startAuthHarness,
  TEST_JWT_SECRET,
  uniqueEmail,
  type App,
  type AuthHarness,
} from '../test/auth-helpers.js';

const sockets: Socket[] = [];

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function openSocket(url: string, token?: string): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    timeout: 5_000,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  sockets.push(socket);
  return socket;
}

/** Resolves when the socket is connected; rejects with the handshake's refusal. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

/** Resolves with the handshake's refusal; rejects if the socket gets in. */
const refused = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was let in')));
    socket.once('connect_error', (error) => resolve(error));
  });

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Collects every `event` the socket receives. */
const record = (socket: Socket, event: string) => {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
};

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('realtime: Socket.IO on the API server', () => {
  let h: AuthHarness;
  let url: string;
  let alice: { id: string; accessToken: string; tempToken: string };
  let bob: { id: string; accessToken: string };

  beforeAll(async () => {
    h = await startAuthHarness();
    url = await listen(h.app);
    const a = await signUpAndVerify(h, uniqueEmail('rt-alice'));
    const b = await signUpAndVerify(h, uniqueEmail('rt-bob'));
    alice = { id: a.id, tempToken: a.tempToken, accessToken: (await loginAs(h.app, a.email)).accessToken };
    bob = { id: b.id, accessToken: (await loginAs(h.app, b.email)).accessToken };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h?.close();
  });

  it('refuses a socket without a token at the handshake', async () => {
    const error = await refused(openSocket(url));
    expect(error.message).toBe('Unauthorized');
  });

  it('refuses a socket with a garbage, an onboarding or an expired token', async () => {
    expect((await refused(openSocket(url, 'garbage'))).message).toBe('Unauthorized');
    // The tempToken from OTP verification is not an access token.
    expect((await refused(openSocket(url, alice.tempToken))).message).toBe('Unauthorized');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ role: 'student', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('campus-platform')
      .setAudience('access')
      .setSubject(alice.id)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await refused(openSocket(url, expired))).message).toBe('Unauthorized');
  });

  it('delivers emitToUser to the user’s sockets, and only to theirs', async () => {
    const aliceTab1 = openSocket(url, alice.accessToken);
    const aliceTab2 = openSocket(url, `Bearer ${alice.accessToken}`);
    const bobTab = openSocket(url, bob.accessToken);
    await Promise.all([connected(aliceTab1), connected(aliceTab2), connected(bobTab)]);
    const bobReceived = record(bobTab, 'notification');

    const payload = { id: randomUUID(), kind: 'connection-request', text: 'Bob wants to connect' };
    const got1 = nextEvent(aliceTab1, 'notification');
    const got2 = nextEvent(aliceTab2, 'notification');
    h.app.realtime.emitToUser(alice.id, 'notification', payload);
    expect(await got1).toEqual(payload);
    expect(await got2).toEqual(payload);

    // Bob gets his own, and never Alice's.
    const bobPayload = { id: randomUUID(), kind: 'message' };
    const gotBob = nextEvent(bobTab, 'notification');
    h.app.realtime.emitToUser(bob.id, 'notification', bobPayload);
    expect(await gotBob).toEqual(bobPayload);
    await settle(100);
    expect(bobReceived).toEqual([bobPayload]);
  });
});

describe.runIf(!!process.env.REDIS_URL)('realtime across instances through Redis', () => {
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
    for (const socket of sockets) socket.disconnect();
    await a?.close();
    await b?.close();
  });

  it('an emit on instance A reaches a socket connected to instance B', async () => {
    const userId = randomUUID();
    // Both instances share JWT_SECRET, so A's token is good on B.
    const token = await a.app.tokens.signAccess({ userId, role: 'student', sessionId: randomUUID() });
    const socket = openSocket(urlB, token);
    await connected(socket);

    const payload = { id: randomUUID(), text: 'from instance A' };
    const received = nextEvent(socket, 'notification', 10_000);
    // The adapter's subscription may still be settling right after start-up: emit until it arrives.
    let delivered = false;
    void received.then(
      () => (delivered = true),
      () => undefined,
    );
    for (let i = 0; i < 50 && !delivered; i += 1) {
      a.app.realtime.emitToUser(userId, 'notification', payload);
      await settle(100);
    }
    expect(await received).toEqual(payload);
  });

  it('an emit for another user on A does not reach B’s socket', async () => {
    const userId = randomUUID();
    const socket = openSocket(urlB, await a.app.tokens.signAccess({ userId, role: 'student', sessionId: randomUUID() }));
    await connected(socket);
    const received = record(socket, 'notification');
    a.app.realtime.emitToUser(randomUUID(), 'notification', { text: 'not for you' });
    const mine = nextEvent(socket, 'notification', 10_000);
    let delivered = false;
    void mine.then(
      () => (delivered = true),
      () => undefined,
    );
    for (let i = 0; i < 50 && !delivered; i += 1) {
      a.app.realtime.emitToUser(userId, 'notification', { text: 'for you' });
      await settle(100);
    }
    await mine;
    expect(received.every((p) => (p as { text: string }).text === 'for you')).toBe(true);
  });
});
