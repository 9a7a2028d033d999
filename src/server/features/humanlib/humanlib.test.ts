import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CRISIS_HELPLINES,
  HUMANLIB_LIMITS,
  HUMANLIB_MESSAGES,
  HUMANLIB_NAMESPACE,
  type HumanlibStatus,
  type OnlineUser,
  type ReportDetail,
  type ReportsResponse,
} from '../../../shared/contracts/humanlib.js';
import { humanlibBlocks, users } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { createHumanlibUser, emitAck, enter, matchPair, type Visitor } from '../../test/humanlib-helpers.js';
import { connected, listen, makeBlocked, nextEvent, record, refused, settle, socketPool } from '../../test/network-helpers.js';

const sockets = socketPool();
let h: AuthHarness;
let url: string;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  h = await startAuthHarness();
  url = await listen(h.app);
  admin = await createUser(h, 'admin', 'hl-admin');
}, 180_000);
afterEach(async () => {
  sockets.closeAll();
  // Lets the server run its disconnect clean-up before the next test queues anyone.
  await settle(150);
});
afterAll(async () => {
  sockets.closeAll();
  await h?.close();
});

const person = () => createHumanlibUser(h, `hl-${(counter += 1)}`);
const join = (user: TestUser, nickname = `nick-${(counter += 1)}`) => enter(sockets, url, user.token, nickname);
const online = (user: TestUser) => call(h.app, 'GET', '/api/human-lib/getOnlineUsers', { token: user.token });

