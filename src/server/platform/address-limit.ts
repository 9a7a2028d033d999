import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import type { Outage } from './outage.js';

/** What one counted request learns: whether it is within the limit, and the figures for its x-ratelimit headers. */
export interface AddressVerdict {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/**
 * The API's limit per client address (RATE_LIMIT_PER_MINUTE). With Redis the instances share one count per address
 * and window, so N a minute means at most N across all of them (issue 34.2): each instance takes a small share of
 * the window's allowance from Redis at a time (a lease, one INCRBY) and spends it from memory, so most requests wait
 * on no round trip. A lease is an eighth of what is left, so near the limit the shares shrink to one request and an
 * unspent share on one instance can refuse another early by a few requests at most, never let one more through.
 * While Redis is away each instance counts on its own.
 */
export interface AddressLimiter {
  hit(address: string): Promise<AddressVerdict>;
  close(): Promise<void>;
}

export interface AddressLimiterOptions {
  limit: number;
  windowMs: number;
  shared?: { redis: Redis; outage: Outage; prefix: string };
  now?: () => number;
}

/** One address in the current window, as this instance knows it. */
interface Window {
  start: number;
  /** Requests this instance let through (or, counting alone, counted). */
  used: number;
  /** Requests Redis granted this instance: it may let through `granted - used` more without asking. */
  granted: number;
  /** The window's total in Redis, as the last lease learnt it (every instance's leases, spent or not). */
  total: number;
  leasing?: Promise<void>;
}

const LEASE_SHARE = 8;
const LEASE_MAX = 50;

export function createAddressLimiter({ limit, windowMs, shared, now = Date.now }: AddressLimiterOptions): AddressLimiter {
  const windows = new Map<string, Window>();

  const currentWindow = (key: string, start: number) => {
    let window = windows.get(key);
    if (window?.start !== start) {
      window = { start, used: 0, granted: 0, total: 0 };
      windows.set(key, window);
    }
    return window;
  };
  const redisKey = (prefix: string, key: string, window: Window) => `${prefix}${window.start}:${key}`;

  /** Asks Redis for a share of what is left of the window; a refusal of Redis leaves the window as it was. */
  async function lease(key: string, window: Window, { redis, outage, prefix }: NonNullable<AddressLimiterOptions['shared']>) {
    const want = Math.max(1, Math.min(LEASE_MAX, Math.floor((limit - window.total) / LEASE_SHARE)));
    const name = redisKey(prefix, key, window);
    try {
      const results = await redis
        .multi()
        .incrby(name, want)
        .pexpire(name, windowMs * 2)
        .exec();
      const [error, total] = results?.[0] ?? [new Error('no answer')];
      if (error) throw error;
      const before = Number(total) - want;
      window.granted += Math.max(0, Math.min(want, limit - before));
      window.total = Number(total);
    } catch (error) {
      outage.down(error);
    }
  }

  const verdict = (allowed: boolean, window: Window, t: number): AddressVerdict => {
    const spentEverywhere = shared && !shared.outage.isDown ? window.total - (window.granted - window.used) : window.used;
    return {
      allowed,
      remaining: Math.max(0, limit - spentEverywhere),
      resetSeconds: Math.max(1, Math.ceil((window.start + windowMs - t) / 1000)),
    };
  };

  const sweeper = setInterval(() => {
    const start = windowStart(now(), windowMs);
    for (const [key, window] of windows) if (window.start < start) windows.delete(key);
  }, windowMs);
  sweeper.unref();

  return {
    async hit(address) {
      const t = now();
      const key = addressKey(address);
      const window = currentWindow(key, windowStart(t, windowMs));
      if (!shared || shared.outage.isDown) {
        window.used += 1;
        return verdict(window.used <= limit, window, t);
      }
      while (window.used >= window.granted && window.total < limit && !shared.outage.isDown) {
        window.leasing ??= lease(key, window, shared).finally(() => (window.leasing = undefined));
        await window.leasing;
      }
      if (window.used < window.granted || (shared.outage.isDown && window.used < limit)) {
        window.used += 1;
        return verdict(true, window, t);
      }
      return verdict(false, window, t);
    },
    async close() {
      clearInterval(sweeper);
      if (!shared || shared.outage.isDown) return;
      // Unspent shares go back, so a restarted instance's leftovers do not refuse its clients' next requests early.
      const start = windowStart(now(), windowMs);
      const pipeline = shared.redis.pipeline();
      for (const [key, window] of windows) {
        if (window.start === start && window.granted > window.used)
          pipeline.decrby(redisKey(shared.prefix, key, window), window.granted - window.used);
      }
      await pipeline.exec().catch(() => undefined);
    },
  };
}

/** Windows start at the same instants on every instance, so their counts for one window add up in one Redis key. */
const windowStart = (t: number, windowMs: number) => t - (t % windowMs);

/**
 * The counted unit: an IPv4 address, or the /64 network of an IPv6 one (one subscriber's network; counting single
 * IPv6 addresses would let anyone step around the limit). An IPv4 address mapped into IPv6 counts as itself.
 */
export function addressKey(address: string): string {
  if (!address.includes(':') || !isIPv6(address)) return address;
  const plain = address.toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
