import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { EVERY_TABLE } from '../db/writes.js';
import { compressJson, JSON_COMPRESSION, preferredEncoding, type JsonEncoding } from './compression.js';
import { addVary, digestOfBytes, useKnownEntityTag, weakEntityTagOfDigest } from './etag.js';

/**
 * Answers of reads kept in memory until a table they were read from changes, for the hot reads whose every
 * request would otherwise repeat the same statement and the same serialization (a member's feed, a post).
 *
 * Freshness is decided by order, not by time: every committed write bumps a counter and stamps the tables it
 * wrote with it (the database client reports each write once it has committed, db/client.ts), and an entry
 * stands only while none of its tables was stamped after its load began. A load that raced a write is
 * therefore dropped at the next read, whichever finished first, and a writer reads its own write at once.
 *
 * Several instances hear each other's writes over Redis (one channel, published after commit). While that
 * channel is not connected, nothing is served from memory, and everything kept is dropped when it comes back,
 * since writes may have been missed meanwhile. `maxAgeMs` bounds what a write made outside the app (by hand in
 * psql) can leave behind; 0 turns the cache off.
 *
 * Keys must hold everything the answer depends on besides the tables: the reader (per-user answers are never
 * shared), their role, and the query.
 */
export interface ReadCache {
  /** `maxAgeMs` shortens the cache's own for an answer that also follows the clock (open jobs, today's free slots). */
  get<V>(key: string, tables: readonly string[], load: () => Promise<V>, maxAgeMs?: number): Promise<V>;
  /** Writes to these tables have committed: entries read from them are stale here and on every other instance. */
  changed(tables: Iterable<string>): void;
  /**
   * Told of every change this cache hears of, this instance's writes and the others' (EVERY_TABLE when everything
   * must go): for a feature's own short-lived caches, which then follow writes at once too.
   */
  onChanged(listener: (tables: readonly string[]) => void): void;
  /** Whether answers are kept now (on, and in touch with the other instances where there are any). */
  readonly active: boolean;
  readonly size: number;
  /** Reads answered from memory and reads that went to the database while the cache was on (health, the benchmark). */
  readonly hits: number;
  readonly misses: number;
  close(): Promise<void>;
}

export interface ReadCacheOptions {
  maxAgeMs: number;
  maxEntries: number;
  /** The size of all kept answers together, in the unit `sizeOf` counts (bytes of a JSON body). */
  maxSize: number;
  sizeOf: (value: unknown) => number;
  /** Other instances' writes arrive here, ours leave: one Redis channel. */
  peers?: { redis: Redis; log: FastifyBaseLogger };
}

const CHANNEL = 'campus:read-cache';

interface Entry {
  value: Promise<unknown>;
  startedAt: number;
  tables: readonly string[];
  expires: number;
  size: number;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;
  /** The write counter; each table's stamp is the counter's value at its last write. */
  let writes = 0;
  const stamps = new Map<string, number>();
  /** Entries whose load began before this point are stale whatever their tables (a drop of everything). */
  let everythingSince = 0;
  let totalSize = 0;
  let connected = options.peers === undefined;
  const instance = randomUUID();
  const listeners: ((tables: readonly string[]) => void)[] = [];
  const tell = (tables: readonly string[]) => {
    for (const listener of listeners) listener(tables);
  };

