import type { Redis } from 'ioredis';
import type { Outage } from './outage.js';

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters keyed by account or address. Per-account limits are the tight ones
 * (ARCHITECTURE.md, "Rate limits"); with Redis they hold across instances.
 */
export interface CounterStore {
  /** Counts one hit and tells whether it is within `limit` for the current window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<LimitResult>;
  /** Tells whether the key is already at its limit, without counting. */
  peek(key: string, limit: number): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const result = (count: number, limit: number, resetAt: number): LimitResult => ({
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });
  // Expired windows are dropped now and then so the map does not grow without bound.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSeconds) {
      let entry = live(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return result(entry.count, limit, entry.resetAt);
    },
    async peek(key, limit) {
      const entry = live(key);
      if (!entry) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      return result(entry.count + 1, limit, entry.resetAt);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

export function createRedisCounterStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [number, number];
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key, limit) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      const next = Number(count ?? 0) + 1;
      return { allowed: next <= limit, count: next - 1, retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Counters in Redis while it answers, in this instance's memory while it does not: limits keep
 * holding (per instance) through a Redis outage instead of failing every request. Once Redis is
 * known to be down it is not asked at all until its outage ends, so a frozen Redis costs one
 * command's time limit, not one per request.
 */
export function createFailoverCounterStore(primary: CounterStore, fallback: CounterStore, redisOutage: Outage): CounterStore {
  const withFallback =
    <A extends unknown[], R>(pick: (store: CounterStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (redisOutage.isDown) return pick(fallback)(...args);
      try {
        return await pick(primary)(...args);
      } catch (error) {
        redisOutage.down(error);
        return pick(fallback)(...args);
      }
    };
  return {
    hit: withFallback((store) => store.hit.bind(store)),
    peek: withFallback((store) => store.peek.bind(store)),
    reset: withFallback((store) => store.reset.bind(store)),
  };
}

type RateLimitResult = { current: number; ttl: number };
type RateLimitCallback = (error: Error | null, result?: RateLimitResult) => void;
interface RateLimitStore {
  incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
  read?(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/**
 * A store for @fastify/rate-limit with the same failover as the counters: Redis first, this
 * instance's memory when Redis fails or is known to be down.
 */
export async function failoverRateLimitStore(redis: Redis, nameSpace: string, redisOutage: Outage) {
  const [{ default: RedisStore }, { default: LocalStore }] = await Promise.all([
    import('@fastify/rate-limit/store/RedisStore.js' as string) as Promise<{ default: new (...args: unknown[]) => RateLimitStore }>,
    import('@fastify/rate-limit/store/LocalStore.js' as string) as Promise<{ default: new (...args: unknown[]) => RateLimitStore }>,
  ]);
  class FailoverStore implements RateLimitStore {
    constructor(
      private readonly primary: RateLimitStore,
      private readonly fallback: RateLimitStore,
    ) {}
    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number) {
      if (redisOutage.isDown) return this.fallback.incr(key, callback, timeWindow, max);
      this.primary.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result ?? undefined);
          redisOutage.down(error);
          this.fallback.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    read(key: string, callback: RateLimitCallback, timeWindow: number, max: number) {
      if (redisOutage.isDown) return this.fallback.read!(key, callback, timeWindow, max);
      this.primary.read!(
        key,
        (error, result) => {
          if (!error) return callback(null, result ?? undefined);
          redisOutage.down(error);
          this.fallback.read!(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: unknown) {
      return new FailoverStore(this.primary.child(routeOptions), this.fallback.child(routeOptions));
    }
  }
  // @fastify/rate-limit constructs the store from its global parameters.
  return class extends FailoverStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
