import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '../../../shared/contracts/auth.js';
import { errorBodySchema, messageResponseSchema } from '../../../shared/contracts/common.js';
import {
  addPasskeyRequestSchema,
  addPasskeyResponseSchema,
  passkeyAuthenticationOptionsSchema,
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  renamePasskeyRequestSchema,
} from '../../../shared/contracts/passkeys.js';
import { PASSKEY_MESSAGES } from '../../../shared/messages.js';
import { currentUser } from '../../platform/auth.js';
import { setRefreshCookie } from './auth.cookies.js';
import { clientInfo } from './auth.service.js';
import type { PasskeyService } from './auth.passkeys.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
const bearer = [{ bearer: [] }];

export interface PasskeyRoutesOptions {
  service: PasskeyService;
}

/** Passkeys (issue 36.2), under /api/auth/passkeys: managed in settings, and a sign-in of their own. */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, { service }) => {
  const perAddress = { rateLimit: { max: app.config.rateLimits.authPerIpPer15Min, timeWindow: '15 minutes' } };
  const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The caller's passkeys: name, when added and when last used (never the keys themselves).",
        security: bearer,
        response: { 200: passkeyListSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.list(currentUser(request));
    },
  );

  app.post(
    '/registration/options',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Options for navigator.credentials.create(): a single-use challenge (valid 5 minutes) for adding a discoverable, user-verifying passkey.',
        security: bearer,
        response: { 200: passkeyRegistrationOptionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.registrationOptions(currentUser(request));
    },
  );

  app.post(
    '',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          "Adds a passkey: the browser's answer to the registration challenge, checked against this site's origin and id, and a name. A security notice is mailed.",
        security: bearer,
        body: addPasskeyRequestSchema,
        response: { 200: addPasskeyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return service.add(currentUser(request), request.body);
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Renames one of the caller's passkeys. Any other id is a 404.",
        security: bearer,
        params: passkeyParamsSchema,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeySchema, ...errors },
      },
    },
    async (request) => service.rename(currentUser(request), request.params.id, request.body.name),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Removes one of the caller's passkeys, which can no longer sign in. Any other id is a 404.",
        security: bearer,
        params: passkeyParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id);
      return { message: PASSKEY_MESSAGES.removed };
    },
  );

  app.post(
    '/authentication/options',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Options for navigator.credentials.get(): a single-use challenge (valid 5 minutes) any passkey of this site may sign.',
        response: { 200: passkeyAuthenticationOptionsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return service.signInOptions();
    },
  );

  app.post(
    '/authentication',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Signs in with a passkey alone (it counts as both steps): a session and its refresh cookie, exactly as a password sign-in gives.',
        body: passkeySignInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => setRefreshCookie(app.config, reply, await service.signIn(request.body, clientInfo(request))),
  );
};
