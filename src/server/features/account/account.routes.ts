import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExportParamsSchema,
  latestDataExportResponseSchema,
  startDataExportResponseSchema,
} from '../../../shared/contracts/account.js';
import { currentUser } from '../../platform/auth.js';
import { BEARER, PRESIGNED_REDIRECT, routeGuards, STANDARD_ERRORS } from '../../platform/route-schemas.js';
import { createSecurityNotices } from '../auth/index.js';
import { createAccountRepository } from './account.repository.js';
import { createAccountExports } from './account.service.js';

/** "Download my data" from settings (issue 36.3). Registered under /api/account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signedIn } = routeGuards(app);
  const exports = createAccountExports({
    repo: createAccountRepository(app.db),
    db: app.db,
    jobs: app.jobs,
    privateStorage: app.privateStorage,
    publicStorage: app.storage,
    notices: createSecurityNotices({ jobs: app.jobs, db: app.db, publicUrl: app.config.publicUrl }),
    realtime: app.realtime,
  });

  app.post(
    '/data-exports',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'Start preparing a zip of all my data (one a day); I am told by a notification and a mail when it is ready.',
        security: BEARER,
        response: { 202: startDataExportResponseSchema, ...STANDARD_ERRORS },
      },
    },
    async (request, reply) => reply.status(202).send(await exports.start(currentUser(request).userId)),
  );

  app.get(
    '/data-exports/latest',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'My latest data export and its state.',
        security: BEARER,
        response: { 200: latestDataExportResponseSchema, ...STANDARD_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return exports.latest(currentUser(request).userId);
    },
  );

  app.get(
    '/data-exports/:id/download',
    {
      ...signedIn,
      config: { openapi: { media: { 200: { types: ['application/zip'], format: 'binary', description: 'The zip of my data.' } } } },
      schema: {
        tags: ['account'],
        summary: 'Download my prepared data export, for 24 hours after it is ready.',
        security: BEARER,
        params: dataExportParamsSchema,
        response: { 200: z.any(), 302: PRESIGNED_REDIRECT, ...STANDARD_ERRORS },
      },
    },
    async (request, reply) => exports.download(reply, currentUser(request).userId, request.params.id),
  );
};
