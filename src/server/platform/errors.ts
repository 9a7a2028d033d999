import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/contracts/common.js';
import { MESSAGES, SERVER_MESSAGES } from '../../shared/messages.js';
import { isBadValueError, isDatabaseOutage, isDatabaseUnavailable } from '../db/errors.js';
import { isRedisUnavailable } from './redis.js';
import './outage.js';

/** What a client is told to wait before retrying while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error the client should see: its status, a human sentence and a machine code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', fields?: Record<string, string[]>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message: string = MESSAGES.unauthorized, code = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message: string = SERVER_MESSAGES.notAllowed, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.tooManyRequests) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The database is out of reach (or known to be, while its outage lasts): the request did nothing, and may be sent again later. */
export const databaseUnavailable = () =>
  new AppError(503, 'DATABASE_UNAVAILABLE', SERVER_MESSAGES.databaseDown, undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

export function errorBody(message: string, code: string, fields?: Record<string, string[]>): ErrorBody {
  return fields ? { message, error: message, code, fields } : { message, error: message, code };
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: SERVER_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_JSON', message: SERVER_MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: SERVER_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: SERVER_MESSAGES.invalidInput },
};

/** Every failure leaves as the JSON error shape: never a stack trace, never HTML. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.message, error.code, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const messages = (fields[key] ??= []);
        // zod can report one field twice with the same sentence (a wrong type, then a length check).
        const message = issue.message ?? SERVER_MESSAGES.invalidInput;
        if (!messages.includes(message)) messages.push(message);
      }
      const first = error.validation[0]?.message ?? SERVER_MESSAGES.invalidInput;
      return reply.status(400).send(errorBody(first, 'VALIDATION_FAILED', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(SERVER_MESSAGES.serverError, 'INTERNAL'));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.message, known.code));
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(error.message || SERVER_MESSAGES.invalidInput, error.code ?? 'BAD_REQUEST'));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of this request: logged once per outage, answered with when to retry.
      if (isDatabaseOutage(error)) request.server.databaseOutage.down(error);
      // Not the statement itself: it carries what the user sent.
      else request.log.warn({ sqlState: '57014' }, 'a statement ran past its time limit');
      const unavailable = databaseUnavailable();
      return reply.status(503).headers(unavailable.headers!).send(errorBody(unavailable.message, unavailable.code));
    }
    if (isRedisUnavailable(error)) {
      // Only what lives in Redis alone (the Human Library's rooms) fails this way; the rest falls back.
      request.server.redisOutage.down(error);
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(SERVER_MESSAGES.serviceDown, 'SERVICE_UNAVAILABLE'));
    }
    if (isBadValueError(error)) {
      // A backstop: the schemas should have refused the value before any query ran.
      request.log.warn({ err: error }, 'the database refused a value from the request');
      return reply.status(400).send(errorBody(SERVER_MESSAGES.invalidValue, 'INVALID_VALUE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(SERVER_MESSAGES.serverError, 'INTERNAL'));
  });
}
