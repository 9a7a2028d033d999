import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/contracts/common.js';
import { BEARER } from './route-schemas.js';

/** A signed-in caller is optional: anyone may call, a valid bearer token names the caller (`routeGuards().identified`). */
const BEARER_OPTIONAL = [{}, ...BEARER];

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable camelCase operationId from the method and the path, for the routes that name none:
 * `GET /api/jobs/:id/logo` → `getJobsByIdLogo`, `GET /blog/:userId/feed.atom` → `getBlogByUserIdFeedAtom`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment, index) => segment !== '' && !(index === 1 && segment === 'api'))
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter((word) => word !== '');
  return method.toLowerCase() + (words.length === 0 ? 'Root' : words.map(capitalized).join(''));
}

const guardsOf = (route: RouteOptions): unknown[] =>
  route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];

/**
 * The OpenAPI description of each route, completed where the route leaves it implicit (the contract stays as the
 * routes define it; only its description is filled in):
 * - `operationId`: derived from method and path when the route names none;
 * - `security`: what the route's guards ask, when the route does not say it: a bearer token for `authenticate`,
 *   an optional one for `identify`, none (`[]`) for a public route;
 * - a 429 answer for every `/api/` route with a response schema but no 4xx in it: the per-address limit
 *   (platform/request-edge.ts) may answer any of them so, unless the route turns limits off (`rateLimit: false`).
 */
export function openApiTransform(app: FastifyInstance): SwaggerTransform {
  return ({ schema, url, route, ...document }) => {
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    const guards = guardsOf(route);
    const security =
      guards.includes(app.authenticate) || guards.includes(app.authenticateOnboarding)
        ? BEARER
        : guards.includes(app.identify)
          ? BEARER_OPTIONAL
          : [];
    const response = schema?.response as Record<string, unknown> | undefined;
    const needs429 =
      url.startsWith('/api/') &&
      route.config?.rateLimit !== false &&
      response !== undefined &&
      !Object.keys(response).some((code) => /^4/.test(code));
    const completed = {
      ...schema,
      operationId: schema?.operationId ?? operationIdOf(method, url),
      security: schema?.security ?? security,
      ...(needs429 ? { response: { ...response, 429: errorBodySchema } } : {}),
    };
    return jsonSchemaTransform({ schema: completed, url, route, ...document });
  };
}
