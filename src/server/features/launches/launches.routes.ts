import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import {
  LAUNCH_MESSAGES,
  launchListResponseSchema,
  launchParamsSchema,
  saveLaunchRequestSchema,
  saveLaunchResponseSchema,
} from '../../../shared/contracts/launches.js';
import { currentUser } from '../../platform/auth.js';
import { createLaunchesRepository } from './launches.repository.js';
import { createLaunchesService } from './launches.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The launch state of the teaser features (issue 32): read by every teaser and the navigation, edited by the operator. */
export const launchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLaunchesService({ repo: createLaunchesRepository(app.db) });

  app.get(
    '/launches',
    {
      schema: {
        tags: ['launches'],
        summary: 'Each teaser feature: live (and where) or coming (and when).',
        response: { 200: launchListResponseSchema },
      },
    },
    async () => ({ launches: await service.list() }),
  );

  app.put(
    '/admin/launches/:feature',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['launches'],
        summary: "Set a feature live, or coming with its launch date (the teasers' countdown).",
        security: [{ bearer: [] }],
        params: launchParamsSchema,
        body: saveLaunchRequestSchema,
        response: { 200: saveLaunchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: LAUNCH_MESSAGES.saved,
      launch: await service.save(request.params.feature, request.body, currentUser(request).userId),
    }),
  );
};
