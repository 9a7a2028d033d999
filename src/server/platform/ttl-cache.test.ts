import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('careers: the short-lived cache of public job data', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses a value until it expires, then loads it again', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>(5_000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent readers of a key', async () => {
    const cache = createTtlCache<string>(5_000, 10);
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(new Set(values)).toEqual(new Set(['v1']));
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>(5_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('forgets one key or all, and keeps at most the given number of entries (oldest go first)', async () => {
    const cache = createTtlCache<string>(5_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    cache.delete('d');
    expect(await cache.get('d', async () => 'again')).toBe('again');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('with a lifetime of 0, always loads', async () => {
    const cache = createTtlCache<number>(0, 10);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
