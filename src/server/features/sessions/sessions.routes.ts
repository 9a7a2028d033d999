import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  meetingLinkBodySchema,
  needsActionResponseSchema,
  resolveSessionBodySchema,
  resolveSessionResponseSchema,
  sessionConfirmationBodySchema,
  sessionConfirmationResponseSchema,
  roomStateSchema,
  sessionBookingParamsSchema,
  sessionMessagesResponseSchema,
  SESSION_MESSAGES,
} from '../../../shared/contracts/sessions.js';
import { BEARER, errorResponses, routeGuards } from '../../platform/route-schemas.js';
import { createBookingReader } from '../mentors/index.js';
import { alternativeMentorsFinder } from '../mentors/index.js';
import { createConfirmationService } from './sessions.confirmation.js';
import { ATTENDANCE_JOB, attendanceHandler } from './sessions.jobs.js';
import { createSessionsRepository } from './sessions.repository.js';
import { createSessionsService } from './sessions.service.js';
import { attachSessionRoomNamespace } from './sessions.socket.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const answerErrors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Mentorship session rooms (issue 31): the room of a confirmed booking for its two parties, its meeting link, its
 * chat history, the signalling namespace, and the attendance check the mentor's accept schedules. Under /api.
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSessionsService({
    bookings: createBookingReader(app.db),
    repo: createSessionsRepository(app.db),
    ice: app.config.sessionIce,
  });
  const namespace = attachSessionRoomNamespace({ io: app.realtime.io, tokens: app.tokens, service, log: app.log });
  app.realtime.beforeClose(() => namespace.close());
  const alternatives = alternativeMentorsFinder(app.db, app.config.publicUrl);
  app.jobs.register(ATTENDANCE_JOB, attendanceHandler(app.notifier, undefined, alternatives));
  const confirmation = createConfirmationService({ db: app.db, notifier: app.notifier, alternatives });
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  // Visitors are let through to the handler so that they get the same 404 as anyone else who is not a party.
  const { identified } = routeGuards(app);
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/sessions/:bookingId/room',
    {
      ...identified,
      schema: {
        tags: ['sessions'],
        summary: "A confirmed session's room for its student or mentor: window, other party, documents, ICE servers.",
        security: BEARER,
        params: sessionBookingParamsSchema,
        response: { 200: roomStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The TURN credential in it is the caller's own and short-lived: never kept by a cache.
      void reply.headers(noStore);
      return service.roomState(request.params.bookingId, request.auth?.userId);
    },
  );

  app.put(
    '/sessions/:bookingId/meeting-link',
    {
      ...identified,
      schema: {
        tags: ['sessions'],
        summary: 'The mentor sets (or, with null, removes) an external https: meeting link for the session.',
        security: BEARER,
        params: sessionBookingParamsSchema,
        body: meetingLinkBodySchema,
        response: { 200: roomStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return service.setMeetingUrl(request.params.bookingId, request.auth?.userId, request.body.meetingUrl);
    },
  );

  app.get(
    '/sessions/:bookingId/messages',
    {
      ...identified,
      schema: {
        tags: ['sessions'],
        summary: "The session's chat, oldest first, for its two parties (also after the session).",
        security: BEARER,
        params: sessionBookingParamsSchema,
        response: { 200: sessionMessagesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return { messages: await service.messages(request.params.bookingId, request.auth?.userId) };
    },
  );

  app.post(
    '/sessions/:bookingId/confirmation',
    {
      ...identified,
      schema: {
        tags: ['sessions'],
        summary:
          'A party of an external-link session says whether it took place (from 10 minutes after the start; replaces an earlier answer).',
        security: BEARER,
        params: sessionBookingParamsSchema,
        body: sessionConfirmationBodySchema,
        response: { 200: sessionConfirmationResponseSchema, ...answerErrors },
      },
    },
    async (request) => confirmation.answer(request.params.bookingId, request.auth?.userId, request.body.tookPlace),
  );

  app.get(
    '/admin/sessions/needs-action',
    {
      ...admin,
      schema: {
        tags: ['sessions'],
        summary: 'The operator\'s "Needs action": external-link sessions whose two sides disagree on whether they took place.',
        security: BEARER,
        response: { 200: needsActionResponseSchema, ...errors },
      },
    },
    async (_request, reply) => {
      void reply.headers(noStore);
      return { sessions: await confirmation.needsAction() };
    },
  );

  app.post(
    '/admin/sessions/:bookingId/resolve',
    {
      ...admin,
      schema: {
        tags: ['sessions'],
        summary:
          "The operator decides a session's attendance outcome (a disputed one, or a recorded no-show to correct); both sides are told.",
        security: BEARER,
        params: sessionBookingParamsSchema,
        body: resolveSessionBodySchema,
        response: { 200: resolveSessionResponseSchema, ...answerErrors },
      },
    },
    async (request) => ({
      message: SESSION_MESSAGES.resolved,
      attendanceOutcome: await confirmation.resolve(request.params.bookingId, request.body.outcome),
    }),
  );
};
