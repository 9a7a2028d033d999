import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
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

/**
 * Fastify gives every request a child logger bound to its id, and with redaction configured pino clones and
 * redacts those bindings for each one, although most requests never log a line. This child is made on the
 * request's first line instead; the lines are the same. Passed to Fastify as `childLoggerFactory`.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): FastifyBaseLogger['level'] {
    return this.logger.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    Reflect.apply(this.logger.fatal, this.logger, args);
  }

  error(...args: unknown[]): void {
    Reflect.apply(this.logger.error, this.logger, args);
  }

  warn(...args: unknown[]): void {
    Reflect.apply(this.logger.warn, this.logger, args);
  }

  info(...args: unknown[]): void {
    Reflect.apply(this.logger.info, this.logger, args);
  }

  debug(...args: unknown[]): void {
    Reflect.apply(this.logger.debug, this.logger, args);
  }

  trace(...args: unknown[]): void {
    Reflect.apply(this.logger.trace, this.logger, args);
  }

  silent(...args: unknown[]): void {
    Reflect.apply(this.logger.silent, this.logger, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}