describe('rules acceptance and entry', () => {
  it('stores the acceptance only with the 18+ confirmation, and reports what entry needs', async () => {
    const user = await createUser(h, 'student', 'hl-accept');
    const before = await call(h.app, 'GET', '/api/human-lib/status', { token: user.token });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ accepted: false, canEnter: false, refusal: 'RULES_NOT_ACCEPTED', emailVerified: true });
    expectError(await online(user), 403, { code: 'RULES_NOT_ACCEPTED', message: HUMANLIB_MESSAGES.rulesNotAccepted });

    const refusedBody = await call(h.app, 'POST', '/api/human-lib/accept', { token: user.token, body: { confirmedAdult: false } });
    expectError(refusedBody, 400, { message: HUMANLIB_MESSAGES.adultRequired });
    expectError(await call(h.app, 'POST', '/api/human-lib/accept', { token: user.token, body: {} }), 400);

    const accepted = await call(h.app, 'POST', '/api/human-lib/accept', { token: user.token, body: { confirmedAdult: true } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const status = accepted.json() as HumanlibStatus;
    expect(status).toMatchObject({ accepted: true, confirmedAdult: true, canEnter: true, refusal: null, suspended: false });
    expect(Array.isArray(status.iceServers)).toBe(true);
    expect((await online(user)).statusCode).toBe(200);
  });

  it('refuses a socket without a session', async () => {
    const error = await refused(sockets.open(`${url}${HUMANLIB_NAMESPACE}`));
    expect(error.message).toBe(HUMANLIB_MESSAGES.notSignedIn);
    const forged = await refused(sockets.open(`${url}${HUMANLIB_NAMESPACE}`, 'not-a-token'));
    expect(forged.message).toBe(HUMANLIB_MESSAGES.notSignedIn);
    expectError(await call(h.app, 'GET', '/api/human-lib/getOnlineUsers'), 401);
  });

  it('refuses an account whose email is not verified, on the socket and on getOnlineUsers', async () => {
    const user = await person();
    await h.app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const error = await refused(sockets.open(`${url}${HUMANLIB_NAMESPACE}`, user.token));
    expect(error.message).toBe(HUMANLIB_MESSAGES.emailNotVerified);
    expect((error as Error & { data?: { code: string } }).data?.code).toBe('NOT_VERIFIED');
    expectError(await online(user), 403, { code: 'NOT_VERIFIED' });
  });

  it('refuses an account that has not accepted the rules', async () => {
    const user = await createUser(h, 'student', 'hl-no-rules');
    const error = await refused(sockets.open(`${url}${HUMANLIB_NAMESPACE}`, user.token));
    expect(error.message).toBe(HUMANLIB_MESSAGES.rulesNotAccepted);
  });

  it('suspends from the console: live sockets are told and closed, new ones refused, lifting lets them back', async () => {
    const user = await person();
    const visitor = await join(user);
    const notice = nextEvent<{ code: string; message: string }>(visitor.socket, 'humanlib:error');
    const closed = nextEvent<string>(visitor.socket, 'disconnect');
    const suspend = await call(h.app, 'POST', '/api/admin/human-lib/suspensions', {
      token: admin.token,
      body: { userId: user.id, reason: 'Harassment in chat' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await notice).toEqual({ code: 'SUSPENDED', message: HUMANLIB_MESSAGES.suspended });
    expect(await closed).toBe('io server disconnect');

    const error = await refused(sockets.open(`${url}${HUMANLIB_NAMESPACE}`, user.token));
    expect(error.message).toBe(HUMANLIB_MESSAGES.suspended);
    expectError(await online(user), 403, { code: 'SUSPENDED' });
    const list = await call(h.app, 'GET', '/api/admin/human-lib/suspensions', { token: admin.token });
    expect(list.json()).toMatchObject({ data: [{ userId: user.id, reason: 'Harassment in chat' }] });

    const lift = await call(h.app, 'DELETE', `/api/admin/human-lib/suspensions/${user.id}`, { token: admin.token });
    expect(lift.statusCode, lift.body).toBe(200);
    await connected(sockets.open(`${url}${HUMANLIB_NAMESPACE}`, user.token));
  });

  it('keeps the operator routes for operators', async () => {
    const student = await person();
    expectError(await call(h.app, 'GET', '/api/admin/human-lib/reports', { token: student.token }), 403);
    expectError(
      await call(h.app, 'POST', '/api/admin/human-lib/suspensions', { token: student.token, body: { userId: admin.id, reason: 'x' } }),
      403,
    );
  });
});

describe('online users', () => {
  it('lists nicknames under anonymous per-visit ids that carry nothing of the account', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const first = await join(alice, 'Moonlight');
    const res = await online(bob);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as OnlineUser[];
    expect(list).toContainEqual({ userId: first.visitId, nickname: 'Moonlight' });
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['nickname', 'userId']);
    expect(res.body).not.toContain(alice.id);
    expect(res.body).not.toContain(alice.email);
    // The caller's own visits are not offered to it.
    expect(((await online(alice)).json() as OnlineUser[]).map((entry) => entry.userId)).not.toContain(first.visitId);

    // A new visit of the same account gets a new id: nothing stable to follow.
    first.socket.disconnect();
    await settle(150);
    const second = await join(alice, 'Moonlight');
    expect(second.visitId).not.toBe(first.visitId);
    const after = (await online(bob)).json() as OnlineUser[];
    expect(after.map((entry) => entry.userId)).toContain(second.visitId);
    expect(after.map((entry) => entry.userId)).not.toContain(first.visitId);
  });

  it('tells everyone waiting when someone arrives or leaves, over the socket', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const arrived = nextEvent(a.socket, 'online-changed');
    const b = await join(bob);
    await arrived;
    expect(((await online(alice)).json() as OnlineUser[]).map((entry) => entry.userId)).toContain(b.visitId);
    const left = nextEvent(a.socket, 'online-changed');
    b.socket.disconnect();
    await left;
    expect(((await online(alice)).json() as OnlineUser[]).map((entry) => entry.userId)).not.toContain(b.visitId);
  });

  it('hides a blocked pair from each other, whichever feature blocked and under any nickname', async () => {
    const [alice, bob, carol, dave] = await Promise.all([person(), person(), person(), person()]);
    const a = await join(alice, 'Sunflower');
    const b = await join(bob, 'Quiet river');
    await matchPair(a, b);
    expect(await emitAck(a.socket, 'block')).toEqual({ ok: true });
    // A new visit under another nickname changes nothing.
    b.socket.disconnect();
    await settle(150);
    const b2 = await join(bob, 'Someone new');
    const ids = async (user: TestUser) => ((await online(user)).json() as OnlineUser[]).map((entry) => entry.userId);
    expect(await ids(alice)).not.toContain(b2.visitId);
    expect(await ids(bob)).not.toContain(a.visitId);
    // The connections feature's block counts too, either way; others still see both.
    await makeBlocked(h.app, dave.id, carol.id);
    const c = await join(carol);
    const d = await join(dave);
    expect(await ids(carol)).not.toContain(d.visitId);
    expect(await ids(dave)).not.toContain(c.visitId);
    expect(await ids(carol)).toEqual(expect.arrayContaining([a.visitId, b2.visitId]));
  });

  it('refuses a nickname that is empty after trimming', async () => {
    const user = await person();
    const socket = sockets.open(`${url}${HUMANLIB_NAMESPACE}`, user.token);
    await connected(socket);
    expect(await emitAck(socket, 'join', { nickname: '   ' })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: HUMANLIB_MESSAGES.nicknameRequired,
    });
    expect(await emitAck(socket, 'queue')).toMatchObject({ ok: false, code: 'NOT_JOINED' });
  });
});

