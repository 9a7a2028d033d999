import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingServices, startRedisServer, type RedisServer } from '../test/services.js';
import { addressKey, createAddressLimiter, type AddressLimiter } from './address-limit.js';
import { createOutage, type Outage } from './outage.js';
import { createRedis } from './redis.js';

const WINDOW_MS = 60_000;

describe('the per-address limit in one instance', () => {
  it('allows `limit` requests per address in a window, counts addresses apart, and starts again with the next window', async () => {
    let now = 5 * WINDOW_MS + 1_000;
    const limiter = createAddressLimiter({ limit: 3, windowMs: WINDOW_MS, now: () => now });
    const verdicts = [1, 2, 3, 4].map(() => limiter.hit('10.0.0.1'));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((verdict) => verdict.remaining)).toEqual([2, 1, 0, 0]);
    expect(verdicts[0]!.resetSeconds).toBe(59);
    expect(limiter.hit('10.0.0.2')).toMatchObject({ allowed: true, remaining: 2 });

    now = 6 * WINDOW_MS;
    expect(limiter.hit('10.0.0.1')).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
    await limiter.close();
  });

  it('counts an IPv6 /64 network as one client, and an IPv4 address mapped into IPv6 as itself', async () => {
    const limiter = createAddressLimiter({ limit: 2, windowMs: WINDOW_MS });
    expect(limiter.hit('2001:db8:1:2::1').allowed).toBe(true);
    expect(limiter.hit('2001:0db8:0001:0002:ffff:0:0:9').allowed).toBe(true);
    expect(limiter.hit('2001:db8:1:2:abcd::7').allowed).toBe(false);
    expect(limiter.hit('2001:db8:1:3::1').allowed).toBe(true);
    expect(limiter.hit('203.0.113.9').allowed).toBe(true);
    expect(limiter.hit('::ffff:203.0.113.9').allowed).toBe(true);
    expect(limiter.hit('::FFFF:203.0.113.9').allowed).toBe(false);
    await limiter.close();
  });

  it('names the counted unit', () => {
    expect(addressKey('198.51.100.4')).toBe('198.51.100.4');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });
});

const missing = missingServices();

describe.skipIf(missing)('the per-address limit shared by two instances through Redis', () => {
  const SYNC_MS = 20;
  /** One instant for the whole test, so no window ends halfway through it. */
  const MID_WINDOW = 1_000 * WINDOW_MS + WINDOW_MS / 2;
  /** Both instances of one test run share their counts; earlier runs' keys are not theirs. */
  const prefix = `rl-test-${Date.now()}:`;
  let server: RedisServer;
  const clients: Redis[] = [];
  const limiters: AddressLimiter[] = [];
  const outages: Outage[] = [];

  const instance = async (limit: number) => {
    const client: { redis?: Redis } = {};
    const outage = createOutage(pino({ level: 'silent' }), 'Redis', 'per-instance counts', () => client.redis!.ping());
    outages.push(outage);
    const redis = await createRedis(
      server.url,
      (error) => outage.down(error),
      () => outage.up(),
    );
    client.redis = redis;
    clients.push(redis);
    const limiter = createAddressLimiter({
      limit,
      windowMs: WINDOW_MS,
      now: () => MID_WINDOW,
      shared: { redis, outage, prefix, syncMs: SYNC_MS },
    });
    limiters.push(limiter);
    return { limiter, outage };
  };
  /** Several exchanges' time, with room for a busy machine. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, SYNC_MS * 15));

  beforeAll(async () => {
    server = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
    for (const outage of outages) outage.stop();
    for (const client of clients) client.disconnect();
    await server?.destroy();
  });

  it('counts what the other instance counted, without waiting on Redis for any request', async () => {
    const [a, b] = [await instance(10), await instance(10)];
    for (let i = 0; i < 6; i += 1) expect(a.limiter.hit('10.1.0.1').allowed).toBe(true);
    await settle();
    // B learns the total with its first exchange for the address: 6 from A and its own first.
    expect(b.limiter.hit('10.1.0.1')).toMatchObject({ allowed: true, remaining: 9 });
    await settle();
    for (let i = 0; i < 3; i += 1) expect(b.limiter.hit('10.1.0.1').allowed).toBe(true);
    expect(b.limiter.hit('10.1.0.1')).toMatchObject({ allowed: false, remaining: 0 });
    // A learns B's count with the exchange of its next request for the address, once B has sent it.
    await settle();
    a.limiter.hit('10.1.0.1');
    await settle();
    expect(a.limiter.hit('10.1.0.1')).toMatchObject({ allowed: false, remaining: 0 });
    expect(a.limiter.hit('10.1.0.2').allowed).toBe(true);
  });

  it('keeps counting in memory while Redis is gone', async () => {
    const { limiter, outage } = await instance(3);
    await server.kill();
    const verdicts = [1, 2, 3, 4].map(() => limiter.hit('10.2.0.1').allowed);
    await settle();
    expect(verdicts).toEqual([true, true, true, false]);
    expect(limiter.hit('10.2.0.1').allowed).toBe(false);
    expect(outage.isDown).toBe(true);
    await server.start();
  });
});
