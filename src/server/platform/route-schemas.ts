import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/contracts/common.js';

/** The OpenAPI security entry of a route that reads the bearer access token. */
export const BEARER = [{ bearer: [] }];

/** The OpenAPI security entry of a route that reads the refresh cookie (the session's, set at sign-in). */
export const REFRESH_COOKIE_SECURITY = [{ refreshCookie: [] }];

/** The error bodies a route may answer with, each in the one error shape (ARCHITECTURE.md, "Errors"). */
export function errorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<Code, typeof errorBodySchema>;
}

/** The errors of an ordinary JSON route: bad input, not signed in, not allowed, not found, conflict, too many. */
export const STANDARD_ERRORS = errorResponses(400, 401, 403, 404, 409, 429);

/** The answer of a private file kept in a bucket: a redirect to its short-lived presigned address (platform/storage.ts). */
export const PRESIGNED_REDIRECT = z
  .null()
  .describe("With a bucket (S3_*): the file's presigned address, valid for S3_PRESIGNED_URL_SECONDS.");

/** The guards routes put in front of a handler: who may call it is decided here, once per route. */
export function routeGuards(app: FastifyInstance) {
  return {
    /** Anyone; a valid token, when sent, names the caller. */
    identified: { onRequest: app.identify },
    signedIn: { onRequest: app.authenticate },
    mentorOnly: { onRequest: [app.authenticate, app.requireRole('mentor')] },
  };
}
