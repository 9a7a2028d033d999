import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages.js';
import type { NotificationPreferences, NotificationsResponse, UnsubscribeResult } from '../../../shared/contracts/notifications.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import type { ReceivedMail } from '../../test/mail-server.js';
import { makeConnected, settle } from '../../test/network-helpers.js';

let h: AuthHarness;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  [alice, bob, carol] = await Promise.all([
    createUser(h, 'student', 'alice'),
    createUser(h, 'student', 'bob'),
    createUser(h, 'student', 'carol'),
  ]);
  await makeConnected(h.app, alice.id, bob.id);
  await makeConnected(h.app, alice.id, carol.id);
  // Three sign-ups (argon2) take long on a loaded machine.
}, 300_000);
afterAll(() => h?.close());

const preferences = async (user: TestUser) => {
  const res = await call(h.app, 'GET', '/api/notifications/preferences', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPreferences>();
};
const change = (user: TestUser, body: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { authorization: `Bearer ${user.token}` },
    payload: body as object,
  });

/** Alice writes to `to`; answers the conversation. */
async function message(to: TestUser, body: string) {
  const opened = await call(h.app, 'POST', '/api/messages/conversations', { token: alice.token, body: { userId: to.id } });
  const { id } = opened.json<Conversation>();
  const sent = await call(h.app, 'POST', `/api/messages/conversations/${id}/messages`, { token: alice.token, body: { body } });
  expect(sent.statusCode, sent.body).toBe(201);
  return id;
}

/** The raw mail with its quoted-printable soft breaks undone. */
const decoded = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const unsubscribeUrlIn = (mail: ReceivedMail) => {
  const url = /^List-Unsubscribe: <([^>]+)>/m.exec(decoded(mail).replace(/\r?\n[ \t]+/g, ' '))?.[1];
  if (!url) throw new Error(`no List-Unsubscribe in "${mail.subject}"`);
  return new URL(url);
};

describe('notification preferences', () => {
  it('answers the defaults: messages and bookings by mail and push, likes in the app only', async () => {
    const chosen = await preferences(alice);
    expect(chosen.channels.messages).toEqual({ inApp: true, email: true, push: true });
    expect(chosen.channels.bookings).toEqual({ inApp: true, email: true, push: true });
    expect(chosen.channels.blogLikes).toEqual({ inApp: true, email: false, push: false });
    expect(chosen.digest).toBe('weekly');
    expect(chosen.quietHours).toMatchObject({ enabled: false, timeZone: 'Asia/Kolkata' });
    expectError(await call(h.app, 'GET', '/api/notifications/preferences'), 401);
  });

  it('stores a change of one channel and leaves the rest as they were', async () => {
    const res = await change(carol, { channels: { connections: { push: true } }, digest: 'daily' });
    expect(res.statusCode, res.body).toBe(200);
    const chosen = await preferences(carol);
    expect(chosen.channels.connections).toEqual({ inApp: true, email: true, push: true });
    expect(chosen.channels.messages).toEqual({ inApp: true, email: true, push: true });
    expect(chosen.digest).toBe('daily');
    expectError(await change(carol, { channels: { nonsense: { email: true } } }), 400);
    expectError(await change(carol, { digest: 'hourly' }), 400);
  });

  it('mails a message by default, with a one-click unsubscribe; a kind switched off by email sends no mail', async () => {
    const before = h.mail.mails.length;
    await message(bob, 'Hello Bob');
    const mail = await h.mail.waitFor(bob.email, before);
    expect(decoded(mail)).toContain('Hello Bob');
    expect(decoded(mail)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(decoded(mail)).toMatch(/Content-Type: text\/plain/);
    expect(decoded(mail)).toMatch(/Content-Type: text\/html/);

    // Bob turns mail about messages off; Carol keeps it. Alice writes to both: only Carol's mail arrives.
    expect((await change(bob, { channels: { messages: { email: false } } })).statusCode).toBe(200);
    await call(h.app, 'PATCH', '/api/notifications/read-all', { token: bob.token });
    const after = h.mail.mails.length;
    await message(bob, 'Second note for Bob');
    await message(carol, 'A note for Carol');
    await h.mail.waitFor(carol.email, after);
    await settle(300);
    expect(h.mail.mails.slice(after).filter((received) => received.to.includes(bob.email))).toEqual([]);
    // In the app it still arrived.
    const bell = await call(h.app, 'GET', '/api/notifications?isRead=false', { token: bob.token });
    expect(bell.json<NotificationsResponse>().data[0]?.message).toContain('Second note for Bob');
  });

  it('keeps a kind switched off in the app out of the unread count', async () => {
    expect((await change(carol, { channels: { messages: { inApp: false } } })).statusCode).toBe(200);
    await call(h.app, 'PATCH', '/api/notifications/read-all', { token: carol.token });
    await message(carol, 'Quiet one');
    const bell = await call(h.app, 'GET', '/api/notifications/unread-count', { token: carol.token });
    expect(bell.json()).toEqual({ unreadCount: 0 });
  });

  it('unsubscribes by a one-click POST without signing in, shown in the settings afterwards', { timeout: 120_000 }, async () => {
    const dave = await createUser(h, 'student', 'dave');
    await makeConnected(h.app, alice.id, dave.id);
    const before = h.mail.mails.length;
    await message(dave, 'Hi Dave');
    const url = unsubscribeUrlIn(await h.mail.waitFor(dave.email, before));
    const path = `${url.pathname}${url.search}`;

    const status = await h.app.inject({ method: 'GET', url: path });
    expect(status.json<UnsubscribeResult>()).toMatchObject({ kind: 'messages', unsubscribed: false });
    // What a mail client sends (RFC 8058): a form body, no cookie, no token.
    const res = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UnsubscribeResult>()).toMatchObject({ kind: 'messages', unsubscribed: true });
    expect((await preferences(dave)).channels.messages.email).toBe(false);

    const tampered = path.replace(/token=[^.]+/, `token=${carol.id}%3Amessages`);
    expectError(await h.app.inject({ method: 'POST', url: tampered }), 400, { code: 'INVALID_TOKEN' });
  });
});
