import type { Redis } from 'ioredis';

/**
 * A command Redis leaves unanswered (a frozen server keeps its connection open) fails after this
 * long: Redis answers in well under a millisecond, and a request must not wait on it.
 */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Loaded only when REDIS_URL is set, so a single-machine start does not pay for the client. Commands
 * fail at once while Redis is away (no offline queue, one retry) or after COMMAND_TIMEOUT_MS when it
 * does not answer, so that no request waits on it; the client keeps reconnecting in the background,
 * and its errors are events for the caller to log.
 */
export async function createRedis(url: string, onError: (error: Error) => void, onReady: () => void): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', onError);
  redis.on('ready', onReady);
  // Without an offline queue, commands sent before the first connection fail: wait for it briefly, and
  // start degraded (per-instance counters) when Redis is not there.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/**
 * Whether an error says Redis is away or not answering (the client's own failures: closed or
 * unwritable connection, retries used up, command timed out), as opposed to a fault of the request.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return /^(Connection is closed|Stream isn't writeable|Command timed out|Reached the max retries)/.test(error.message);
}
