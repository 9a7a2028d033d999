import type { FastifyInstance } from 'fastify';
import './outage.js';

/** A request slower than this is worth a line in the log even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/**
 * What operations need from the request log: failed (5xx) and slow requests, one line each. Logging every request
 * at info cost a tenth of the limit route's time; `LOG_LEVEL=debug` brings Fastify's per-request lines back.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    // During a database outage the outage's own line stands for every 503 it causes.
    const outageAnswer = reply.statusCode === 503 && request.server.databaseOutage.isDown;
    if (!outageAnswer && (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS)) {
      request.log.warn(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms) },
        reply.statusCode >= 500 ? 'request failed' : 'slow request',
      );
    }
    done();
  });
}
