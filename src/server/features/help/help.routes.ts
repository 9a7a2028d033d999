import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import {
  answerHelpTicketRequestSchema,
  createHelpTicketRequestSchema,
  createHelpTicketResponseSchema,
  helpTicketActionResponseSchema,
  helpTicketListResponseSchema,
  helpTicketParamsSchema,
  helpTicketsQuerySchema,
} from '../../../shared/contracts/help.js';
import { currentUser } from '../../platform/auth.js';
import { createHelpRepository } from './help.repository.js';
import { createHelpService } from './help.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];

/** The help form (/helpform) and the operator console's tickets. Registered under /api. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHelpService({
    repo: createHelpRepository(app.db),
    mailer: app.mailer,
    counters: app.counters,
    log: app.log,
    supportEmail: app.config.supportEmail,
    publicUrl: app.config.publicUrl,
  });
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  app.post(
    '/help-tickets',
    {
      onRequest: app.identify,
      schema: {
        tags: ['help'],
        summary: 'Send a help request (visitors too); support and the sender get a mail.',
        body: createHelpTicketRequestSchema,
        response: { 201: createHelpTicketResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.ip, request.auth)),
  );

  app.get(
    '/admin/help-tickets',
    {
      ...admin,
      schema: {
        tags: ['help'],
        summary: 'The help tickets, a page at a time, newest first.',
        security: bearer,
        querystring: helpTicketsQuerySchema,
        response: { 200: helpTicketListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/help-tickets/:id/answer',
    {
      ...admin,
      schema: {
        tags: ['help'],
        summary: 'Answer a ticket; the answer is mailed to its sender.',
        security: bearer,
        params: helpTicketParamsSchema,
        body: answerHelpTicketRequestSchema,
        response: { 200: helpTicketActionResponseSchema, ...errors },
      },
    },
    async (request) => service.answer(request.params.id, request.body, currentUser(request)),
  );

  app.post(
    '/admin/help-tickets/:id/close',
    {
      ...admin,
      schema: {
        tags: ['help'],
        summary: 'Closes a help ticket.',
        security: bearer,
        params: helpTicketParamsSchema,
        response: { 200: helpTicketActionResponseSchema, ...errors },
      },
    },
    async (request) => service.close(request.params.id),
  );
};
