/**
 * A short-lived, bounded in-process cache for public data that many readers ask for at once and that
 * changes rarely (job pages, the mentor filter menus): a few seconds of reuse takes most reads off the
 * database. Never for what belongs to one reader.
 *
 * Concurrent misses for one key share a single load. A change can clear this instance's cache at once;
 * other instances see it when their entries expire (at most `ttlMs` later).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(ttlMs: number, maxEntries: number): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      const entry = { value, expires: now + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept: the next reader tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // Oldest first: a Map keeps insertion order.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