describe('matching and chat', () => {
  it('matches two waiting users, delivers messages and typing, and requeues the one who skips', async () => {
    const [alice, bob, carol] = await Promise.all([person(), person(), person()]);
    const a = await join(alice, 'Ash');
    const b = await join(bob, 'Birch');
    const { forA, forB } = await matchPair(a, b);
    expect(forA.partner.nickname).toBe('Birch');
    expect(forB.partner.nickname).toBe('Ash');
    expect(JSON.stringify([forA, forB])).not.toMatch(new RegExp(`${alice.id}|${bob.id}`));

    const typing = nextEvent<{ typing: boolean }>(b.socket, 'typing');
    a.socket.emit('typing', { typing: true });
    expect(await typing).toEqual({ typing: true });

    const atBob = nextEvent<{ from: string; text: string }>(b.socket, 'message');
    const echo = nextEvent<{ from: string; text: string }>(a.socket, 'message');
    expect(await emitAck(a.socket, 'message', { text: 'Hi, exams are stressing me out' })).toMatchObject({ ok: true });
    expect(await atBob).toMatchObject({ from: 'partner', text: 'Hi, exams are stressing me out' });
    expect(await echo).toMatchObject({ from: 'me', text: 'Hi, exams are stressing me out' });
    const atAlice = nextEvent<{ text: string }>(a.socket, 'message');
    await emitAck(b.socket, 'message', { text: 'Same here. Which subject?' });
    expect((await atAlice).text).toBe('Same here. Which subject?');

    const tooLong = await emitAck(a.socket, 'message', { text: 'x'.repeat(HUMANLIB_LIMITS.messageMaxLength + 1) });
    expect(tooLong).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: HUMANLIB_MESSAGES.messageTooLong });

    const ended = nextEvent<{ reason: string }>(a.socket, 'chat-ended');
    const bobEnded = nextEvent<{ reason: string }>(b.socket, 'chat-ended');
    const bobWaiting = nextEvent(b.socket, 'waiting');
    expect(await emitAck(b.socket, 'skip')).toEqual({ ok: true });
    expect(await ended).toEqual({ reason: 'partner-skipped' });
    expect(await bobEnded).toEqual({ reason: 'skipped' });
    await bobWaiting;
    // After the skip, nothing Alice sends reaches Bob.
    expect(await emitAck(a.socket, 'message', { text: 'hello?' })).toMatchObject({ ok: false, code: 'NOT_IN_CHAT' });

    // Bob is back in the queue: the next newcomer is matched with him.
    const c = await join(carol, 'Cedar');
    const bobMatched = nextEvent<{ partner: { userId: string } }>(b.socket, 'matched');
    expect(await emitAck(c.socket, 'queue')).toEqual({ ok: true });
    expect((await bobMatched).partner.userId).toBe(c.visitId);
  });

  it('does not match two visits of the same account, nor recent partners', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a1 = await join(alice);
    const a2 = await join(alice);
    const waiting1 = nextEvent(a1.socket, 'waiting');
    const waiting2 = nextEvent(a2.socket, 'waiting');
    await emitAck(a1.socket, 'queue');
    await emitAck(a2.socket, 'queue');
    await Promise.all([waiting1, waiting2]);
    a2.socket.disconnect();
    const b = await join(bob);
    const matched = nextEvent<{ partner: { userId: string } }>(b.socket, 'matched');
    await emitAck(b.socket, 'queue');
    expect((await matched).partner.userId).toBe(a1.visitId);
    await emitAck(b.socket, 'skip');
    // Alice (requeued by hand) and Bob both wait, but were just partners: no new match.
    const matchedAgain = record(a1.socket, 'matched');
    await emitAck(a1.socket, 'queue');
    await settle(300);
    expect(matchedAgain).toEqual([]);
  });

  it('announces a partner who disconnects', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    const ended = nextEvent<{ reason: string }>(a.socket, 'chat-ended');
    b.socket.disconnect();
    expect(await ended).toEqual({ reason: 'partner-disconnected' });
  });

  it('masks a phone number, an email and a spelled-out number before delivery and tells the sender why', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    const received = record<{ text: string }>(b.socket, 'message');
    const notices = record<{ reasons: string[]; message: string }>(a.socket, 'masked');
    await emitAck(a.socket, 'message', { text: 'call me on +91 98765 43210' });
    await emitAck(a.socket, 'message', { text: 'or mail priya.sharma@gmail.com' });
    await emitAck(a.socket, 'message', { text: 'nine eight seven six five four three two one zero' });
    await emitAck(a.socket, 'message', { text: 'priya at gmail dot com' });
    await emitAck(a.socket, 'message', { text: 'I am 21 and in semester 5' });
    await settle(100);
    expect(received.map((message) => message.text)).toEqual([
      'call me on [number hidden]',
      'or mail [email hidden]',
      '[number hidden]',
      '[email hidden]',
      'I am 21 and in semester 5',
    ]);
    expect(notices).toHaveLength(4);
    expect(notices[0]).toEqual({ reasons: ['phone'], message: HUMANLIB_MESSAGES.masked });
    expect(notices[1]!.reasons).toEqual(['email']);
  });

  it('drops a flood beyond the per-socket limit, warns the sender, and the server stays healthy', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    const received = record(b.socket, 'message');
    const warned = nextEvent<{ code: string }>(a.socket, 'humanlib:error');
    for (let i = 0; i < 300; i += 1) a.socket.emit('message', { text: `spam ${i}` });
    expect(await warned).toMatchObject({ code: 'RATE_LIMITED', message: HUMANLIB_MESSAGES.rateLimited });
    await settle(500);
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThanOrEqual(HUMANLIB_LIMITS.messagesPerWindow);
    expect(a.socket.connected).toBe(true);
    const health = await call(h.app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    // Bob, who did not flood, still talks.
    const atAlice = nextEvent<{ text: string }>(a.socket, 'message');
    await emitAck(b.socket, 'message', { text: 'you ok?' });
    expect((await atAlice).text).toBe('you ok?');
  });
});

