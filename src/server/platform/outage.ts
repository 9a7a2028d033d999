import type { FastifyBaseLogger } from 'fastify';

/**
 * One dependency's state as the logs tell it: the first failure of an outage is logged with its
 * cause, later ones are not (a request per failure would bury the log), and the recovery is logged
 * once. While down, `probe` (when given) is retried every few seconds so recovery is noticed even
 * when nothing else touches the dependency.
 */
export interface Outage {
  readonly isDown: boolean;
  down(error: unknown): void;
  up(): void;
  stop(): void;
}

export function createOutage(
  log: FastifyBaseLogger,
  dependency: string,
  consequence: string,
  probe?: () => Promise<unknown>,
  probeEveryMs = 2_000,
): Outage {
  let isDown = false;
  let timer: NodeJS.Timeout | undefined;
  const stopProbing = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const outage: Outage = {
    get isDown() {
      return isDown;
    },
    down(error) {
      if (isDown) return;
      isDown = true;
      log.error({ err: error, dependency }, `${dependency} is unavailable: ${consequence}`);
      if (probe) {
        timer = setInterval(() => {
          probe().then(
            () => outage.up(),
            () => {},
          );
        }, probeEveryMs);
        timer.unref();
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
    /** The database's outage state; the error handler reports to it, the health check reads it. */
    databaseOutage?: Outage;
  }
}
