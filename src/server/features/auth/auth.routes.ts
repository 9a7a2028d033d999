import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '../../../shared/contracts/auth.js';
import { errorBodySchema, messageResponseSchema } from '../../../shared/contracts/common.js';
import { clearRefreshCookie as clearCookie, REFRESH_COOKIE, setRefreshCookie as setCookie } from './auth.cookies.js';
import { createAuthRepository } from './auth.repository.js';
import { clientInfo, createAuthService, type IssuedSession } from './auth.service.js';

export { REFRESH_COOKIE };
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Ended sessions are kept this long so a stolen token's reuse is still recognised. */
const ENDED_SESSION_RETENTION_MS = 7 * 24 * 3600 * 1000;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAuthRepository(app.db);
  const service = createAuthService({ repo, tokens: app.tokens, mailer: app.mailer, counters: app.counters, config: app.config });
  const perAddress = { rateLimit: { max: app.config.rateLimits.authPerIpPer15Min, timeWindow: '15 minutes' } };

  const setRefreshCookie = (reply: FastifyReply, session: IssuedSession) => setCookie(app.config, reply, session);
  const clearRefreshCookie = (reply: FastifyReply) => clearCookie(app.config, reply);

  app.post(
    '/register',
    { config: perAddress, schema: { tags: ['auth'], body: registerRequestSchema, response: { 200: registerResponseSchema, ...errors } } },
    async (request) => service.register(request.body),
  );

  app.post(
    '/verifyOtp',
    { config: perAddress, schema: { tags: ['auth'], body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema, ...errors } } },
    async (request) => service.verifyOtp(request.body),
  );

  app.post(
    '/resendOtp',
    { config: perAddress, schema: { tags: ['auth'], body: resendOtpRequestSchema, response: { 200: resendOtpResponseSchema, ...errors } } },
    async (request) => service.resendOtp(request.body),
  );

  app.post(
    '/login',
    { config: perAddress, schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request, reply) => setRefreshCookie(reply, await service.login(request.body, clientInfo(request))),
  );

  app.post(
    '/google',
    { config: perAddress, schema: { tags: ['auth'], body: googleLoginRequestSchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request, reply) => setRefreshCookie(reply, await service.google(request.body, clientInfo(request))),
  );

  app.post('/refresh', { schema: { tags: ['auth'], response: { 200: sessionResponseSchema, ...errors } } }, async (request, reply) => {
    try {
      return setRefreshCookie(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  app.post('/logout', { schema: { tags: ['auth'], response: { 200: messageResponseSchema } } }, async (request, reply) => {
    await service.logout(request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply);
    return { message: 'Logged out.' };
  });

  app.post(
    '/forgotPassword',
    { config: perAddress, schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => service.forgotPassword(request.body),
  );

  app.post(
    '/resetPassword',
    { config: perAddress, schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => service.resetPassword(request.body),
  );

  const housekeeping = setInterval(() => {
    repo.purgeEnded(new Date(Date.now() - ENDED_SESSION_RETENTION_MS)).catch((error: unknown) => app.log.warn({ err: error }, 'session cleanup failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
};