describe('block, report and the crisis rule', () => {
  it('never matches a blocked pair again, also after both reconnect', async () => {
    const [alice, bob, carol] = await Promise.all([person(), person(), person()]);
    let a: Visitor = await join(alice);
    let b: Visitor = await join(bob);
    await matchPair(a, b);
    const bobEnded = nextEvent<{ reason: string }>(b.socket, 'chat-ended');
    expect(await emitAck(a.socket, 'block')).toEqual({ ok: true });
    // The blocked side only hears that the chat ended.
    expect(await bobEnded).toEqual({ reason: 'partner-left' });
    const [row] = await h.app.db.select().from(humanlibBlocks).where(eq(humanlibBlocks.blockerId, alice.id));
    expect(row?.blockedId).toBe(bob.id);

    a.socket.disconnect();
    b.socket.disconnect();
    await settle(150);
    a = await join(alice);
    b = await join(bob);
    const aMatched = record(a.socket, 'matched');
    const bMatched = record(b.socket, 'matched');
    await emitAck(a.socket, 'queue');
    await emitAck(b.socket, 'queue');
    await settle(300);
    expect(aMatched).toEqual([]);
    expect(bMatched).toEqual([]);
    // Both are matchable by someone else.
    const c = await join(carol);
    const carolMatched = nextEvent<{ partner: { userId: string } }>(c.socket, 'matched');
    await emitAck(c.socket, 'queue');
    expect([a.visitId, b.visitId]).toContain((await carolMatched).partner.userId);
  });

  it('honours a block made in the connections feature', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    await makeBlocked(h.app, bob.id, alice.id);
    const a = await join(alice);
    const b = await join(bob);
    const matched = record(a.socket, 'matched');
    await emitAck(a.socket, 'queue');
    await emitAck(b.socket, 'queue');
    await settle(300);
    expect(matched).toEqual([]);
  });

  it('stores a report with the last messages of the chat for operators, who can resolve it', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    await emitAck(b.socket, 'message', { text: 'send me your number 98765 43210' });
    await emitAck(a.socket, 'message', { text: 'no, stop' });
    expect(await emitAck(a.socket, 'report', { reason: 'Asking for my number' })).toEqual({ ok: true });

    const list = await call(h.app, 'GET', '/api/admin/human-lib/reports', { token: admin.token });
    expect(list.statusCode, list.body).toBe(200);
    const report = (list.json() as ReportsResponse).data.find((entry) => entry.reported.id === bob.id);
    expect(report).toMatchObject({ reason: 'Asking for my number', crisis: false, status: 'open', reporterEmail: alice.email });
    const detail = await call(h.app, 'GET', `/api/admin/human-lib/reports/${report!.id}`, { token: admin.token });
    expect((detail.json() as ReportDetail).transcript.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'reported', text: 'send me your number 98765 43210' },
      { from: 'reporter', text: 'no, stop' },
    ]);
    const resolved = await call(h.app, 'PATCH', `/api/admin/human-lib/reports/${report!.id}`, {
      token: admin.token,
      body: { status: 'resolved' },
    });
    expect((resolved.json() as ReportDetail).status).toBe('resolved');
    expectError(await call(h.app, 'GET', '/api/admin/human-lib/reports/00000000-0000-4000-8000-000000000000', { token: admin.token }), 404);
  });

  it('shows helplines to a writer about self-harm and puts a crisis report at the top of the queue', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    const partnerCrisis = record(b.socket, 'crisis');
    const help = nextEvent<{ message: string; helplines: { phone: string }[] }>(a.socket, 'crisis');
    const delivered = nextEvent<{ text: string }>(b.socket, 'message');
    await emitAck(a.socket, 'message', { text: 'honestly I want to kill myself' });
    expect(await help).toEqual({ message: HUMANLIB_MESSAGES.crisis, helplines: [...CRISIS_HELPLINES] });
    // The helpline numbers come from the server, unmasked; the partner still gets the message.
    expect((await help).helplines[0]!.phone).toBe('14416');
    expect((await delivered).text).toBe('honestly I want to kill myself');
    expect(partnerCrisis).toEqual([]);

    const list = (await call(h.app, 'GET', '/api/admin/human-lib/reports', { token: admin.token })).json() as ReportsResponse;
    expect(list.data[0]).toMatchObject({ crisis: true, reported: { id: alice.id }, reporterEmail: null });
  });
});

