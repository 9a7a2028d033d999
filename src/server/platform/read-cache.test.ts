import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_TABLE } from '../db/writes.js';
import { missingServices, startRedisServer, type RedisServer } from '../test/services.js';
import { createReadCache, type ReadCache, type ReadCacheOptions } from './read-cache.js';
import { createRedis } from './redis.js';

const LIMITS = { maxAgeMs: 60_000, maxEntries: 100, maxSize: 1_000_000, sizeOf: (value: unknown) => String(value).length };

/** A load that counts its calls and answers `answer-N`, or waits for `release` when asked to. */
function loader() {
  let calls = 0;
  let gate: Promise<void> | undefined;
  let open = () => {};
  return {
    load: async () => {
      calls += 1;
      const n = calls;
      if (gate) await gate;
      return `answer-${n}`;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
    get calls() {
      return calls;
    },
  };
}

const waitFor = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the read cache', () => {
  const cache = (options: Partial<ReadCacheOptions> = {}) => createReadCache({ ...LIMITS, ...options });

  it('answers from memory until a table the answer was read from changes; other tables leave it', async () => {
    const reads = cache();
    const source = loader();
    expect(await reads.get('k', ['posts', 'likes'], source.load)).toBe('answer-1');
    expect(await reads.get('k', ['posts', 'likes'], source.load)).toBe('answer-1');
    reads.changed(['jobs']);
    expect(await reads.get('k', ['posts', 'likes'], source.load)).toBe('answer-1');
    reads.changed(['likes']);
    expect(await reads.get('k', ['posts', 'likes'], source.load)).toBe('answer-2');
    reads.changed([EVERY_TABLE]);
    expect(await reads.get('k', ['posts', 'likes'], source.load)).toBe('answer-3');
    expect(source.calls).toBe(3);
  });

  it('never keeps an answer whose load raced a write, whichever finished first', async () => {
    const reads = cache();
    const source = loader();
    source.hold();
    const racing = reads.get('k', ['posts'], source.load);
    reads.changed(['posts']);
    source.release();
    expect(await racing).toBe('answer-1');
    // The load may have read the table before the write: the next reader loads again.
    expect(await reads.get('k', ['posts'], source.load)).toBe('answer-2');
    expect(await reads.get('k', ['posts'], source.load)).toBe('answer-2');
  });

  it('shares one load among concurrent readers of a key, and keeps no failure', async () => {
    const reads = cache();
    const source = loader();
    source.hold();
    const together = [reads.get('k', ['posts'], source.load), reads.get('k', ['posts'], source.load)];
    source.release();
    expect(await Promise.all(together)).toEqual(['answer-1', 'answer-1']);
    expect(source.calls).toBe(1);

    let failures = 0;
    const failing = () => Promise.reject(new Error(`failure ${(failures += 1)}`));
    await expect(reads.get('bad', ['posts'], failing)).rejects.toThrow('failure 1');
    await expect(reads.get('bad', ['posts'], failing)).rejects.toThrow('failure 2');
  });

  it('keys answers apart, ages them out, and stays within its bounds', async () => {
    const now = Date.now;
    let clock = now();
    Date.now = () => clock;
    try {
      const reads = cache({ maxAgeMs: 1_000, maxEntries: 3, maxSize: 30 });
      const source = loader();
      expect(await reads.get('a', ['posts'], source.load)).toBe('answer-1');
      expect(await reads.get('b', ['posts'], source.load)).toBe('answer-2');
      clock += 1_001;
      expect(await reads.get('a', ['posts'], source.load)).toBe('answer-3');
      for (const key of ['c', 'd', 'e', 'f']) await reads.get(key, ['posts'], source.load);
      expect(reads.size).toBeLessThanOrEqual(3);
      const small = cache({ maxSize: 20 });
      for (const key of ['a', 'b', 'c']) await small.get(key, ['posts'], source.load);
      // Each answer is 8 characters: two fit in 20.
      expect(small.size).toBe(2);
    } finally {
      Date.now = now;
    }
  });

  it('is off with a maximum age of 0', async () => {
    const reads = cache({ maxAgeMs: 0 });
    const source = loader();
    await reads.get('k', ['posts'], source.load);
    await reads.get('k', ['posts'], source.load);
    expect(source.calls).toBe(2);
    expect(reads.active).toBe(false);
  });
});

describe.skipIf(!!missingServices())('the read cache across instances (a redis-server of its own)', () => {
  let server: RedisServer;
  let a: ReadCache;
  let b: ReadCache;
  const clients: { disconnect(): void }[] = [];
  const log = pino({ level: 'silent' });

  const instance = async () => {
    const redis = await createRedis(
      server.url,
      () => {},
      () => {},
    );
    clients.push(redis);
    return createReadCache({ ...LIMITS, peers: { redis, log } });
  };

  beforeAll(async () => {
    server = await startRedisServer();
    a = await instance();
    b = await instance();
    await waitFor(() => a.active && b.active, 'both caches to subscribe');
  }, 30_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const client of clients) client.disconnect();
    await server?.destroy();
  });

  /** Reads `key` from `cache` until the answer differs from `stale` (another instance's write arrives over Redis). */
  const readUntilChanged = async (cache: ReadCache, load: () => Promise<string>, stale: string) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const answer = await cache.get('k', ['posts'], load);
      if (answer !== stale || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it("drops what another instance's write changed, and serves nothing while their channel is down", async () => {
    const source = loader();
    expect(await b.get('k', ['posts'], source.load)).toBe('answer-1');
    a.changed(['posts']);
    expect(await readUntilChanged(b, source.load, 'answer-1')).toBe('answer-2');
    expect(await b.get('k', ['posts'], source.load)).toBe('answer-2');
    expect(source.calls).toBe(2);

    await server.kill();
    await waitFor(() => !b.active, 'the cache to stop on losing Redis');
    expect(await b.get('k', ['posts'], source.load)).toBe('answer-3');
    expect(await b.get('k', ['posts'], source.load)).toBe('answer-4');

    await server.start();
    await waitFor(() => a.active && b.active, 'the caches to resume');
    expect(await b.get('k', ['posts'], source.load)).toBe('answer-5');
    expect(await b.get('k', ['posts'], source.load)).toBe('answer-5');
  }, 60_000);
});
