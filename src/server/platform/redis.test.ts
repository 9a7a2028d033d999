import { describe, expect, it } from 'vitest';
import { freePort } from '../test/services.js';
import { createRedis, isRedisUnavailable } from './redis.js';

describe('isRedisUnavailable', () => {
  it("recognises the client's own failure when Redis is not there, and nothing else", async () => {
    const errors: Error[] = [];
    // Nothing listens on a port just found free: the client's command fails the way an outage does.
    const redis = await createRedis(
      `redis://127.0.0.1:${await freePort()}`,
      (error) => errors.push(error),
      () => {},
    );
    try {
      const failure = await redis.get('anything').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isRedisUnavailable(failure)).toBe(true);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
    expect(isRedisUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isRedisUnavailable('Connection is closed')).toBe(false);
  }, 20_000);
});
