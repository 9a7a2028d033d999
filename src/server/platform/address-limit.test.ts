import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingServices, startRedisServer, type RedisServer } from '../test/services.js';
import { addressKey, createAddressLimiter, type AddressLimiter } from './address-limit.js';
import { createOutage, type Outage } from './outage.js';
import { createRedis } from './redis.js';

const WINDOW_MS = 60_000;

describe('the per-address limit in one instance', () => {
  it('allows `limit` requests per address in a window, counts addresses apart, and starts again with the next window', async () => {
    let now = 5 * WINDOW_MS + 1_000;
    const limiter = createAddressLimiter({ limit: 3, windowMs: WINDOW_MS, now: () => now });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.hit('10.0.0.1'));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((verdict) => verdict.remaining)).toEqual([2, 1, 0, 0]);
    expect(verdicts[0]!.resetSeconds).toBe(59);
    expect(await limiter.hit('10.0.0.2')).toMatchObject({ allowed: true, remaining: 2 });

    now = 6 * WINDOW_MS;
    expect(await limiter.hit('10.0.0.1')).toMatchObject({ allowed: true, remaining: 2, resetSeconds: 60 });
    await limiter.close();
  });

  it('counts an IPv6 /64 network as one client, and an IPv4 address mapped into IPv6 as itself', async () => {
    const limiter = createAddressLimiter({ limit: 2, windowMs: WINDOW_MS });
    expect((await limiter.hit('2001:db8:1:2::1')).allowed).toBe(true);
    expect((await limiter.hit('2001:0db8:0001:0002:ffff:0:0:9')).allowed).toBe(true);
    expect((await limiter.hit('2001:db8:1:2:abcd::7')).allowed).toBe(false);
    expect((await limiter.hit('2001:db8:1:3::1')).allowed).toBe(true);
    expect((await limiter.hit('203.0.113.9')).allowed).toBe(true);
    expect((await limiter.hit('::ffff:203.0.113.9')).allowed).toBe(true);
    expect((await limiter.hit('::FFFF:203.0.113.9')).allowed).toBe(false);
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
      shared: { redis, outage, prefix },
    });
    limiters.push(limiter);
    return { limiter, outage };
  };

  beforeAll(async () => {
    server = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
    for (const outage of outages) outage.stop();
    for (const client of clients) client.disconnect();
    await server?.destroy();
  });

  it('lets `limit` requests through across two instances however they alternate, never one more', async () => {
    const [a, b] = [await instance(10), await instance(10)];
    const verdicts = [];
    for (let i = 0; i < 30; i += 1) verdicts.push(await (i % 3 === 0 ? b : a).limiter.hit('10.1.0.1'));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    expect(verdicts.slice(10).every((verdict) => !verdict.allowed && verdict.remaining === 0)).toBe(true);
    // At once, too: requests that arrive together on both instances.
    const together = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).limiter.hit('10.1.0.2')));
    expect(together.filter((verdict) => verdict.allowed)).toHaveLength(10);
    expect((await a.limiter.hit('10.1.0.3')).allowed).toBe(true);
  });

  it('asks Redis once per share of the allowance, not once per request', async () => {
    const [a, b] = [await instance(1_200), await instance(1_200)];
    const asked = [vi.spyOn(clients.at(-2)!, 'multi'), vi.spyOn(clients.at(-1)!, 'multi')];
    for (let i = 0; i < 400; i += 1) expect((await (i % 2 ? a : b).limiter.hit('10.1.1.1')).allowed).toBe(true);
    const roundTrips = asked.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(roundTrips).toBeGreaterThan(1);
    expect(roundTrips).toBeLessThanOrEqual(12);
  });

  it('gives back what a closing instance did not spend', async () => {
    const [a, b] = [await instance(10), await instance(10)];
    expect((await a.limiter.hit('10.1.2.1')).allowed).toBe(true);
    await a.limiter.close();
    const verdicts = [];
    for (let i = 0; i < 12; i += 1) verdicts.push(await b.limiter.hit('10.1.2.1'));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(9);
  });

  it('keeps counting in memory while Redis is gone', async () => {
    const { limiter, outage } = await instance(3);
    await server.kill();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push((await limiter.hit('10.2.0.1')).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
    expect((await limiter.hit('10.2.0.1')).allowed).toBe(false);
    expect(outage.isDown).toBe(true);
    await server.start();
  });
});
