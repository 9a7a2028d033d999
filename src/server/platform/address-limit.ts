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
 * The API's limit per client address (RATE_LIMIT_PER_MINUTE), decided from this instance's memory so no request
 * waits on a network round trip. With Redis the instances share their counts: each one sends what it counted
 * since the last exchange (one pipeline every `syncMs`) and learns the total of all of them, so the limit holds
 * across instances, give or take what each counted since its last exchange (a tenth of a second by default).
 */
export interface AddressLimiter {
  hit(address: string): AddressVerdict;
  close(): Promise<void>;
}

export interface AddressLimiterOptions {
  limit: number;
  windowMs: number;
  shared?: { redis: Redis; outage: Outage; prefix: string; syncMs?: number };
  now?: () => number;
}

/** One address in the current window: the total last learnt from Redis, and what this instance counted since. */
interface Window {
  start: number;
  shared: number;
  pending: number;
}

const DEFAULT_SYNC_MS = 100;

export function createAddressLimiter({ limit, windowMs, shared, now = Date.now }: AddressLimiterOptions): AddressLimiter {
  const windows = new Map<string, Window>();
  const unsent = new Set<string>();
  let exchanging = false;

  const currentWindow = (key: string, start: number) => {
    let window = windows.get(key);
    if (window?.start !== start) {
      window = { start, shared: 0, pending: 0 };
      windows.set(key, window);
    }
    return window;
  };

  async function exchange(redis: Redis, outage: Outage, prefix: string) {
    if (exchanging || unsent.size === 0 || outage.isDown) return;
    exchanging = true;
    const sent: Array<{ window: Window; count: number }> = [];
    const pipeline = redis.pipeline();
    for (const key of unsent) {
      const window = windows.get(key);
      if (!window || window.pending === 0) continue;
      const redisKey = `${prefix}${window.start}:${key}`;
      sent.push({ window, count: window.pending });
      pipeline.incrby(redisKey, window.pending).pexpire(redisKey, windowMs * 2);
    }
    unsent.clear();
    try {
      const results = (await pipeline.exec()) ?? [];
      sent.forEach(({ window, count }, index) => {
        const [error, total] = results[index * 2] ?? [new Error('no answer')];
        if (error) throw error;
        window.shared = Number(total);
        window.pending -= count;
      });
    } catch (error) {
      outage.down(error);
    } finally {
      exchanging = false;
    }
  }

  const timers = [
    setInterval(() => {
      const start = windowStart(now(), windowMs);
      for (const [key, window] of windows) {
        if (window.start >= start) continue;
        windows.delete(key);
        // While Redis is away nothing is sent, so an ended window's address would otherwise stay listed.
        unsent.delete(key);
      }
    }, windowMs),
  ];
  if (shared) {
    const { redis, outage, prefix } = shared;
    timers.push(setInterval(() => void exchange(redis, outage, prefix), shared.syncMs ?? DEFAULT_SYNC_MS));
  }
  for (const timer of timers) timer.unref();

  return {
    hit(address) {
      const t = now();
      const start = windowStart(t, windowMs);
      const key = addressKey(address);
      const window = currentWindow(key, start);
      window.pending += 1;
      if (shared) unsent.add(key);
      const count = window.shared + window.pending;
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil((start + windowMs - t) / 1000)),
      };
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      if (shared && !shared.outage.isDown) await exchange(shared.redis, shared.outage, shared.prefix);
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
