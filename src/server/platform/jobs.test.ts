import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { queuedJobs } from '../db/schema/index.js';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/app.js';
import { createJobQueue, registerPeriodicBatches, type JobQueue } from './jobs.js';

const quietLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onPostgres = Boolean(process.env.DATABASE_URL);

/** What the handlers do in the database: one row per effect, no unique key, so a second effect of a job shows. */
async function createEffects(db: Db) {
  await db.execute(sql`create table if not exists test_job_effects (kind text not null, key text not null, payload jsonb)`);
}
async function effectsOf(db: Db, kind: string): Promise<{ key: string; payload: unknown }[]> {
  const result = await db.execute(sql`select key, payload from test_job_effects where kind = ${kind} order by key`);
  return (result as unknown as { rows: { key: string; payload: unknown }[] }).rows;
}
const recordEffect =
  (kind: string, work?: () => Promise<void>) =>
  async ({ tx, job, payload }: { tx: Parameters<Parameters<Db['transaction']>[0]>[0]; job: { key: string }; payload: unknown }) => {
    await tx.execute(
      sql`insert into test_job_effects (kind, key, payload) values (${kind}, ${job.key}, ${JSON.stringify(payload)}::jsonb)`,
    );
    await work?.();
  };
async function jobRow(db: Db, kind: string, key: string) {
  const [row] = await db
    .select()
    .from(queuedJobs)
    .where(and(eq(queuedJobs.kind, kind), eq(queuedJobs.key, key)));
  return row;
}
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(25);
  }
}

