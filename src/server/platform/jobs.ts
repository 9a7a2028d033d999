import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { queuedJobs as jobs } from '../db/schema/index.js';

/**
 * The database job queue (docs/decisions/004-job-queue.md): every timed action (session reminders, request expiry)
 * is a row of `queued_jobs`, unique per (kind, key), claimed by whichever instance's runner polls first with
 * `FOR UPDATE SKIP LOCKED` (PGlite and PostgreSQL alike). A claim is a lease: the runner writes its id and a time
 * limit, so a runner that dies mid-job leaves a job another runner takes once the lease has run out.
 *
 * A handler runs in its own transaction, which also marks the job done: its writes and "done" commit together or not
 * at all. Mail is the one effect outside the database, and it has kinds of its own (`registerSender`): a handler that
 * mails schedules a sender job in its transaction, and the sender runs with no transaction open, so a slow relay holds
 * no database connection (PGlite has one, so a send inside a transaction stalled every request for its duration). The
 * sender is marked done after the send: a mail goes out twice only when that one statement fails after the SMTP
 * server accepted it, or the process dies between the two (at least once).
 */

type Executor = Db | Tx;

export interface JobRow {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  runAt: Date;
  /** This run included. */
  attempts: number;
  maxAttempts: number;
}

export interface JobContext<P> {
  job: JobRow;
  payload: P;
  /** The job's transaction: every write of the handler goes through it, and the job is marked done in it. */
  tx: Tx;
  /** Runs once the job's transaction has committed (live notifications, which must not announce a rolled-back change). */
  afterCommit(action: () => void | Promise<void>): void;
}

export type JobHandler<P> = (context: JobContext<P>) => Promise<void>;

/** A sender job's work: one network call (a mail), with the database only to read, outside any transaction. */
export type JobSender<P> = (context: { job: JobRow; payload: P; db: Db }) => Promise<void>;

/**
 * A sender of a whole claimed batch of its kind's jobs at once (pushes: one read for all, the calls side by side).
 * Answers the jobs that failed, by id, with their errors; the others count as sent.
 */
export type JobBatchSender<P> = (batch: readonly { job: JobRow; payload: P }[], db: Db) => Promise<ReadonlyMap<string, unknown>>;

export interface JobKindOptions<P = unknown> {
  /** Runs before giving up; 5 unless given. Stored on the job when it is scheduled. */
  maxAttempts?: number;
  /** How long to wait before run number `attempt + 1` after run number `attempt` failed. */
  backoffMs?: (attempt: number) => number;
  /**
   * Runs once when the job fails for good (its last run failed, or its runs never came back), in the transaction that
   * marks it failed: what was waiting for the job learns it will not happen (an export marked failed, its owner told).
   * If this throws too, the job is still marked failed, without it.
   */
  onFailed?: JobHandler<P>;
}

export interface ScheduleInput {
  kind: string;
  key: string;
  runAt: Date;
  payload?: unknown;
  maxAttempts?: number;
  /** Schedules only when no job of this (kind, key) exists in any state: a thing done once per key (a day's digest). */
  keepExisting?: boolean;
}

export interface CancelMatching {
  /** Kinds starting with this, e.g. 'session.' */
  kindPrefix?: string;
  /** Exactly this key, e.g. a booking's id. */
  key?: string;
  /** Keys starting with this. */
  keyPrefix?: string;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often an idle runner looks for due jobs; each wait is drawn between half and one and a half of it. */
  pollMs?: number;
  /** How long a claim holds before another runner may take the job. */
  leaseMs?: number;
  /** Jobs claimed at once; a batch is followed by the next claim without waiting, until none is due. */
  batchSize?: number;
  /** Jobs of a batch run side by side (PGlite runs transactions one at a time whatever this says). */
  concurrency?: number;
  /** Names this runner in `locked_by`; made unique per process and start by default. */
  runnerId?: string;
}