describe('audio call signalling', () => {
  it('relays offers only after both accept, relays mute and hang-up, and ends the call with the chat', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    const signals = record(b.socket, 'call:signal');
    a.socket.emit('call:signal', { kind: 'offer', sdp: 'v=0 too early' });
    expect(await emitAck(a.socket, 'call:accept')).toMatchObject({ ok: false, code: 'NO_CALL' });

    const ringing = nextEvent(b.socket, 'call:requested');
    expect(await emitAck(a.socket, 'call:request')).toEqual({ ok: true });
    await ringing;
    // The one who asked cannot answer their own call.
    expect(await emitAck(a.socket, 'call:accept')).toMatchObject({ ok: false, code: 'NO_CALL' });
    const accepted = nextEvent(a.socket, 'call:accepted');
    expect(await emitAck(b.socket, 'call:accept')).toEqual({ ok: true });
    await accepted;

    const offer = nextEvent(b.socket, 'call:signal');
    a.socket.emit('call:signal', { kind: 'offer', sdp: 'v=0 offer' });
    expect(await offer).toEqual({ kind: 'offer', sdp: 'v=0 offer' });
    expect(signals).toHaveLength(1);
    const ice = nextEvent(a.socket, 'call:signal');
    b.socket.emit('call:signal', {
      kind: 'ice',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect(await ice).toMatchObject({ kind: 'ice' });
    const muted = nextEvent(a.socket, 'call:muted');
    b.socket.emit('call:mute', { muted: true });
    expect(await muted).toEqual({ muted: true });
    const hungUp = nextEvent(b.socket, 'call:ended');
    a.socket.emit('call:hangup');
    await hungUp;

    // A second call, then the chat ends: nothing more is relayed.
    const ringAgain = nextEvent(a.socket, 'call:requested');
    await emitAck(b.socket, 'call:request');
    await ringAgain;
    await emitAck(a.socket, 'call:accept');
    const ended = nextEvent(b.socket, 'chat-ended');
    await emitAck(a.socket, 'leave');
    await ended;
    const after = record(b.socket, 'call:signal');
    a.socket.emit('call:signal', { kind: 'offer', sdp: 'v=0 late' });
    await settle(200);
    expect(after).toEqual([]);
  });

  it('tells the caller when the call is declined', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const a = await join(alice);
    const b = await join(bob);
    await matchPair(a, b);
    const ringing = nextEvent(b.socket, 'call:requested');
    await emitAck(a.socket, 'call:request');
    await ringing;
    const declined = nextEvent(a.socket, 'call:declined');
    b.socket.emit('call:decline');
    await declined;
  });
});