describe('job queue on one database', () => {
  let t: TestApp;
  let app: TestApp['app'];
  beforeAll(async () => {
    // The runner is driven by hand here (runDue), so nothing runs between a test's steps.
    t = await createTestApp({ JOB_QUEUE_ENABLED: 'false' });
    app = t.app;
    await createEffects(app.db);
  }, 120_000);
  afterAll(() => t?.close());

  it('runs a due job once, in its transaction, and leaves a job that is not yet due', async () => {
    const kind = 'test.once';
    app.jobs.register(kind, recordEffect(kind));
    await app.jobs.schedule(app.db, { kind, key: 'now', runAt: new Date(Date.now() - 1000), payload: { n: 1 } });
    await app.jobs.schedule(app.db, { kind, key: 'later', runAt: new Date(Date.now() + 3_600_000) });
    expect(await app.jobs.runDue()).toBe(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(await effectsOf(app.db, kind)).toEqual([{ key: 'now', payload: { n: 1 } }]);
    expect(await jobRow(app.db, kind, 'now')).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
    expect(await jobRow(app.db, kind, 'later')).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('a sender holds no transaction while it sends: other writes go on meanwhile, and it is done once, after the send', async () => {
    const kind = 'test.sender';
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    app.jobs.registerSender(kind, async () => {
      sends += 1;
      await sending;
    });
    await app.jobs.schedule(app.db, { kind, key: 'mail', runAt: new Date(Date.now() - 1000) });
    const running = app.jobs.runDue();
    await waitUntil(async () => sends === 1);
    // On PGlite (one connection) a transaction open around the send would hold this write until the send ended.
    const write = app.db.transaction((tx) => tx.execute(sql`insert into test_job_effects (kind, key) values (${kind}, 'beside')`));
    const settled = await Promise.race([write.then(() => 'written'), sleep(3_000).then(() => 'waiting')]);
    expect(settled).toBe('written');
    expect(await jobRow(app.db, kind, 'mail')).toMatchObject({ state: 'pending', lockedBy: app.jobs.runnerId });
    release();
    expect(await running).toBe(1);
    expect(await jobRow(app.db, kind, 'mail')).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
    expect(await app.jobs.runDue()).toBe(0);
    expect(sends).toBe(1);
  });

  it('a failed send is tried again after its backoff, and a send that succeeds is not repeated', async () => {
    const kind = 'test.sender-retry';
    let sends = 0;
    app.jobs.registerSender(
      kind,
      async () => {
        sends += 1;
        if (sends === 1) throw new Error('relay refused');
      },
      { backoffMs: () => 0 },
    );
    await app.jobs.schedule(app.db, { kind, key: 'mail', runAt: new Date(Date.now() - 1000) });
    expect(await app.jobs.runDue()).toBe(1);
    expect(sends).toBe(2);
    expect(await jobRow(app.db, kind, 'mail')).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it("a batch sender gets its kind's claimed jobs together; those it reports failed are retried alone, the rest done once", async () => {
    const kind = 'test.batch-sender';
    const calls: string[][] = [];
    app.jobs.registerBatchSender<{ n: number }>(
      kind,
      async (batch) => {
        calls.push(batch.map(({ job }) => job.key).sort());
        // The odd ones fail on their first run.
        return new Map(
          batch.filter(({ job, payload }) => payload.n % 2 === 1 && job.attempts === 1).map(({ job }) => [job.id, new Error('refused')]),
        );
      },
      { backoffMs: () => 0 },
    );
    await app.jobs.scheduleMany(
      app.db,
      [1, 2, 3, 4].map((n) => ({ kind, key: `k${n}`, runAt: new Date(Date.now() - 1000), payload: { n } })),
    );
    expect(await app.jobs.runDue()).toBe(4);
    expect(calls).toEqual([
      ['k1', 'k2', 'k3', 'k4'],
      ['k1', 'k3'],
    ]);
    for (const n of [1, 2, 3, 4]) {
      expect(await jobRow(app.db, kind, `k${n}`)).toMatchObject({ state: 'done', attempts: n % 2 === 1 ? 2 : 1, lastError: null });
    }
  });

  it('scheduling the same (kind, key) again moves the job and replaces its payload; cancelling stops it', async () => {
    const kind = 'test.move';
    app.jobs.register(kind, recordEffect(kind));
    await app.jobs.schedule(app.db, { kind, key: 'a', runAt: new Date(Date.now() + 3_600_000), payload: { at: 'first' } });
    await app.jobs.schedule(app.db, { kind, key: 'a', runAt: new Date(Date.now() - 1000), payload: { at: 'moved' } });
    await app.jobs.schedule(app.db, { kind, key: 'b', runAt: new Date(Date.now() - 1000) });
    await app.jobs.schedule(app.db, { kind, key: 'b-2', runAt: new Date(Date.now() - 1000) });
    await app.jobs.schedule(app.db, { kind, key: 'c', runAt: new Date(Date.now() - 1000) });
    expect(await app.jobs.cancel(app.db, kind, 'c')).toBe(1);
    expect(await app.jobs.cancelMatching(app.db, { kindPrefix: 'test.mo', keyPrefix: 'b' })).toBe(2);
    expect(await app.db.$count(queuedJobs, eq(queuedJobs.kind, kind))).toBe(4);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await effectsOf(app.db, kind)).toEqual([{ key: 'a', payload: { at: 'moved' } }]);
    expect(await jobRow(app.db, kind, 'c')).toMatchObject({ state: 'cancelled' });
    // A cancelled job scheduled again is pending again.
    await app.jobs.schedule(app.db, { kind, key: 'c', runAt: new Date(Date.now() - 1000) });
    expect(await app.jobs.runDue()).toBe(1);
    expect((await effectsOf(app.db, kind)).map((effect) => effect.key)).toEqual(['a', 'c']);
  });

  it('a failing job is retried after its backoff, its failed runs leave no writes, and it fails for good after its last attempt', async () => {
    const kind = 'test.failing';
    const runs: number[] = [];
    app.jobs.register(
      kind,
      recordEffect(kind, async () => {
        runs.push(Date.now());
        throw new Error('SMTP said no');
      }),
      { maxAttempts: 3, backoffMs: () => 300 },
    );
    await app.jobs.schedule(app.db, { kind, key: 'x', runAt: new Date(Date.now() - 1000) });
    expect(await jobRow(app.db, kind, 'x')).toMatchObject({ maxAttempts: 3 });
    await app.jobs.runDue();
    expect(runs).toHaveLength(1);
    const afterFirst = await jobRow(app.db, kind, 'x');
    expect(afterFirst).toMatchObject({ state: 'pending', attempts: 1, lockedBy: null });
    expect(afterFirst!.lastError).toContain('SMTP said no');
    expect(afterFirst!.runAt.getTime()).toBeGreaterThan(Date.now() + 100);
    // Within the backoff nothing runs.
    await app.jobs.runDue();
    expect(runs).toHaveLength(1);
    await sleep(400);
    await app.jobs.runDue();
    expect(runs).toHaveLength(2);
    await sleep(400);
    await app.jobs.runDue();
    expect(runs).toHaveLength(3);
    expect(await jobRow(app.db, kind, 'x')).toMatchObject({ state: 'failed', attempts: 3 });
    await sleep(400);
    await app.jobs.runDue();
    expect(runs).toHaveLength(3);
    expect(await effectsOf(app.db, kind)).toEqual([]);
  });

  it('a job failing once succeeds on its retry, with the effect of the successful run only', async () => {
    const kind = 'test.flaky';
    let calls = 0;
    app.jobs.register(
      kind,
      recordEffect(kind, async () => {
        calls += 1;
        if (calls === 1) throw new Error('once');
      }),
      { backoffMs: () => 0 },
    );
    await app.jobs.schedule(app.db, { kind, key: 'y', runAt: new Date(Date.now() - 1000) });
    await app.jobs.runDue();
    await sleep(20);
    await app.jobs.runDue();
    expect(calls).toBe(2);
    expect(await effectsOf(app.db, kind)).toHaveLength(1);
    expect(await jobRow(app.db, kind, 'y')).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('a job whose runner died is taken by another runner once its lease has run out, and not before', async () => {
    const kind = 'test.lease';
    app.jobs.register(kind, recordEffect(kind));
    await app.jobs.schedule(app.db, { kind, key: 'z', runAt: new Date(Date.now() - 1000) });
    // What a runner killed mid-job leaves behind: its claim, with a lease still running.
    await app.db
      .update(queuedJobs)
      .set({ lockedBy: 'killed-runner', lockedUntil: sql`now() + interval '400 milliseconds'`, attempts: 1 })
      .where(and(eq(queuedJobs.kind, kind), eq(queuedJobs.key, 'z')));
    expect(await app.jobs.runDue()).toBe(0);
    await sleep(500);
    expect(await app.jobs.runDue()).toBe(1);
    expect(await effectsOf(app.db, kind)).toHaveLength(1);
    expect(await jobRow(app.db, kind, 'z')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a claimed job that was moved before its run starts is not run by the old claim', async () => {
    const kind = 'test.moved-while-claimed';
    let moved = false;
    app.jobs.register(kind, recordEffect(kind));
    const other = createJobQueue({ db: app.db, log: quietLog, runnerId: 'other' });
    other.register(kind, async (context) => {
      moved = true;
      await recordEffect(kind)(context);
    });
    await app.jobs.schedule(app.db, { kind, key: 'm', runAt: new Date(Date.now() - 1000) });
    // Runner "other" claims the job, then the job is moved before "other" runs it: the claim is void.
    await app.db
      .update(queuedJobs)
      .set({ lockedBy: 'other', lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(queuedJobs.kind, kind));
    await app.jobs.schedule(app.db, { kind, key: 'm', runAt: new Date(Date.now() + 3_600_000) });
    expect(await jobRow(app.db, kind, 'm')).toMatchObject({ state: 'pending', lockedBy: null, attempts: 0 });
    expect(await app.jobs.runDue()).toBe(0);
    expect(moved).toBe(false);
    expect(await effectsOf(app.db, kind)).toEqual([]);
  });

  it('a job whose runs never came back (the process died in each) fails for good instead of running forever', async () => {
    const kind = 'test.crash-loop';
    app.jobs.register(kind, recordEffect(kind), { maxAttempts: 2 });
    await app.jobs.schedule(app.db, { kind, key: 'c', runAt: new Date(Date.now() - 1000) });
    await app.db
      .update(queuedJobs)
      .set({ lockedBy: 'killed-runner', lockedUntil: sql`now() - interval '1 second'`, attempts: 2 })
      .where(eq(queuedJobs.kind, kind));
    expect(await app.jobs.runDue()).toBe(0);
    expect(await jobRow(app.db, kind, 'c')).toMatchObject({ state: 'failed', attempts: 3 });
    expect(await effectsOf(app.db, kind)).toEqual([]);
  });

  it('a kind’s onFailed runs once, in the transaction that marks the job failed for good, not on the retries before', async () => {
    const kind = 'test.gives-up';
    const failedKind = `${kind}.on-failed`;
    app.jobs.register(
      kind,
      recordEffect(kind, async () => {
        throw new Error('never works');
      }),
      // A backoff long enough that the retry is not yet due when runDue looks again in the same pass.
      { maxAttempts: 2, backoffMs: () => 1_000, onFailed: recordEffect(failedKind) },
    );
    await app.jobs.schedule(app.db, { kind, key: 'g', runAt: new Date(Date.now() - 1000), payload: { about: 'g' } });
    await app.jobs.runDue();
    expect(await jobRow(app.db, kind, 'g')).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await effectsOf(app.db, failedKind)).toEqual([]);
    await sleep(1_200);
    await app.jobs.runDue();
    expect(await jobRow(app.db, kind, 'g')).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: expect.stringContaining('never works'),
    });
    expect(await effectsOf(app.db, failedKind)).toEqual([{ key: 'g', payload: { about: 'g' } }]);
    await app.jobs.runDue();
    expect(await effectsOf(app.db, failedKind)).toHaveLength(1);
  });

  it('onFailed runs for a job whose runs never came back too; one that throws still leaves the job failed', async () => {
    const kind = 'test.crash-then-gives-up';
    const failedKind = `${kind}.on-failed`;
    app.jobs.register(kind, recordEffect(kind), { maxAttempts: 1, onFailed: recordEffect(failedKind) });
    const broken = 'test.failure-handler-breaks';
    app.jobs.register(
      broken,
      async () => {
        throw new Error('still broken');
      },
      {
        maxAttempts: 1,
        onFailed: recordEffect(`${broken}.on-failed`, async () => {
          throw new Error('the failure handler broke');
        }),
      },
    );
    await app.jobs.schedule(app.db, { kind, key: 'd', runAt: new Date(Date.now() - 1000) });
    await app.jobs.schedule(app.db, { kind: broken, key: 'b', runAt: new Date(Date.now() - 1000) });
    await app.db
      .update(queuedJobs)
      .set({ lockedBy: 'killed-runner', lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(queuedJobs.kind, kind));
    await app.jobs.runDue();
    expect(await jobRow(app.db, kind, 'd')).toMatchObject({ state: 'failed', attempts: 2 });
    expect(await effectsOf(app.db, kind)).toEqual([]);
    expect(await effectsOf(app.db, failedKind)).toHaveLength(1);
    expect(await jobRow(app.db, broken, 'b')).toMatchObject({ state: 'failed', lastError: expect.stringContaining('still broken') });
    expect(await effectsOf(app.db, `${broken}.on-failed`)).toEqual([]);
  });

  it('periodic batches commit one by one: a failing batch keeps the batches before it and is retried alone', async () => {
    const kind = 'test.batches';
    const items = ['a', 'b', 'c', 'd', 'e'];
    let failNextAt: string | null = 'c';
    const start = registerPeriodicBatches(app.jobs, kind, 60_000, async (tx, after) => {
      const batch = items.filter((item) => after === null || item > after).slice(0, 2);
      if (batch.includes(failNextAt ?? '')) {
        failNextAt = null;
        throw new Error('this batch fails once');
      }
      for (const item of batch) await tx.execute(sql`insert into test_job_effects (kind, key) values (${kind}, ${item})`);
      return batch.length === 2 ? batch[1]! : null;
    });
    await start(app.db);
    await app.jobs.runDue();
    // The first batch committed although the second failed; the second waits for its retry.
    expect((await effectsOf(app.db, kind)).map((row) => row.key)).toEqual(['a', 'b']);
    expect(await jobRow(app.db, `${kind}.batch`, 'batch-1')).toMatchObject({ state: 'pending', attempts: 1 });
    await app.db
      .update(queuedJobs)
      .set({ runAt: sql`now()` })
      .where(eq(queuedJobs.kind, `${kind}.batch`));
    await app.jobs.runDue();
    expect((await effectsOf(app.db, kind)).map((row) => row.key)).toEqual(items);
    // The next run is one period away, under the other key.
    expect(await jobRow(app.db, kind, 'odd')).toMatchObject({ state: 'pending' });
  });
});

describe('job queue with two runners and a restart', () => {
  const apps: TestApp[] = [];
  const databases: TestDatabase[] = [];
  const env = { JOB_QUEUE_POLL_MS: '20' };
  const newDatabase = async (options: { onDisk?: boolean } = {}) => {
    const database = await createTestDatabase(options);
    databases.push(database);
    return database;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const database of databases) await database.drop();
  });

  it('two runners on one database run each of many jobs exactly once', { timeout: 90_000 }, async () => {
    const database = await newDatabase();
    // Started by hand once the jobs are in, so both runners meet a full queue.
    const first = await createTestApp({ ...env, JOB_QUEUE_ENABLED: 'false' }, database);
    apps.push(first);
    await createEffects(first.app.db);
    // On PostgreSQL two whole app instances share the database; PGlite is single-process, so there a second runner
    // polls the same database beside the app's own.
    let runners: JobQueue[];
    if (onPostgres) {
      const second = await createTestApp({ ...env, JOB_QUEUE_ENABLED: 'false' }, database);
      apps.push(second);
      runners = [first.app.jobs, second.app.jobs];
    } else {
      runners = [first.app.jobs, createJobQueue({ db: first.app.db, log: quietLog, pollMs: 20 })];
    }
    const kind = 'test.pair';
    const ranBy = new Map<string, number>();
    for (const runner of runners) {
      runner.register(
        kind,
        recordEffect(kind, async () => {
          ranBy.set(runner.runnerId, (ranBy.get(runner.runnerId) ?? 0) + 1);
          // Long enough for the other runner to poll meanwhile.
          await sleep(5);
        }),
      );
    }
    const count = 60;
    for (let index = 0; index < count; index += 1) {
      await first.app.jobs.schedule(first.app.db, {
        kind,
        key: `job-${String(index).padStart(3, '0')}`,
        runAt: new Date(Date.now() - 1000),
      });
    }
    for (const runner of runners) runner.start();
    await waitUntil(
      async () => (await first.app.db.$count(queuedJobs, and(eq(queuedJobs.kind, kind), eq(queuedJobs.state, 'done')))) === count,
    );
    for (const runner of runners) await runner.stop();
    const effects = await effectsOf(first.app.db, kind);
    expect(effects).toHaveLength(count);
    expect(new Set(effects.map((effect) => effect.key)).size).toBe(count);
    expect([...ranBy.values()].reduce((sum, runs) => sum + runs, 0)).toBe(count);
    // Both took part, and no job was claimed twice.
    expect(ranBy.size).toBe(2);
    expect(await first.app.db.$count(queuedJobs, and(eq(queuedJobs.kind, kind), eq(queuedJobs.attempts, 1)))).toBe(count);
  });

  it('a restart on the same database goes on where the closed instance stopped, running nothing twice', { timeout: 120_000 }, async () => {
    const kind = 'test.restart';
    const database = await newDatabase({ onDisk: true });
    const before = await createTestApp(env, database);
    apps.push(before);
    await createEffects(before.app.db);
    before.app.jobs.register(kind, recordEffect(kind));
    await before.app.jobs.schedule(before.app.db, { kind, key: 'early', runAt: new Date(Date.now() - 1000) });
    await before.app.jobs.schedule(before.app.db, { kind, key: 'late', runAt: new Date(Date.now() + 1500) });
    await waitUntil(async () => (await jobRow(before.app.db, kind, 'early'))?.state === 'done');
    await before.close();
    apps.splice(apps.indexOf(before), 1);

    const after = await createTestApp(env, database);
    apps.push(after);
    after.app.jobs.register(kind, recordEffect(kind));
    await waitUntil(async () => (await jobRow(after.app.db, kind, 'late'))?.state === 'done');
    await sleep(100);
    expect((await effectsOf(after.app.db, kind)).map((effect) => effect.key)).toEqual(['early', 'late']);
  });
});
