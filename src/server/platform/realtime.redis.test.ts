import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { settle } from '../test/network-helpers.js';
import { adapterConnections } from './realtime.js';
import { createRedis } from './redis.js';

/** The adapter's connections against the running Redis. */
describe.runIf(!!process.env.REDIS_URL)("the real-time adapter's Redis connections", () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('keep a subscription made the instant the connection opens, before it is ready', async () => {
    const errors: Error[] = [];
    const client = await createRedis(process.env.REDIS_URL!, (error) => errors.push(error), () => {});
    const { pub, sub } = adapterConnections(client);
    clients.push(client, pub, sub);
    for (const connection of [pub, sub]) connection.on('error', (error: Error) => errors.push(error));
    const channel = `adapter-test-${randomUUID()}`;
    const heard: string[] = [];
    sub.on('message', (_channel: string, message: string) => heard.push(message));
    // What a namespace created at that moment does: its SUBSCRIBE goes out between connecting and the ready check.
    sub.once('connect', () => void sub.subscribe(channel).catch((error: Error) => errors.push(error)));

    for (let i = 0; i < 40 && heard.length === 0; i += 1) {
      await settle(100);
      if (sub.status === 'ready') await pub.publish(channel, 'hello');
    }
    expect(errors).toEqual([]);
    expect(heard[0]).toBe('hello');
    // Still subscribed after the client had time to act on a failed check (it would have dropped the connection).
    await settle(500);
    expect(await pub.call('PUBSUB', 'NUMSUB', channel)).toEqual([channel, 1]);
  });
});