export interface JobQueue {
  register<P>(kind: string, handler: JobHandler<P>, options?: JobKindOptions<P>): void;
  /** A kind that only sends: run with no transaction open, marked done after it (see the module's comment). */
  registerSender<P>(kind: string, sender: JobSender<P>, options?: JobKindOptions<P>): void;
  /** A sender kind whose claimed jobs are sent together (see JobBatchSender). */
  registerBatchSender<P>(kind: string, sender: JobBatchSender<P>, options?: JobKindOptions<P>): void;
  /** Creates the job, or moves a job of the same (kind, key) to the new time and payload (see `scheduleJob`). */
  schedule(executor: Executor, input: ScheduleInput): Promise<void>;
  /** `schedule` for many jobs in one statement; their (kind, key) pairs must differ. */
  scheduleMany(executor: Executor, inputs: readonly ScheduleInput[]): Promise<void>;
  cancel(executor: Executor, kind: string, key: string): Promise<number>;
  cancelMatching(executor: Executor, match: CancelMatching): Promise<number>;
  /** Starts polling (buildApp does so when JOB_QUEUE_ENABLED is true). */
  start(): void;
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
  /** Claims and runs due jobs, batch after batch, until none is due; answers how many ran. Tests drive the queue with it. */
  runDue(): Promise<number>;
  readonly runnerId: string;
}

const DEFAULT_MAX_ATTEMPTS = 5;
/** 30 s, 1 min, 2 min … up to an hour between runs of a failing job. */
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
/** A little randomness so the retries of many jobs failing together (an SMTP outage) do not return together. */
const jittered = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 2000);

const startsWith = (column: SQL | typeof jobs.kind | typeof jobs.key, prefix: string) => sql`left(${column}, ${prefix.length}) = ${prefix}`;

/**
 * Schedules a job, in the caller's transaction when given one (the job exists exactly when the change that needs it
 * does). A job of the same (kind, key) is replaced whatever its state: its time and payload become the new ones, its
 * attempts start again and a lease on it is dropped, so a runner that claimed the old version does not run it. This is
 * how a moved session's reminders move; a caller schedules again only when the thing the job is about changed.
 */
export function scheduleJob(executor: Executor, input: ScheduleInput): Promise<void> {
  return scheduleJobs(executor, [input]);
}

/**
 * Schedules many jobs in one statement, each as `scheduleJob` would (a fan-out's mails and pushes: one insert instead
 * of one a receiver). The (kind, key) pairs must differ from each other; `keepExisting` is taken from the first.
 */
export async function scheduleJobs(executor: Executor, inputs: readonly ScheduleInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const insert = executor.insert(jobs).values(
    inputs.map((input) => ({
      kind: input.kind,
      key: input.key,
      runAt: input.runAt,
      payload: input.payload ?? {},
      maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })),
  );
  if (inputs[0]!.keepExisting) {
    await insert.onConflictDoNothing({ target: [jobs.kind, jobs.key] });
    return;
  }
  await insert.onConflictDoUpdate({
    target: [jobs.kind, jobs.key],
    set: {
      runAt: sql`excluded.run_at`,
      payload: sql`excluded.payload`,
      maxAttempts: sql`excluded.max_attempts`,
      state: 'pending',
      attempts: 0,
      lastError: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    },
  });
}

/** Cancels a pending job (a done one stays as the record of what ran); answers how many were cancelled (0 or 1). */
export function cancelJob(executor: Executor, kind: string, key: string): Promise<number> {
  return cancelWhere(executor, and(eq(jobs.kind, kind), eq(jobs.key, key))!);
}

/** Cancels every pending job matching all the given parts, e.g. all jobs of a booking: `{ kindPrefix: 'session.', key }`. */
export function cancelMatchingJobs(executor: Executor, match: CancelMatching): Promise<number> {
  const parts = [
    match.kindPrefix !== undefined ? startsWith(jobs.kind, match.kindPrefix) : undefined,
    match.key !== undefined ? eq(jobs.key, match.key) : undefined,
    match.keyPrefix !== undefined ? startsWith(jobs.key, match.keyPrefix) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) throw new Error('cancelMatchingJobs needs a kind prefix, a key or a key prefix');
  return cancelWhere(executor, and(...parts)!);
}

