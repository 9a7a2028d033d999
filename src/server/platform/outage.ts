import type { FastifyBaseLogger } from 'fastify';

/**
 * One dependency's state as the logs tell it: the first failure of an outage is logged with its
 * cause, later ones are not (a request per failure would bury the log), and the recovery is logged
 * once. While down, `probe` is retried every few seconds, one probe at a time, so recovery is noticed
 * even when nothing else touches the dependency. It is also a circuit breaker: while it is down, callers
 * that read `isDown` answer at once instead of each waiting out a time limit (the database's: app.ts),
 * and `check` answers from it, so one timeout opens it and a single probe that gets an answer closes it.
 */
export interface Outage {
  readonly isDown: boolean;
  down(error: unknown): void;
  up(): void;
  /** Asks the dependency now (the health check): records the answer and tells whether it is up. */
  check(): Promise<boolean>;
  stop(): void;
}

/** A probe no answer comes to (a frozen server) counts as a failure after this long. */
const PROBE_TIMEOUT_MS = 2_000;

export function createOutage(
  log: FastifyBaseLogger,
  dependency: string,
  consequence: string,
  probe: () => Promise<unknown>,
  probeEveryMs = 2_000,
  /**
   * Probe the moment it goes down too (the database: a server only slow to answer one statement closes the circuit
   * again within milliseconds). Not for Redis: its client reconnects by itself, and a probe in the instant of the
   * failure could be answered by a reconnect, so one outage was logged twice and a frozen Redis looked back (CI).
   */
  probeAtOnce = false,
): Outage {
  let isDown = false;
  let timer: NodeJS.Timeout | undefined;
  /** The one probe asking while the dependency is down: never several at once, however many ask for one. */
  let probing: Promise<unknown> | undefined;
  const stopProbing = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const ask = () => {
    let expire: NodeJS.Timeout | undefined;
    return Promise.race([
      probe(),
      new Promise((_, reject) => {
        expire = setTimeout(() => reject(new Error(`${dependency} did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(expire));
  };
  const probeOnce = () => {
    if (probing) return;
    probing = ask()
      .then(
        () => outage.up(),
        () => {},
      )
      .finally(() => {
        probing = undefined;
      });
  };
  const outage: Outage = {
    get isDown() {
      return isDown;
    },
    down(error) {
      if (isDown) return;
      isDown = true;
      // The driver's own error, not the query wrapper around it: that one carries the statement and its
      // parameters, which hold what users sent.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      log.error({ err: cause, dependency }, `${dependency} is unavailable: ${consequence}`);
      timer = setInterval(probeOnce, probeEveryMs);
      timer.unref();
      if (probeAtOnce) probeOnce();
    },
    async check() {
      // Known down: answered at once, without waiting on a dependency that does not answer; the probe tells when it is back.
      if (isDown) {
        probeOnce();
        return false;
      }
      try {
        await ask();
        outage.up();
        return true;
      } catch (error) {
        outage.down(error);
        return false;
      }
    },
    up() {
      stopProbing();
      if (!isDown) return;
      isDown = false;
      log.info({ dependency }, `${dependency} is back`);
    },
    stop: stopProbing,
  };
  return outage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's outage state; the error handler reports to it, the health check asks it. */
    databaseOutage: Outage;
    /** Redis's: while it is down, counters are kept in this instance and Redis is not waited for. */
    redisOutage: Outage;
  }
}
