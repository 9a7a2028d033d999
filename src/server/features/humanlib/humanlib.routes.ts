import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { errorBodySchema, messageResponseSchema } from '../../../shared/contracts/common.js';
import {
  HUMANLIB_MESSAGES,
  acceptRulesBodySchema,
  humanlibStatusSchema,
  onlineUsersResponseSchema,
  reportDetailSchema,
  reportIdParamsSchema,
  reportsQuerySchema,
  reportsResponseSchema,
  suspendBodySchema,
  suspensionUserParamsSchema,
  suspensionsResponseSchema,
  updateReportBodySchema,
} from '../../../shared/contracts/humanlib.js';
import { currentUser } from '../../platform/auth.js';
import { createRelationReader } from '../connections/index.js';
import { createHumanlibRepository } from './humanlib.repository.js';
import { createHumanlibService } from './humanlib.service.js';
import { attachHumanlibNamespace } from './humanlib.socket.js';
import { createMemoryStore, createRedisStore } from './humanlib.store.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];

/**
 * The Human Library: rules acceptance, entry status, the online list (REST under /api/human-lib),
 * the live namespace, and the operators' reports and suspensions (under /api/admin/human-lib).
 */
export const humanlibRoutes: FastifyPluginAsyncZod<{ redis?: Redis | undefined }> = async (app, options) => {
  const store = options.redis ? createRedisStore(options.redis, app.config.humanlib.redisPrefix) : createMemoryStore();
  const service = createHumanlibService({
    repo: createHumanlibRepository(app.db),
    store,
    relations: createRelationReader(app.db),
    iceServers: app.config.iceServers,
    // Called only on requests, after the namespace below exists.
    disconnectAccount: (userId, message) => namespace.disconnectAccount(userId, message),
  });
  const namespace = attachHumanlibNamespace({
    io: app.realtime.io,
    tokens: app.tokens,
    service,
    store,
    idleMs: app.config.humanlib.idleSeconds * 1000,
    log: app.log,
  });
  app.realtime.beforeClose(() => namespace.close());

  const signedIn = { onRequest: app.authenticate };
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  app.post(
    '/human-lib/accept',
    {
      ...signedIn,
      schema: {
        tags: ['human-lib'],
        summary: 'Accepts the Human Library rules, confirming the account holder is 18 or older.',
        security: bearer,
        body: acceptRulesBodySchema,
        response: { 200: humanlibStatusSchema, ...errors },
      },
    },
    async (request) => service.accept(currentUser(request).userId),
  );

  app.get(
    '/human-lib/status',
    {
      ...signedIn,
      schema: {
        tags: ['human-lib'],
        summary: 'Whether the caller may enter the Human Library, why not, and the ICE servers for audio calls.',
        security: bearer,
        response: { 200: humanlibStatusSchema, ...errors },
      },
    },
    async (request) => service.status(currentUser(request).userId),
  );

  app.get(
    '/human-lib/getOnlineUsers',
    {
      ...signedIn,
      schema: {
        tags: ['human-lib'],
        summary: 'People in the Human Library now: an anonymous id of each visit and its nickname (never an account id).',
        security: bearer,
        response: { 200: onlineUsersResponseSchema, ...errors },
      },
    },
    async (request) => service.onlineUsers(currentUser(request).userId),
  );

  app.get(
    '/admin/human-lib/reports',
    {
      ...admin,
      schema: {
        tags: ['human-lib', 'admin'],
        summary: 'Reports of Human Library chats: open first, crisis reports first among them, then newest.',
        security: bearer,
        querystring: reportsQuerySchema,
        response: { 200: reportsResponseSchema, ...errors },
      },
    },
    async (request) => service.listReports(request.query),
  );

  app.get(
    '/admin/human-lib/reports/:id',
    {
      ...admin,
      schema: {
        tags: ['human-lib', 'admin'],
        summary: 'One report with the last messages of the reported chat.',
        security: bearer,
        params: reportIdParamsSchema,
        response: { 200: reportDetailSchema, ...errors },
      },
    },
    async (request) => service.reportDetail(request.params.id),
  );

  app.patch(
    '/admin/human-lib/reports/:id',
    {
      ...admin,
      schema: {
        tags: ['human-lib', 'admin'],
        summary: 'Marks a report resolved or open again.',
        security: bearer,
        params: reportIdParamsSchema,
        body: updateReportBodySchema,
        response: { 200: reportDetailSchema, ...errors },
      },
    },
    async (request) => {
      await service.setReportStatus(request.params.id, request.body.status);
      return service.reportDetail(request.params.id);
    },
  );

  app.get(
    '/admin/human-lib/suspensions',
    {
      ...admin,
      schema: {
        tags: ['human-lib', 'admin'],
        summary: 'Accounts suspended from the Human Library, newest first.',
        security: bearer,
        response: { 200: suspensionsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await service.suspensions() }),
  );

  app.post(
    '/admin/human-lib/suspensions',
    {
      ...admin,
      schema: {
        tags: ['human-lib', 'admin'],
        summary: 'Suspends an account from the Human Library; its live chats end at once.',
        security: bearer,
        body: suspendBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.suspend(currentUser(request).userId, request.body.userId, request.body.reason);
      return { message: HUMANLIB_MESSAGES.suspendedNotice };
    },
  );

  app.delete(
    '/admin/human-lib/suspensions/:userId',
    {
      ...admin,
      schema: {
        tags: ['human-lib', 'admin'],
        summary: 'Lifts an account’s Human Library suspension.',
        security: bearer,
        params: suspensionUserParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.unsuspend(request.params.userId);
      return { message: HUMANLIB_MESSAGES.unsuspendedNotice };
    },
  );
};