async function cancelWhere(executor: Executor, where: SQL): Promise<number> {
  const rows = await executor
    .update(jobs)
    .set({ state: 'cancelled', lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(where, eq(jobs.state, 'pending')))
    .returning({ id: jobs.id });
  return rows.length;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const runnerId = options.runnerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<
    string,
    | { handler: JobHandler<unknown>; sender?: undefined; options: JobKindOptions<unknown> }
    | { handler?: undefined; sender: JobBatchSender<unknown>; options: JobKindOptions<unknown> }
  >();

  /** A kind's own attempt limit where the input gives none. */
  const withKindDefaults = (input: ScheduleInput): ScheduleInput => {
    const maxAttempts = input.maxAttempts ?? handlers.get(input.kind)?.options.maxAttempts;
    return maxAttempts !== undefined ? { ...input, maxAttempts } : input;
  };

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inHand: Promise<unknown> = Promise.resolve();

  /** One statement: leases up to `batchSize` due jobs of the kinds this runner knows, skipping rows others hold. */
  async function claim(): Promise<JobRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'pending'),
          lte(jobs.runAt, sql`now()`),
          inArray(jobs.kind, kinds),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        lockedBy: runnerId,
        lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        key: jobs.key,
        payload: jobs.payload,
        runAt: jobs.runAt,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  /** Still ours: not re-scheduled, cancelled or taken over since the claim. */
  const ours = (id: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, runnerId), eq(jobs.state, 'pending'));

  const done = {
    state: 'done',
    lockedBy: null,
    lockedUntil: null,
    lastError: null,
    finishedAt: sql`now()`,
    updatedAt: sql`now()`,
  } as const;

  const failedState = (lastError: string | null) => ({
    state: 'failed' as const,
    ...(lastError !== null ? { lastError } : {}),
    lockedBy: null,
    lockedUntil: null,
    finishedAt: sql`now()`,
    updatedAt: sql`now()`,
  });

  /** Claimed again after runs that never came back (the process died in them): given up without another try. */
  const logUnfinished = (job: JobRow) =>
    log.error({ job: job.id, kind: job.kind, key: job.key, attempts: job.attempts }, 'job failed for good: its runs did not finish');

  async function runAfterCommit(job: JobRow, actions: (() => void | Promise<void>)[]) {
    for (const action of actions) {
      try {
        await action();
      } catch (error) {
        log.warn({ err: error, job: job.id, kind: job.kind }, 'an action after a job failed (the job itself is done)');
      }
    }
  }

  /**
   * Marks a job failed for good, with its kind's `onFailed` in the same transaction. A failing `onFailed` is logged and
   * the job is marked failed without it, so a job never stays pending for ever.
   */
  async function giveUp(job: JobRow, lastError: string | null): Promise<void> {
    const onFailed = handlers.get(job.kind)?.options.onFailed;
    const afterCommit: (() => void | Promise<void>)[] = [];
    try {
      await db.transaction(async (tx) => {
        const marked = await tx.update(jobs).set(failedState(lastError)).where(ours(job.id)).returning({ id: jobs.id });
        if (marked.length > 0 && onFailed) {
          await onFailed({ job, payload: job.payload, tx, afterCommit: (action) => void afterCommit.push(action) });
        }
      });
      await runAfterCommit(job, afterCommit);
    } catch (error) {
      log.error({ err: error, job: job.id, kind: job.kind }, 'the failure handler of a job failed; the job is marked failed without it');
      await db
        .update(jobs)
        .set(failedState(lastError))
        .where(ours(job.id))
        .catch((recordError: unknown) => log.error({ err: recordError, job: job.id }, 'could not record a failed job run'));
    }
  }

  /** A failed run: tried again after the kind's backoff, or given up after its last attempt. */
  async function recordFailure(job: JobRow, error: unknown): Promise<void> {
    const entry = handlers.get(job.kind)!;
    const givingUp = job.attempts >= job.maxAttempts;
    const backoff = jittered((entry.options.backoffMs ?? defaultBackoffMs)(job.attempts));
    if (givingUp) {
      await giveUp(job, errorText(error));
    } else {
      await db
        .update(jobs)
        .set({
          runAt: sql`now() + ${backoff} * interval '1 millisecond'`,
          lastError: errorText(error),
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(ours(job.id))
        .catch((recordError: unknown) => log.error({ err: recordError, job: job.id }, 'could not record a failed job run'));
    }
    log[givingUp ? 'error' : 'warn'](
      { err: error, job: job.id, kind: job.kind, key: job.key, attempt: job.attempts, maxAttempts: job.maxAttempts },
      givingUp ? 'job failed for good' : `job failed; retried in ${backoff} ms`,
    );
  }

  /** Whether a claimed job may run: one whose runs never came back is given up instead. */
  async function mayRun(job: JobRow): Promise<boolean> {
    if (job.attempts <= job.maxAttempts) return true;
    logUnfinished(job);
    await giveUp(job, null);
    return false;
  }

  /**
   * Runs one claimed handler job. It is marked done first thing in its transaction: the update locks the row for the
   * whole run (a runner taking the job over after the lease waits, then finds it done) and is undone with the handler's
   * work if that fails, one statement where a lock and a later update were two.
   */
  async function runOne(job: JobRow, handler: JobHandler<unknown>): Promise<boolean> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    try {
      if (!(await mayRun(job))) return false;
      const ran = await db.transaction(async (tx) => {
        const [held] = await tx.update(jobs).set(done).where(ours(job.id)).returning({ id: jobs.id });
        if (!held) return false;
        await handler({ job, payload: job.payload, tx, afterCommit: (action) => void afterCommit.push(action) });
        return true;
      });
      await runAfterCommit(job, afterCommit);
      return ran;
    } catch (error) {
      await recordFailure(job, error);
      return false;
    }
  }

  /** Sends a kind's claimed jobs together; answers the ids of those sent. */
  async function sendKind(sender: JobBatchSender<unknown>, claimed: JobRow[]): Promise<string[]> {
    const live: JobRow[] = [];
    for (const job of claimed) if (await mayRun(job)) live.push(job);
    if (live.length === 0) return [];
    let failures: ReadonlyMap<string, unknown>;
    try {
      failures = await sender(
        live.map((job) => ({ job, payload: job.payload })),
        db,
      );
    } catch (error) {
      failures = new Map(live.map((job) => [job.id, error]));
    }
    for (const job of live) if (failures.has(job.id)) await recordFailure(job, failures.get(job.id));
    return live.filter((job) => !failures.has(job.id)).map((job) => job.id);
  }

  /**
   * Runs a claimed batch: the handlers' jobs `concurrency` at a time, then each sender kind's jobs together (they hold
   * no transaction, so their network calls wait side by side even on PGlite). The senders' jobs are marked done
   * together at the end, those still ours (the lease keeps other runners off meanwhile): one statement for a batch of
   * mails instead of one a mail. A crash before it sends those mails again, which a sender allows (at least once).
   */
  async function runBatch(batch: JobRow[]): Promise<number> {
    let ran = 0;
    const handled = batch.filter((job) => handlers.get(job.kind)!.handler);
    let next = 0;
    const worker = async () => {
      while (next < handled.length) {
        const job = handled[next++]!;
        if (await runOne(job, handlers.get(job.kind)!.handler!)) ran += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, handled.length) }, worker));
    const byKind = new Map<string, JobRow[]>();
    for (const job of batch) if (handlers.get(job.kind)!.sender) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    const sent = (await Promise.all([...byKind].map(([kind, claimed]) => sendKind(handlers.get(kind)!.sender!, claimed)))).flat();
    if (sent.length > 0) {
      const marked = await db
        .update(jobs)
        .set(done)
        .where(and(inArray(jobs.id, sent), eq(jobs.lockedBy, runnerId), eq(jobs.state, 'pending')))
        .returning({ id: jobs.id });
      ran += marked.length;
    }
    return ran;
  }

  /** Until nothing is due: a job's commit may make others due at once (the mails a reminder schedules). */
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return total;
      total += await runBatch(batch);
    }
  }

  const scheduleNextPoll = () => {
    if (!running) return;
    timer = setTimeout(poll, Math.round(pollMs * (0.5 + Math.random())));
    timer.unref();
  };
  function poll() {
    const work = runDue().catch((error: unknown) => log.warn({ err: error }, 'the job runner could not poll the queue'));
    inHand = work;
    void work.finally(scheduleNextPoll);
  }

  function registerBatchSender<P>(kind: string, sender: JobBatchSender<P>, kindOptions: JobKindOptions<P> = {}): void {
    if (handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered.`);
    handlers.set(kind, { sender: sender as JobBatchSender<unknown>, options: kindOptions as JobKindOptions<unknown> });
  }

  return {
    runnerId,
    register(kind, handler, kindOptions = {}) {
      if (handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered.`);
      handlers.set(kind, { handler: handler as JobHandler<unknown>, options: kindOptions as JobKindOptions<unknown> });
    },
    registerSender(kind, sender, kindOptions = {}) {
      // Each job of the batch on its own, side by side.
      const sendEach: JobBatchSender<unknown> = async (batch, reader) => {
        const failures = new Map<string, unknown>();
        await Promise.all(
          batch.map(({ job, payload }) =>
            (sender as JobSender<unknown>)({ job, payload, db: reader }).catch((error: unknown) => void failures.set(job.id, error)),
          ),
        );
        return failures;
      };
      registerBatchSender(kind, sendEach, kindOptions as JobKindOptions<unknown>);
    },
    registerBatchSender,
    schedule(executor, input) {
      return scheduleJob(executor, withKindDefaults(input));
    },
    scheduleMany(executor, inputs) {
      return scheduleJobs(executor, inputs.map(withKindDefaults));
    },
    cancel: cancelJob,
    cancelMatching: cancelMatchingJobs,
    start() {
      if (running) return;
      running = true;
      scheduleNextPoll();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await inHand;
    },
    runDue,
  };
}

