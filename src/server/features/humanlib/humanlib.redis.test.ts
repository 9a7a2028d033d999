import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMANLIB_NAMESPACE, type OnlineUser } from '../../../shared/contracts/humanlib.js';
import { humanlibAcceptances, humanlibBlocks, users } from '../../db/schema/index.js';
import { createTestApp, redisInstancesEnv, type TestApp } from '../../test/app.js';
import { call } from '../../test/careers-helpers.js';
import { emitAck, enter, matchPair } from '../../test/humanlib-helpers.js';
import { connected, listen, nextEvent, record, settle, socketPool } from '../../test/network-helpers.js';
import { accountRoom } from './humanlib.socket.js';

/**
 * Two app instances joined through the running Redis: one queue, one presence list, one set of
 * blocks for matching. Each test app has its own database, so the rows a shared database would
 * hold (accounts, acceptances, blocks) are written to both.
 */
describe.runIf(!!process.env.REDIS_URL)('Human Library across two instances through Redis', () => {
  const sockets = socketPool();
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    // A prefix of its own, so earlier runs and other suites never share this queue.
    const env = { ...redisInstancesEnv(), HUMANLIB_REDIS_PREFIX: `hl-test-${randomBytes(4).toString('hex')}:` };
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

  async function account(label: string) {
    const id = randomUUID();
    for (const app of [a.app, b.app]) {
      await app.db.insert(users).values({ id, email: `${label}-${id.slice(0, 8)}@example.test`, emailVerifiedAt: new Date() });
      await app.db.insert(humanlibAcceptances).values({ userId: id, confirmedAdult: true });
    }
    return { id, token: await a.app.tokens.signAccess({ userId: id, role: 'student', sessionId: randomUUID() }) };
  }

  /** The adapter's subscriptions settle just after start: wait until A's emits reach a socket on B. */
  async function adapterReady() {
    const probe = await account('probe');
    const socket = sockets.open(`${urlB}${HUMANLIB_NAMESPACE}`, probe.token);
    await connected(socket);
    const arrived = nextEvent(socket, 'typing', 10_000);
    let done = false;
    void arrived.then(
      () => (done = true),
      () => undefined,
    );
    for (let i = 0; i < 50 && !done; i += 1) {
      a.app.realtime.io.of(HUMANLIB_NAMESPACE).to(accountRoom(probe.id)).emit('typing', { typing: true });
      await settle(100);
    }
    await arrived;
    socket.disconnect();
  }

  it('matches users on different instances and delivers their messages; the online list spans both', async () => {
    await adapterReady();
    const [xavier, yara] = [await account('xavier'), await account('yara')];
    const x = await enter(sockets, urlA, xavier.token, 'Xeno');
    const y = await enter(sockets, urlB, yara.token, 'Yew');
    const onlineFromA = (await call(a.app, 'GET', '/api/human-lib/getOnlineUsers', { token: xavier.token })).json() as OnlineUser[];
    expect(onlineFromA).toContainEqual({ userId: y.visitId, nickname: 'Yew' });
    expect(JSON.stringify(onlineFromA)).not.toContain(yara.id);

    await matchPair(x, y);
    const atYara = nextEvent<{ text: string }>(y.socket, 'message');
    await emitAck(x.socket, 'message', { text: 'hello from instance A, my mail is x@y.com' });
    expect((await atYara).text).toBe('hello from instance A, my mail is [email hidden]');
  });

  it('never matches a blocked pair again across instances, also after reconnecting', async () => {
    const [xavier, yara, zed] = [await account('xavier'), await account('yara'), await account('zed')];
    let x = await enter(sockets, urlA, xavier.token, 'Xeno');
    let y = await enter(sockets, urlB, yara.token, 'Yew');
    await matchPair(x, y);
    const ended = nextEvent(y.socket, 'chat-ended');
    expect(await emitAck(x.socket, 'block')).toEqual({ ok: true });
    await ended;
    // The block as the shared database would hold it for instance B.
    await b.app.db.insert(humanlibBlocks).values({ blockerId: xavier.id, blockedId: yara.id });

    x.socket.disconnect();
    y.socket.disconnect();
    await settle(200);
    y = await enter(sockets, urlB, yara.token, 'Yew');
    x = await enter(sockets, urlA, xavier.token, 'Xeno');
    const matchedX = record(x.socket, 'matched');
    const matchedY = record(y.socket, 'matched');
    await emitAck(y.socket, 'queue');
    await emitAck(x.socket, 'queue');
    await settle(500);
    expect(matchedX).toEqual([]);
    expect(matchedY).toEqual([]);

    const z = await enter(sockets, urlB, zed.token, 'Zinnia');
    const matchedZ = nextEvent<{ partner: { userId: string } }>(z.socket, 'matched');
    await emitAck(z.socket, 'queue');
    expect([x.visitId, y.visitId]).toContain((await matchedZ).partner.userId);
  });
});
