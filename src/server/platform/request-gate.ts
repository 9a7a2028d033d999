import type { FastifyInstance } from 'fastify';

export interface RequestGateOptions {
  /** How many requests run their handlers at once; the rest wait their turn, first come first served. */
  slots: number;
  /**
   * After this long a running request stops counting against the slots: one waiting on something slow that is not
   * the database (a mail server) must not hold the line for everyone.
   */
  leaseMs: number;
}

/**
 * The embedded database runs every statement on this thread, one after another. Left to itself, every request that
 * arrived queued its statements at once, and a client that had given up (a closed tab, a load test's warm-up ending)
 * still had its statements run ahead of the clients still waiting: at 100 connections the first requests of a new
 * load waited behind a hundred answers nobody would read. Here, a request's handler starts only when one of `slots`
 * is free; a request whose client has gone while it waited is dropped without touching the database. The wait
 * starts after the body has arrived (preHandler), so a slow upload holds no slot while it sends; a multipart upload,
 * read by its handler as it streams in, is not gated at all.
 */
export function gateRequests(scope: FastifyInstance, options: RequestGateOptions): void {
  let running = 0;
  const waiting: { start: () => void; gone: boolean }[] = [];

  const startWaiting = () => {
    while (running < options.slots && waiting.length > 0) {
      const next = waiting.shift();
      if (next && !next.gone) next.start();
    }
  };

  scope.addHook('preHandler', (request, reply, done) => {
    if (request.isMultipart()) return done();
    let holding = false;
    let lease: NodeJS.Timeout | undefined;
    const release = () => {
      if (!holding) return;
      holding = false;
      clearTimeout(lease);
      running -= 1;
      startWaiting();
    };
    const turn = {
      gone: false,
      start: () => {
        holding = true;
        running += 1;
        lease = setTimeout(release, options.leaseMs).unref();
        done();
      },
    };
    const finished = () => {
      turn.gone = true;
      release();
    };
    // 'close' also comes when the client goes before the answer; 'finish' when the answer has been handed over.
    reply.raw.once('finish', finished);
    reply.raw.once('close', finished);
    if (running < options.slots && waiting.length === 0) turn.start();
    else waiting.push(turn);
  });
}
