import type { Redis } from 'ioredis';

/**
 * Short-lived, single-use values kept on the server (a passkey ceremony's challenge): put with a lifetime, taken once.
 * With Redis every instance sees the same values, so a ceremony begun on one instance finishes on another; without it
 * (one instance) they live in this process's memory. A value is removed by the same step that reads it, so two
 * requests racing with one value cannot both get it.
 */
export interface OnceStore {
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** The value, if it is there and not expired; it is gone afterwards. */
  take(key: string): Promise<string | null>;
}

/**
 * In memory, bounded: past `maxEntries` the oldest value goes first, so a flood of unfinished ceremonies costs a few MB
 * at most (and at worst makes the oldest of them start again).
 */
export function createMemoryOnceStore(options: { maxEntries?: number; now?: () => number } = {}): OnceStore {
  const maxEntries = options.maxEntries ?? 50_000;
  const now = options.now ?? (() => Date.now());
  const values = new Map<string, { value: string; expiresAt: number }>();
  return {
    async put(key, value, ttlSeconds) {
      values.delete(key);
      while (values.size >= maxEntries) values.delete(values.keys().next().value as string);
      values.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async take(key) {
      const found = values.get(key);
      if (!found) return null;
      values.delete(key);
      return found.expiresAt > now() ? found.value : null;
    },
  };
}

/** In Redis: SET with an expiry, read and removed at once by GETDEL (Redis 6.2 or later). */
export function createRedisOnceStore(redis: Redis, prefix = 'once:'): OnceStore {
  return {
    async put(key, value, ttlSeconds) {
      await redis.set(prefix + key, value, 'EX', ttlSeconds);
    },
    async take(key) {
      return redis.getdel(prefix + key);
    },
  };
}
