import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import {
  announcementRequestSchema,
  announcementResponseSchema,
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
  unsubscribeStatusSchema,
  waitlistCountsResponseSchema,
  waitlistFeatureParamsSchema,
} from '../../../shared/contracts/waitlist.js';
import { acceptOneClickPosts, ONE_CLICK_POST_DOC } from '../../platform/mail.js';
import { createWaitlistRepository } from './waitlist.repository.js';
import { createWaitlistService } from './waitlist.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const bearer = [{ bearer: [] }];

/** Waitlists of the teaser pages (platform-community §5) and their operator console. Registered under /api. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createWaitlistService({
    repo: createWaitlistRepository(app.db),
    notifier: app.notifier,
    counters: app.counters,
    log: app.log,
    publicUrl: app.config.publicUrl,
    secret: app.config.jwtSecret,
  });
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  app.post(
    '/waitlist',
    {
      onRequest: app.identify,
      schema: {
        tags: ['waitlist'],
        summary: 'Join a feature’s waitlist (visitors too). A second join of the same email answers kindly and sends nothing.',
        body: joinWaitlistRequestSchema,
        response: { 200: joinWaitlistResponseSchema, 201: joinWaitlistResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.join(request.body, request.ip, request.auth);
      return reply.status(result.joined ? 201 : 200).send(result);
    },
  );

  app.get(
    '/waitlist/unsubscribe',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'What an unsubscribe link points at (no sign-in: the link is signed).',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStatusSchema, ...errors },
      },
    },
    async (request) => service.unsubscribeStatus(request.query.token),
  );

  app.post(
    '/waitlist/unsubscribe',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Leave a waitlist through the signed link of its mails (idempotent).',
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => service.unsubscribe(request.body.token),
  );

  // RFC 8058: the List-Unsubscribe-Post of a waitlist mail, a form post to the signed address.
  acceptOneClickPosts(app);
  app.post(
    '/waitlist/unsubscribe/one-click',
    {
      config: { openapi: ONE_CLICK_POST_DOC },
      schema: {
        tags: ['waitlist'],
        summary: 'One-click unsubscribe (RFC 8058) from a waitlist mail: the token is in the address; no sign-in.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => service.unsubscribe(request.query.token),
  );

  app.get(
    '/admin/waitlists',
    {
      ...admin,
      schema: {
        tags: ['waitlist'],
        summary: 'How many addresses are subscribed to (and unsubscribed from) the waitlist of each coming feature.',
        security: bearer,
        response: { 200: waitlistCountsResponseSchema, ...errors },
      },
    },
    async () => service.counts(),
  );

  app.get(
    '/admin/waitlists/:feature/export.csv',
    {
      ...admin,
      config: { openapi: { media: { 200: { types: ['text/csv'], format: 'text', description: 'The waitlist as CSV.' } } } },
      schema: {
        tags: ['waitlist'],
        summary: "A feature's waitlist as CSV (email, joined_at, status).",
        security: bearer,
        params: waitlistFeatureParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="waitlist-${request.params.feature}.csv"`)
        .header('cache-control', 'no-store')
        .send(await service.exportCsv(request.params.feature)),
  );

  app.post(
    '/admin/waitlists/:feature/announcement',
    {
      ...admin,
      schema: {
        tags: ['waitlist'],
        summary: "One mail to everyone still on a feature's waitlist, each with its own unsubscribe link.",
        security: bearer,
        params: waitlistFeatureParamsSchema,
        body: announcementRequestSchema,
        response: { 200: announcementResponseSchema, ...errors },
      },
    },
    async (request) => service.announce(request.params.feature, request.body),
  );
};