describe('idle chats', () => {
  let quick: AuthHarness;
  let quickUrl: string;
  beforeAll(async () => {
    quick = await startAuthHarness({ HUMANLIB_IDLE_SECONDS: '1' });
    quickUrl = await listen(quick.app);
  }, 180_000);
  afterAll(async () => {
    sockets.closeAll();
    await quick?.close();
  });

  it('ends a chat nobody writes in after the timeout, and keeps one that is active', async () => {
    const [alice, bob] = await Promise.all([createHumanlibUser(quick, 'idle-a'), createHumanlibUser(quick, 'idle-b')]);
    const a = await enter(sockets, quickUrl, alice.token, 'Quiet');
    const b = await enter(sockets, quickUrl, bob.token, 'Still');
    const started = Date.now();
    await matchPair(a, b);
    const ended = record<{ reason: string }>(b.socket, 'chat-ended');
    // Talking keeps it open past the first second.
    for (let i = 0; i < 3; i += 1) {
      await settle(400);
      await emitAck(a.socket, 'message', { text: `still here ${i}` });
    }
    expect(ended).toEqual([]);
    const idle = await nextEvent<{ reason: string }>(a.socket, 'chat-ended', 4_000);
    expect(idle).toEqual({ reason: 'idle' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    await settle(50);
    expect(ended).toEqual([{ reason: 'idle' }]);
  });
});
