import { describe, expect, it } from 'vitest';
import { agedMap, createMemoryStore } from './humanlib.store.js';

const DAY_MS = 24 * 3600 * 1000;

describe('the Human Library memory store forgets by age, as the Redis store does', () => {
  it('an aged map answers nothing for an entry untouched for its lifetime, and sweeps such entries out', () => {
    let time = 0;
    const map = agedMap<number>(DAY_MS, () => time);
    for (let i = 0; i < 1_000; i += 1) map.set(`account-${i}`, i);
    expect(map.get('account-7')).toBe(7);
    time = DAY_MS - 1;
    expect(map.get('account-7')).toBe(7);
    time = DAY_MS;
    expect(map.get('account-7')).toBeUndefined();
    map.set('account-new', 1);
    expect(map.size).toBe(1);
  });

  it('two students just matched are not matched again the same day, and may be the next', async () => {
    let time = 0;
    const store = createMemoryStore(() => time);
    const meet = async (a: string, b: string) => {
      await store.join({ visitId: `${a}-${time}`, accountId: a, nickname: a }, []);
      await store.join({ visitId: `${b}-${time}`, accountId: b, nickname: b }, []);
      expect(await store.enqueueOrMatch(`${a}-${time}`)).toBeNull();
      const partner = await store.enqueueOrMatch(`${b}-${time}`);
      await store.leave(`${a}-${time}`);
      await store.leave(`${b}-${time}`);
      await store.endPair(`${b}-${time}`);
      return partner;
    };
    expect(await meet('ana', 'ben')).toBe('ana-0');
    time = 3600 * 1000;
    expect(await meet('ana', 'ben')).toBeNull();
    time = DAY_MS + 3600 * 1000;
    expect(await meet('ana', 'ben')).toBe(`ana-${time}`);
  });
});