/**
 * Work that runs every `everyMs` on the queue, once whatever the number of instances: `work` runs in the job's
 * transaction, then schedules the next run. The queue marks a job done after its handler returns, so a job cannot
 * move itself forward: two keys take turns, each run scheduling the other, and the queue keeps two rows instead of
 * one per run. Answers the start, to call once the queue runs: a run now, which keeps the turns going (each instance
 * may call it; the key keeps it to one run).
 */
export function registerPeriodicJob(
  queue: JobQueue,
  kind: string,
  everyMs: number,
  work: (tx: Tx) => Promise<void>,
): (executor: Executor) => Promise<void> {
  const turns = ['even', 'odd'] as const;
  queue.register(kind, async ({ job, tx }) => {
    await work(tx);
    const next = job.key === turns[0] ? turns[1] : turns[0];
    await queue.schedule(tx, { kind, key: next, runAt: new Date(Date.now() + everyMs) });
  });
  return (executor) => queue.schedule(executor, { kind, key: turns[0], runAt: new Date() });
}

/**
 * Work over many rows that runs every `everyMs` on the queue, once whatever the number of instances, one batch a
 * job: `step` does the batch after `after` (from the first when null) and answers where the next one starts (null
 * after the last). Each batch commits on its own, so the rows it rewrote are not held until the whole run ends (a
 * full refresh of every mentor's figures held the first batch's rows for 2 s at scale, as long as the statement limit
 * a mentor's answer waiting on one of them has). A batch that fails is retried alone. Answers the start, as
 * registerPeriodicJob does.
 */
export function registerPeriodicBatches(
  queue: JobQueue,
  kind: string,
  everyMs: number,
  step: (tx: Tx, after: string | null) => Promise<string | null>,
): (executor: Executor) => Promise<void> {
  const batchKind = `${kind}.batch`;
  // Keyed by position in the run (batch-0, batch-1...): a batch schedules the next under another key, and the rows
  // stay as many as the batches of one run.
  const batchAt = (index: number, after: string | null): ScheduleInput => ({
    kind: batchKind,
    key: `batch-${index}`,
    runAt: new Date(),
    payload: { index, after },
  });
  queue.register<{ index: number; after: string | null }>(batchKind, async ({ payload, tx }) => {
    const next = await step(tx, payload.after);
    if (next !== null) await queue.schedule(tx, batchAt(payload.index + 1, next));
  });
  return registerPeriodicJob(queue, kind, everyMs, (tx) => queue.schedule(tx, batchAt(0, null)));
}
