import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import {
  adminEventsQuerySchema,
  eventBannerUploadResponseSchema,
  eventInputSchema,
  eventListResponseSchema,
  eventParamsSchema,
  eventSchema,
  eventsQuerySchema,
  rsvpResponseSchema,
} from '../../../shared/contracts/events.js';
import { currentUser } from '../../platform/auth.js';
import { readOneImage } from '../../platform/multipart.js';
import { createEventsRepository } from './events.repository.js';
import { createEventsService, EVENT_BANNER_MAX_SIDE_PX, EVENT_BANNER_MESSAGES } from './events.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];

/** University and industry events (/EventNews, /EventDescription) and the console that publishes them. Registered under /api. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEventsService({
    repo: createEventsRepository(app.db),
    storage: app.storage,
    jobs: app.jobs,
    db: app.db,
    publicUrl: app.config.publicUrl,
  });
  const signedIn = { onRequest: app.authenticate };
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  app.get(
    '/events',
    {
      onRequest: app.identify,
      schema: {
        tags: ['events'],
        summary: 'Upcoming events, soonest first (cancelled and finished ones left out).',
        querystring: eventsQuerySchema,
        response: { 200: eventListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query, request.auth),
  );

  app.get(
    '/events/:id',
    {
      onRequest: app.identify,
      schema: {
        tags: ['events'],
        summary: 'One event by id; for a signed-in caller, whether they are going.',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, request.auth),
  );

  app.put(
    '/events/:id/rsvp',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: '"Going" (idempotent).',
        security: bearer,
        params: eventParamsSchema,
        response: { 200: rsvpResponseSchema, ...errors },
      },
    },
    async (request) => service.going(request.params.id, currentUser(request)),
  );

  app.delete(
    '/events/:id/rsvp',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'No longer going (idempotent).',
        security: bearer,
        params: eventParamsSchema,
        response: { 200: rsvpResponseSchema, ...errors },
      },
    },
    async (request) => service.notGoing(request.params.id, currentUser(request)),
  );

  app.get(
    '/events/:id/calendar.ics',
    {
      config: { openapi: { media: { 200: { types: ['text/calendar'], format: 'text', description: 'The event as an iCalendar file.' } } } },
      schema: {
        tags: ['events'],
        summary: 'The event as an iCalendar file (add to calendar).',
        params: eventParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.calendar(request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.get(
    '/admin/events',
    {
      ...admin,
      schema: {
        tags: ['events'],
        summary: 'Every event, past and cancelled ones included, latest start first, a page at a time.',
        security: bearer,
        querystring: adminEventsQuerySchema,
        response: { 200: eventListResponseSchema, ...errors },
      },
    },
    async (request) => service.adminList(request.query),
  );

  app.post(
    '/admin/events',
    {
      ...admin,
      schema: {
        tags: ['events'],
        summary: 'Creates an event.',
        security: bearer,
        body: eventInputSchema,
        response: { 201: eventSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, currentUser(request))),
  );

  app.post(
    '/admin/events/banner',
    {
      ...admin,
      config: { openapi: { files: { file: { description: 'The banner: JPEG, PNG or WebP.', required: true } } } },
      schema: {
        tags: ['events'],
        summary: `Multipart, one file: a JPEG, PNG or WebP banner checked by content and re-encoded (longest side ${EVENT_BANNER_MAX_SIDE_PX} px) -> {url} to send as bannerImageUrl.`,
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: eventBannerUploadResponseSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.uploadBanner(await readOneImage(request, EVENT_BANNER_MESSAGES))),
  );

  app.put(
    '/admin/events/:id',
    {
      ...admin,
      schema: {
        tags: ['events'],
        summary: "Replaces an event's details.",
        security: bearer,
        params: eventParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.post(
    '/admin/events/:id/cancel',
    {
      ...admin,
      schema: {
        tags: ['events'],
        summary: 'Cancels an event.',
        security: bearer,
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => service.cancel(request.params.id),
  );
};
