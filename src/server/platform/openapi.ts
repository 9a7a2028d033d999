import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/contracts/common.js';
import { BEARER } from './route-schemas.js';

/** What a route's schema cannot say of itself, for its OpenAPI description only (the route's behaviour ignores it). */
export interface OpenApiRouteDoc {
  /**
   * Files of a `multipart/form-data` body by field name, described as `format: binary` beside the text fields of the
   * route's body schema (when it has one: with other media types in `consumes`, those keep the body schema alone).
   */
  files?: Record<string, { description: string; required?: boolean }>;
  /** Answers that are not JSON, by status: their media types, and whether they are text (a feed, a calendar, CSV) or bytes. */
  media?: Record<number, { types: readonly string[]; format: 'text' | 'binary'; description?: string }>;
  /** A body the route accepts without a schema of its own, described as given; `optional` when it may be left out. */
  body?: { optional?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiRouteDoc;
  }
}

const OPTIONAL_BODY = 'x-optional-body';

type JsonObject = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** The route's JSON-Schema description (after the zod conversion) completed from its `config.openapi`. */
function describe(schema: FastifySchema, doc: OpenApiRouteDoc | undefined): FastifySchema {
  const described: FastifySchema & { consumes?: readonly string[] } = { ...schema };
  const response = { ...(schema.response as Record<string, JsonObject> | undefined) };
  // A 204 carries no body: `type: 'null'` tells @fastify/swagger to describe no content.
  for (const [code, answer] of Object.entries(response)) {
    if (code === '204') response[code] = { type: 'null', description: (answer.description as string | undefined) ?? 'No content.' };
    // A private file in a bucket is a redirect to its presigned address: no body, the address in Location.
    if (code === '302') {
      response[code] = {
        type: 'null',
        description: (answer.description as string | undefined) ?? 'Found elsewhere.',
        headers: { Location: { type: 'string', format: 'uri', description: 'Where the file is.' } },
      };
    }
  }
  for (const [code, { types, format, description }] of Object.entries(doc?.media ?? {})) {
    const answer = response[code];
    const content = { type: 'string', ...(format === 'binary' ? { format: 'binary' } : {}) };
    response[code] = {
      description: description ?? (answer?.description as string | undefined) ?? 'The file.',
      content: Object.fromEntries(types.map((type) => [type, { schema: content }])),
    };
  }
  if (schema.response !== undefined) described.response = response;

  if (doc?.files) {
    const fields = (schema.body as JsonObject | undefined) ?? { type: 'object', properties: {} };
    const files = Object.fromEntries(
      Object.entries(doc.files).map(([name, file]) => [name, { type: 'string', format: 'binary', description: file.description }]),
    );
    const required = [
      ...(fields.required ?? []),
      ...Object.entries(doc.files)
        .filter(([, file]) => file.required)
        .map(([name]) => name),
    ];
    const form = {
      ...fields,
      type: 'object',
      properties: { ...fields.properties, ...files },
      ...(required.length > 0 ? { required } : {}),
    };
    const others = (described.consumes ?? []).filter((type) => type !== 'multipart/form-data');
    described.body = {
      content: {
        ...Object.fromEntries(others.map((type) => [type, { schema: fields }])),
        'multipart/form-data': { schema: form },
      },
    };
    delete described.consumes;
  }
  if (doc?.body) {
    described.body = { content: doc.body.content };
    // @fastify/swagger marks every body required; openApiDocument() unmarks this one and drops the marker.
    if (doc.body.optional) (described as Record<string, unknown>)[OPTIONAL_BODY] = true;
  }
  return described;
}

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
 * - what `config.openapi` adds (OpenApiRouteDoc): multipart files, media types of answers that are not JSON;
 * - no content for a 204, and a Location header without content for a 302;
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
    const transformed = jsonSchemaTransform({ schema: completed, url, route, ...document });
    return { ...transformed, schema: describe(transformed.schema, route.config?.openapi) };
  };
}

/** The finished document: a body a route marked optional (OpenApiRouteDoc.body) is described as not required. */
export const openApiDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as Record<string, unknown>[]) {
      if (typeof operation !== 'object' || operation === null || !(OPTIONAL_BODY in operation)) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) (operation.requestBody as { required?: boolean }).required = false;
    }
  }
  return openapiObject;
};
