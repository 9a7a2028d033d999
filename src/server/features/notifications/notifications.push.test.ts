import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../shared/contracts/messages.js';
import type { PushDevice, PushPayload } from '../../../shared/contracts/notifications.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { makeConnected } from '../../test/network-helpers.js';
import { browserKeys, decryptPush, startPushService, verifyVapid, type BrowserKeys } from '../../test/push-service.js';

let h: AuthHarness;
let service: Awaited<ReturnType<typeof startPushService>>;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  service = await startPushService();
  // The queue is driven by the test (runDue), so a push waits exactly until the test lets it go.
  h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false', PUSH_DELAY_SECONDS: '0' });
  [alice, bob, carol] = await Promise.all([
    createUser(h, 'student', 'alice'),
    createUser(h, 'student', 'bob'),
    createUser(h, 'student', 'carol'),
  ]);
  await makeConnected(h.app, alice.id, bob.id);
  await makeConnected(h.app, alice.id, carol.id);
}, 300_000);
afterAll(async () => {
  await h?.close();
  await service?.close();
});

const subscribe = async (user: TestUser, keys: BrowserKeys, endpoint: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/notifications/push/devices',
    headers: {
      authorization: `Bearer ${user.token}`,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    },
    payload: keys.json(endpoint),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PushDevice>();
};
const devices = async (user: TestUser) =>
  (await call(h.app, 'GET', '/api/notifications/push/devices', { token: user.token })).json<{ devices: PushDevice[] }>().devices;

async function message(to: TestUser, body: string) {
  const opened = await call(h.app, 'POST', '/api/messages/conversations', { token: alice.token, body: { userId: to.id } });
  const { id } = opened.json<Conversation>();
  const sent = await call(h.app, 'POST', `/api/messages/conversations/${id}/messages`, { token: alice.token, body: { body } });
  expect(sent.statusCode, sent.body).toBe(201);
  return id;
}

describe('web push', () => {
  const bobPhone = browserKeys();
  const bobOldLaptop = browserKeys();
  let phoneEndpoint: string;
  let laptopEndpoint: string;

  it('pushes a message, encrypted for the device, with the sender and a link; a 410 drops the device', async () => {
    const key = (await call(h.app, 'GET', '/api/notifications/push/key')).json<{ publicKey: string }>().publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    phoneEndpoint = service.endpoint();
    laptopEndpoint = service.endpoint();
    await subscribe(bob, bobPhone, phoneEndpoint);
    await subscribe(bob, bobOldLaptop, laptopEndpoint);
    service.answer(laptopEndpoint, 410);
    expect((await devices(bob)).map((device) => device.device)).toEqual(['Chrome on Android', 'Chrome on Android']);

    const conversationId = await message(bob, 'Are you free at 5?');
    expect(service.to(phoneEndpoint)).toHaveLength(0);
    await h.app.jobs.runDue();

    const [push] = service.to(phoneEndpoint);
    expect(push, 'a push reached the phone').toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBeDefined();
    const claims = await verifyVapid(push!, key, service.origin);
    // One signature serves a push service's pushes for hours (never past RFC 8292's 24): the other device got the same.
    const hoursLeft = (claims.exp! * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    expect(service.to(laptopEndpoint)[0]!.headers.authorization).toBe(push!.headers.authorization);
    const payload = JSON.parse(decryptPush(push!.body, bobPhone)) as PushPayload;
    expect(payload).toMatchObject({
      title: expect.stringContaining('alice'),
      url: `/MessageFinalClass2/${conversationId}`,
      type: 'message',
    });
    expect(payload.body).toContain('Are you free at 5?');
    // Encrypted for the phone's keys: the laptop's keys cannot read it.
    expect(() => decryptPush(push!.body, bobOldLaptop)).toThrow();

    expect(service.to(laptopEndpoint)).toHaveLength(1);
    expect((await devices(bob)).map((device) => device.endpoint)).toEqual([phoneEndpoint]);
  });

  it('does not push a notification already read in an open tab', async () => {
    const carolPhone = browserKeys();
    const endpoint = service.endpoint();
    await subscribe(carol, carolPhone, endpoint);
    await message(carol, 'Seen it already?');
    await call(h.app, 'PATCH', '/api/notifications/read-all', { token: carol.token });
    await h.app.jobs.runDue();
    expect(service.to(endpoint)).toHaveLength(0);

    await message(carol, 'And this one?');
    await h.app.jobs.runDue();
    expect(service.to(endpoint)).toHaveLength(1);
  });

  it('sends nothing to the push service for a kind switched off by push', async () => {
    await call(h.app, 'PATCH', '/api/notifications/read-all', { token: bob.token });
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { authorization: `Bearer ${bob.token}` },
      payload: { channels: { messages: { push: false } } },
    });
    expect(res.statusCode).toBe(200);
    const before = service.to(phoneEndpoint).length;
    await message(bob, 'Quietly now');
    await h.app.jobs.runDue();
    expect(service.to(phoneEndpoint)).toHaveLength(before);
  });

  it('lets a user remove their own devices only', async () => {
    const [phone] = await devices(bob);
    expectError(await call(h.app, 'DELETE', `/api/notifications/push/devices/${phone!.id}`, { token: carol.token }), 404);
    expect((await call(h.app, 'DELETE', `/api/notifications/push/devices/${phone!.id}`, { token: bob.token })).statusCode).toBe(204);
    expect(await devices(bob)).toEqual([]);
    expectError(await call(h.app, 'GET', '/api/notifications/push/devices'), 401);
  });
});