  const fresh = (entry: Entry, now: number) => {
    if (entry.expires <= now || entry.startedAt < everythingSince) return false;
    for (const table of entry.tables) {
      if ((stamps.get(table) ?? 0) > entry.startedAt) return false;
    }
    return true;
  };
  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    totalSize -= entry.size;
  };
  const dropEverything = () => {
    writes += 1;
    everythingSince = writes;
    entries.clear();
    totalSize = 0;
    tell([EVERY_TABLE]);
  };
  const stamp = (tables: readonly string[]) => {
    writes += 1;
    for (const table of tables) {
      if (table === EVERY_TABLE) everythingSince = writes;
      else stamps.set(table, writes);
    }
    tell(tables);
  };

  const peers = options.peers;
  const subscriber = peers?.redis.duplicate();
  if (peers && subscriber) {
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, tables } = JSON.parse(message) as { from: string; tables: string[] };
        if (from !== instance && Array.isArray(tables)) stamp(tables);
      } catch {
        dropEverything();
      }
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(CHANNEL).then(
        () => {
          dropEverything();
          connected = true;
        },
        () => {},
      );
    });
    subscriber.on('close', () => {
      connected = false;
      dropEverything();
    });
    // Its failures are the shared Redis outage's to log (app.ts); the client reconnects by itself.
    subscriber.on('error', () => {});
  }

  return {
    get<V>(key: string, tables: readonly string[], load: () => Promise<V>, maxAgeMs = options.maxAgeMs): Promise<V> {
      const age = Math.min(maxAgeMs, options.maxAgeMs);
      if (age <= 0 || !connected) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit) {
        if (fresh(hit, now)) {
          hits += 1;
          return hit.value as Promise<V>;
        }
        drop(key, hit);
      }
      misses += 1;
      const value = load();
      const entry: Entry = { value, startedAt: writes, tables, expires: now + age, size: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (entries.get(key) !== entry) return;
          entry.size = options.sizeOf(loaded);
          totalSize += entry.size;
          // Oldest first: a Map keeps insertion order.
          while (entries.size > options.maxEntries || totalSize > options.maxSize) {
            const [oldestKey, oldest] = entries.entries().next().value!;
            drop(oldestKey, oldest);
          }
        },
        // A failed load is not kept: the next reader tries again.
        () => drop(key, entry),
      );
      return value;
    },

    changed(tables) {
      const list = [...tables];
      if (list.length === 0) return;
      stamp(list);
      peers?.redis.publish(CHANNEL, JSON.stringify({ from: instance, tables: list })).catch((error: unknown) => {
        // While Redis is away (the shared outage logs that once) the other instances' subscribers lose it too and keep
        // nothing; a failure while this instance still hears the channel is worth a line.
        if (connected) peers.log.warn({ err: error }, 'a write could not be announced to the other instances');
      });
    },

    onChanged(listener) {
      listeners.push(listener);
    },

    get active() {
      return options.maxAgeMs > 0 && connected;
    },

    get size() {
      return entries.size;
    },

    get hits() {
      return hits;
    },

    get misses() {
      return misses;
    },

    async close() {
      subscriber?.disconnect();
      entries.clear();
    },
  };
}

/**
 * A JSON answer as it is kept: serialized once and encoded to bytes once (a feed page is tens of kilobytes, and
 * encoding it on every sending was a large share of a cached read), its digest computed at its first sending.
 */
export class CachedJson {
  /** The body's fingerprint, from which each reader's entity tag is derived (tags are per reader, platform/etag.ts). */
  digest: string | undefined;
  /** The body compressed, made at its first sending in that encoding (about a fifth of the body; not counted in the bounds). */
  readonly compressed = new Map<JsonEncoding, Buffer>();
  constructor(readonly body: Buffer) {}
}

export const sizeOfCachedJson = (value: unknown) => (value instanceof CachedJson ? value.body.length : 0);

/**
 * The serializer a route's response schema gets (fastify-type-provider-zod: encoded through the schema, then
 * JSON), for answers serialized once when loaded into the cache rather than on every sending.
 */
export function cachedJsonOf<S extends z.ZodType>(schema: S): (value: z.input<S>) => CachedJson {
  const serialize = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' }) as (value: unknown) => string;
  return (value) => new CachedJson(Buffer.from(serialize(value)));
}

/** Who a kept answer was read for: a signed-in reader and their role, or '-' for every visitor alike. */
export const readerKey = (request: FastifyRequest) => (request.auth ? `${request.auth.userId}|${request.auth.role}` : '-');

/** Sends a kept answer as it is, with its reader's entity tag (the body hashed once, whoever reads it). */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson): FastifyReply {
  answer.digest ??= digestOfBytes(answer.body);
  useKnownEntityTag(reply, weakEntityTagOfDigest(answer.digest, request.auth?.userId));
  void reply.type('application/json; charset=utf-8');
  // Compressed once, not on every sending as the compression plugin would (it leaves an encoded answer alone).
  const encoding =
    answer.body.length >= JSON_COMPRESSION.thresholdBytes ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  let compressed = answer.compressed.get(encoding);
  if (!compressed) {
    compressed = compressJson(answer.body, encoding);
    answer.compressed.set(encoding, compressed);
  }
  addVary(reply, 'accept-encoding');
  return reply.header('content-encoding', encoding).send(compressed);
}

/** What a route keeps: its key (the reader, their role and the query as the answer depends on them) and its tables. */
export interface CachedRead {
  key: string;
  tables: readonly string[];
  maxAgeMs?: number;
}

/**
 * The routes' helper for one app's cache: a route's answer from it, else loaded (serialized by `load`) and kept; sent
 * as sendCachedJson sends it.
 */
export const cachedReads =
  (cache: ReadCache) =>
  async (request: FastifyRequest, reply: FastifyReply, read: CachedRead, load: () => Promise<CachedJson>): Promise<FastifyReply> =>
    sendCachedJson(request, reply, await cache.get(read.key, read.tables, load, read.maxAgeMs));
