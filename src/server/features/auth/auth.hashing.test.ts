import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../shared/messages.js';
import { passwordHashingLoad } from '../../platform/passwords.js';
import {
  expectError,
  expectRetryAfter,
  login,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';

const QUEUE_LIMIT = 4;
const SIGN_INS = 24;

describe('auth: password hashing under load', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness({ PASSWORD_HASH_CONCURRENCY: 1, PASSWORD_QUEUE_LIMIT: QUEUE_LIMIT });
  });
  afterAll(() => h.close());

  it('past the queue, a sign-in answers 503 with Retry-After at once, and other requests stay fast meanwhile', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('class'));
    const started = performance.now();
    const signIns = Array.from({ length: SIGN_INS }, () =>
      login(h.app, user.email, TEST_PASSWORD).then((res) => ({ res, ms: performance.now() - started })),
    );
    // While the hashes run (one at a time, the rest queued), reads that need no hash answer as usual.
    await expect.poll(passwordHashingLoad, { timeout: 10_000, interval: 1 }).toEqual({ running: 1, waiting: QUEUE_LIMIT });
    const latencies: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t0 = performance.now();
      expect((await h.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
      latencies.push(performance.now() - t0);
    }
    const results = await Promise.all(signIns);
    latencies.sort((a, b) => a - b);
    expect(latencies[5]).toBeLessThan(50);

    const ok = results.filter(({ res }) => res.statusCode === 200);
    const busy = results.filter(({ res }) => res.statusCode === 503);
    // While one hashed and QUEUE_LIMIT waited, later sign-ins were turned away, not queued (a sign-in that reached the
    // queue after a hash had finished took the freed place, so more than 1 + QUEUE_LIMIT may pass: on a loaded host the
    // sign-ins arrive spread out and many do; how many is the host's, so only "some were turned away" is asserted).
    expect(ok.length + busy.length).toBe(SIGN_INS);
    expect(ok.length).toBeGreaterThanOrEqual(1 + QUEUE_LIMIT);
    expect(busy.length).toBeGreaterThan(0);
    for (const { res } of busy) {
      expectError(res, 503, { code: 'SERVER_BUSY', message: SERVER_MESSAGES.serverBusy });
      expectRetryAfter(res, 60);
    }
    // Turned away at once: each 503 came before the admitted sign-ins had all been hashed.
    const slowestBusy = Math.max(...busy.map(({ ms }) => ms));
    const lastOk = Math.max(...ok.map(({ ms }) => ms));
    expect(slowestBusy).toBeLessThan(lastOk);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });

    // Once the queue has drained, signing in works again.
    expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
