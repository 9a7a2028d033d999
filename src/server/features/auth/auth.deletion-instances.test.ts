import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedJobs, users } from '../../db/schema/index.js';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/app.js';
import {
  loginAs,
  passDeletionGrace,
  post,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import { authHeader } from '../../test/profiles-helpers.js';

/**
 * Issue 36.4: the deletion after the grace period is a queued job "safe on several instances". On PostgreSQL two app
 * instances share one database and run the queue at the same moment; on PGlite (one process per database) one
 * instance polls twice at once. Either way the account goes once, and a sign-in racing the job either keeps the
 * account or finds it gone, never both and never a server error.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('the scheduled deletion on several instances', () => {
  let h: AuthHarness;
  let database: TestDatabase | undefined;
  let second: TestApp | undefined;
  /** The app that answers the second instance's part: a second instance on PostgreSQL, the same one on PGlite. */
  let other: AuthHarness['app'];

  beforeAll(async () => {
    if (onPostgres) {
      database = await createTestDatabase();
      h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' }, database);
      second = await createTestApp({ JOB_QUEUE_ENABLED: 'false', SMTP_URL: h.mail.url }, database);
      other = second.app;
    } else {
      h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
      other = h.app;
    }
  });
  afterAll(async () => {
    await second?.close();
    await h?.close();
    await database?.drop();
  });

  async function askedToDelete(label: string) {
    const user = await signUpAndVerify(h, uniqueEmail(label));
    const { accessToken } = await loginAs(h.app, user.email);
    const res = await h.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: authHeader(accessToken),
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    await passDeletionGrace(h.app, user.id);
    return user;
  }

  it('two runners taking due work at once delete the account once, without an error', async () => {
    const user = await askedToDelete('twice');
    const ran = await Promise.all([h.app.jobs.runDue(), other.jobs.runDue()]);
    expect(await h.app.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await h.app.db.select({ id: queuedJobs.id }).from(queuedJobs).where(eq(queuedJobs.key, user.id))).toEqual([]);
    // The deletion and its notice mail: each ran by one runner only.
    expect(ran.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    expect((await post(h.app, '/api/auth/register', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('a sign-in racing the deletion job either keeps the account or finds it gone', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await askedToDelete(`race-${round}`);
      const [signIn] = await Promise.all([
        post(other, '/api/auth/login', { email: user.email, password: TEST_PASSWORD }),
        h.app.jobs.runDue(),
      ]);
      const left = await h.app.db.select({ id: users.id, due: users.deletionDueAt }).from(users).where(eq(users.id, user.id));
      if (signIn.statusCode === 200) {
        expect(signIn.json()).toMatchObject({ deletionCancelled: true });
        expect(left).toEqual([{ id: user.id, due: null }]);
      } else {
        expect(signIn.statusCode, signIn.body).toBe(401);
        expect(left).toEqual([]);
      }
    }
  });
});
