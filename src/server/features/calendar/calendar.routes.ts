import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_FEED_MAX_AGE_S, calendarFeedSchema, calendarFileParamsSchema } from '../../../shared/contracts/calendar.js';
import { currentUser } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { BEARER, errorResponses, routeGuards } from '../../platform/route-schemas.js';
import { createCalendarService } from './calendar.service.js';

const errors = errorResponses(400, 401, 404, 429);
const FEED_NOT_FOUND = 'This calendar link is not valid any more. Make a new one in your settings.';

/** Whether `If-None-Match` names `tag` (or is `*`); weak comparison, as for a GET. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(tag));
}

/**
 * The calendar subscription (issue 31, item 6): `/calendar/{token}.ics` for calendar apps, which send no sign-in,
 * so the token is the key; and `/api/calendar/feed` for the signed-in user to show, make, rotate or turn it off.
 * Registered at the root.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCalendarService({ db: app.db, publicUrl: app.config.publicUrl, secret: app.config.jwtSecret });
  const { signedIn } = routeGuards(app);

  app.get(
    '/calendar/:file',
    {
      config: { openapi: { media: { 200: { types: ['text/calendar'], format: 'text', description: 'The iCalendar feed.' } } } },
      schema: {
        tags: ['calendar'],
        summary: "A user's sessions and RSVP'd events as an iCalendar feed; 304 when If-None-Match names the current ETag.",
        params: calendarFileParamsSchema,
        response: { 200: z.string(), 304: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const body = await service.feed(request.params.file.slice(0, -'.ics'.length));
      if (body === null) throw notFound(FEED_NOT_FOUND, 'CALENDAR_FEED_NOT_FOUND');
      const tag = `W/"${createHash('sha256').update(body).digest('base64url')}"`;
      void reply.header('etag', tag).header('cache-control', `private, max-age=${CALENDAR_FEED_MAX_AGE_S}`);
      // Not modified: no body at all (a calendar polling every few minutes costs one query and a hash).
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send(undefined);
      return reply.header('content-type', 'text/calendar; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/calendar/feed',
    {
      ...signedIn,
      schema: {
        tags: ['calendar'],
        summary: 'The signed-in user’s calendar subscription URL, or null.',
        security: BEARER,
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => ({ url: await service.current(currentUser(request).userId) }),
  );

  app.post(
    '/api/calendar/feed',
    {
      ...signedIn,
      schema: {
        tags: ['calendar'],
        summary: 'Makes the calendar subscription URL, or a new one in place of the old (which stops working).',
        security: BEARER,
        body: z.object({}).strict().optional(),
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => ({ url: await service.rotate(currentUser(request).userId) }),
  );

  app.delete(
    '/api/calendar/feed',
    {
      ...signedIn,
      schema: {
        tags: ['calendar'],
        summary: 'Turns the calendar subscription off: its URL answers 404.',
        security: BEARER,
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => {
      await service.revoke(currentUser(request).userId);
      return { url: null };
    },
  );
};
