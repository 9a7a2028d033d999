import type { Redis } from 'ioredis';

/** Loaded only when REDIS_URL is set, so a single-machine start does not pay for the client. */
export async function createRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
