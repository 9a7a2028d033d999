import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The channel on which instances tell each other which sessions ended, and the sorted set new instances read. */
const CHANNEL = 'ended-sessions';
const SET_KEY = 'ended-sessions';
const SWEEP_EVERY_MS = 60_000;

/**
 * The sessions that ended while access tokens issued for them may still be unexpired. An access token is a
 * signed statement that outlives its session by up to its lifetime; every request checks its session id here,
 * in this instance's memory, so ending a session takes effect at once without a database round trip per request.
 *
 * With Redis, the ids an instance ends are published (each instance adds them to its own set) and kept in a
 * sorted set scored by when they can be forgotten, which an instance reads when it (re)subscribes: one started
 * later, or one whose subscription dropped for a while, misses nothing. Ids that could not reach Redis (while it
 * is away) are sent again when it is back.
 */
export interface EndedSessions {
  has(sessionId: string): boolean;
  /** Call after the ending is committed: until then a refresh could still issue tokens for these sessions. */
  add(sessionIds: readonly string[]): Promise<void>;
  close(): void;
}

export function createEndedSessions(options: { keepMs: number; peers?: { redis: Redis; log: FastifyBaseLogger } }): EndedSessions {
  const { keepMs, peers } = options;
  /** Session id -> when a token of it has expired for sure (ms). */
  const ended = new Map<string, number>();
  /** Ids this instance ended that Redis has not taken yet, with their forget times. */
  const unsent = new Map<string, number>();

  const remember = (sessionId: string, forgetAt: number) => {
    if (forgetAt > Date.now() && (ended.get(sessionId) ?? 0) < forgetAt) ended.set(sessionId, forgetAt);
  };
  const sweep = () => {
    const now = Date.now();
    for (const [sessionId, forgetAt] of ended) if (forgetAt <= now) ended.delete(sessionId);
  };
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();

  async function send(entries: [string, number][]) {
    if (!peers || entries.length === 0) return;
    const scored = entries.flatMap(([sessionId, forgetAt]) => [forgetAt, sessionId]);
    try {
      await peers.redis
        .multi()
        .zadd(SET_KEY, ...scored)
        .zremrangebyscore(SET_KEY, '-inf', Date.now())
        .pexpire(SET_KEY, keepMs)
        .publish(CHANNEL, JSON.stringify(entries))
        .exec();
      for (const [sessionId] of entries) unsent.delete(sessionId);
    } catch (error) {
      for (const [sessionId, forgetAt] of entries) unsent.set(sessionId, forgetAt);
      peers.log.warn({ err: error }, 'ended sessions could not be shared with the other instances yet; sent again when Redis is back');
    }
  }

  const subscriber = peers?.redis.duplicate();
  if (peers && subscriber) {
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const entries = JSON.parse(message) as [string, number][];
        for (const [sessionId, forgetAt] of entries) remember(String(sessionId), Number(forgetAt));
      } catch {
        peers.log.warn('an unreadable ended-sessions message was ignored');
      }
    });
    // Subscribed first, then the set read: nothing published in between is missed.
    subscriber.on('ready', () => {
      subscriber
        .subscribe(CHANNEL)
        .then(() => peers.redis.zrangebyscore(SET_KEY, Date.now(), '+inf', 'WITHSCORES'))
        .then((flat) => {
          for (let i = 0; i + 1 < flat.length; i += 2) remember(flat[i]!, Number(flat[i + 1]));
          return send([...unsent]);
        })
        .catch(() => {});
    });
    // Its failures are the shared Redis outage's to log (app.ts); the client reconnects by itself.
    subscriber.on('error', () => {});
  }

  return {
    has(sessionId) {
      const forgetAt = ended.get(sessionId);
      if (forgetAt === undefined) return false;
      if (forgetAt > Date.now()) return true;
      ended.delete(sessionId);
      return false;
    },
    async add(sessionIds) {
      if (sessionIds.length === 0) return;
      const forgetAt = Date.now() + keepMs;
      for (const sessionId of sessionIds) remember(sessionId, forgetAt);
      await send(sessionIds.map((sessionId) => [sessionId, forgetAt]));
    },
    close() {
      clearInterval(sweeper);
      subscriber?.disconnect();
    },
  };
}
