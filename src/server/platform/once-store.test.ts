import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingServices, startRedisServer, type RedisServer } from '../test/services.js';
import { createMemoryOnceStore, createRedisOnceStore, type OnceStore } from './once-store.js';
import { createRedis } from './redis.js';

/** The store of passkey challenges: each value is taken once, and not after its lifetime. */
async function behavesAsOnceStore(store: OnceStore, passTime: (seconds: number) => Promise<void>) {
  await store.put('a', 'alice', 60);
  expect(await store.take('a')).toBe('alice');
  expect(await store.take('a')).toBeNull();
  expect(await store.take('never-put')).toBeNull();

  await store.put('b', 'bob', 1);
  await passTime(1.2);
  expect(await store.take('b')).toBeNull();

  // Racing takes of one value: exactly one gets it.
  await store.put('c', 'carol', 60);
  const taken = await Promise.all(Array.from({ length: 5 }, () => store.take('c')));
  expect(taken.filter((value) => value === 'carol')).toHaveLength(1);
}

describe('once-store in memory', () => {
  it('gives each value once and forgets it after its lifetime', async () => {
    let now = 1_000_000;
    await behavesAsOnceStore(createMemoryOnceStore({ now: () => now }), async (seconds) => {
      now += seconds * 1000;
    });
  });

  it('keeps at most maxEntries values, dropping the oldest', async () => {
    const store = createMemoryOnceStore({ maxEntries: 2 });
    await store.put('1', 'one', 60);
    await store.put('2', 'two', 60);
    await store.put('3', 'three', 60);
    expect(await store.take('1')).toBeNull();
    expect(await store.take('2')).toBe('two');
    expect(await store.take('3')).toBe('three');
  });
});

const missing = missingServices();

describe.skipIf(missing)('once-store in Redis, shared by two instances', () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
    for (let i = 0; i < 2; i += 1)
      clients.push(
        await createRedis(
          server.url,
          () => {},
          () => {},
        ),
      );
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.destroy();
  });

  it('gives each value once and forgets it after its lifetime', async () => {
    await behavesAsOnceStore(
      createRedisOnceStore(clients[0]!, `once-test-${Date.now()}:`),
      (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    );
  });

  it('a value put by one instance is taken by the other, once', async () => {
    const prefix = `once-test-${Date.now()}:`;
    const [one, two] = clients.map((client) => createRedisOnceStore(client, prefix));
    await one!.put('challenge', 'user-1', 60);
    expect(await two!.take('challenge')).toBe('user-1');
    expect(await one!.take('challenge')).toBeNull();
  });
});
