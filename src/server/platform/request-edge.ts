import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HelmetOptions } from 'helmet';
import type { AddressLimiter } from './address-limit.js';
import { tooManyRequests } from './errors.js';
import { securityHeaderSets } from './security-headers.js';

export interface RequestEdgeOptions {
  security: HelmetOptions;
  /** The origins whose pages may call the API with the user's cookies (the web app's own address). */
  allowedOrigins: readonly string[];
  /** The API's limit per client address, and the requests it does not count (the server's own reads). */
  limit: { perAddress: AddressLimiter; max: number; exempt: (request: FastifyRequest) => boolean };
}

/** What a preflight may ask for: every method the API has. */
const PREFLIGHT_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';

/** The API's answers, not its documentation pages (Swagger UI under /api/docs is a document with scripts). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * What every request passes before its route: helmet's security headers, CORS for the allowed origins (and the
 * answer to their preflights), and the per-address limit on the API. One hook with its header sets worked out at
 * start, where three plugins each ran a hook of their own and rebuilt their options on every request; the limit
 * counts in memory and never waits on Redis (platform/address-limit.ts).
 *
 * A route opts out of the per-address limit with `config: { rateLimit: false }`, or has a limit of its own with
 * `config: { rateLimit: { max, timeWindow } }` (@fastify/rate-limit, the sign-in routes), which replaces this one.
 */
export function registerRequestEdge(app: FastifyInstance, { security, allowedOrigins, limit }: RequestEdgeOptions): void {
  const { document, api } = securityHeaderSets(security);
  const plain = { document: { ...document, vary: 'Origin' }, api: { ...api, vary: 'Origin' } };
  const allowed = new Map(
    allowedOrigins.map((origin) => {
      const cors = { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
      return [origin, { document: { ...document, ...cors }, api: { ...api, ...cors } }] as const;
    }),
  );
  const limitHeader = String(limit.max);

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const origin = request.headers.origin;
    const headers = (origin === undefined ? undefined : allowed.get(origin)) ?? plain;
    void reply.headers(isApiAnswer(url) ? headers.api : headers.document);

    if (request.method === 'OPTIONS' && origin !== undefined && request.headers['access-control-request-method'] !== undefined) {
      const asked = request.headers['access-control-request-headers'];
      void reply
        .code(204)
        .header('vary', 'Origin, Access-Control-Request-Headers')
        .header('access-control-allow-methods', PREFLIGHT_METHODS)
        .header('content-length', '0');
      if (asked) void reply.header('access-control-allow-headers', asked);
      return reply.send();
    }

    if (!url.startsWith('/api/') || request.routeOptions.config.rateLimit !== undefined || limit.exempt(request)) return done();
    // A socket the client has already closed has no address left: such requests share one count.
    void limit.perAddress.hit(request.ip ?? 'unknown').then((verdict) => {
      void reply
        .header('x-ratelimit-limit', limitHeader)
        .header('x-ratelimit-remaining', String(verdict.remaining))
        .header('x-ratelimit-reset', String(verdict.resetSeconds));
      done(verdict.allowed ? undefined : tooManyRequests(verdict.resetSeconds));
    }, done);
  });
}
