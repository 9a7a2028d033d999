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
  signInResponseSchema,
  twoFactorVerifyRequestSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '../../../shared/contracts/auth.js';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  endSessionsResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  twoFactorDisableRequestSchema,
  twoFactorDisableResponseSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/account.js';
import { errorBodySchema, messageResponseSchema, paginationQuerySchema } from '../../../shared/contracts/common.js';
import { ACCOUNT_MESSAGES } from '../../../shared/messages.js';
import { currentUser } from '../../platform/auth.js';
import { REFRESH_COOKIE_SECURITY } from '../../platform/route-schemas.js';
import { clearRefreshCookie as clearCookie, REFRESH_COOKIE, setRefreshCookie as setCookie } from './auth.cookies.js';
import { createSecurityNotices, registerSecurityNoticeSender } from './auth.notices.js';
import { createAuthRepository } from './auth.repository.js';
import {
  ACCOUNT_DELETION_JOB,
  clientInfo,
  createAuthService,
  type AccountCleanup,
  type AccountDeletionPayload,
  type IssuedSession,
  type SignInOutcome,
} from './auth.service.js';
import type { Db, Tx } from '../../db/client.js';
import { createPasskeyRepository } from './auth.passkeys.repository.js';
import { passkeyRoutes } from './auth.passkeys.routes.js';
import { createPasskeyService } from './auth.passkeys.service.js';

export { REFRESH_COOKIE };
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Ended sessions are kept this long so a stolen token's reuse is still recognised. */
const ENDED_SESSION_RETENTION_MS = 7 * 24 * 3600 * 1000;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
const accountErrors = { ...errors, 404: errorBodySchema };
const bearer = [{ bearer: [] }];

export interface AuthRoutesOptions {
  /**
   * The files a deleted account leaves behind (profile photos, blog images, booking documents...), read through
   * their features' public faces: public addresses ("/uploads/...") and private storage keys alike.
   */
  accountFiles?: (userId: string, executor?: Db | Tx) => Promise<string[]>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const repo = createAuthRepository(app.db);
  const cleanup: AccountCleanup = {
    filesOf: options.accountFiles ?? (async () => []),
    // Each store ignores what is not its own: a public address or a private key goes from the one that made it.
    removeFile: async (url) => {
      await Promise.all([app.storage.remove(url), app.privateStorage.remove(url)]);
    },
  };
  registerSecurityNoticeSender(app.jobs, app.mailer);
  const notices = createSecurityNotices({ jobs: app.jobs, db: app.db, publicUrl: app.config.publicUrl });
  const service = createAuthService({
    repo,
    tokens: app.tokens,
    mailer: app.mailer,
    counters: app.counters,
    config: app.config,
    cleanup,
    notices,
    jobs: app.jobs,
  });
  app.jobs.register<AccountDeletionPayload>(ACCOUNT_DELETION_JOB, (context) => service.runScheduledDeletion(context));
  const perAddress = { rateLimit: { max: app.config.rateLimits.authPerIpPer15Min, timeWindow: '15 minutes' } };

  const setRefreshCookie = (reply: FastifyReply, session: IssuedSession) => setCookie(app.config, reply, session);
  const clearRefreshCookie = (reply: FastifyReply) => clearCookie(app.config, reply);
  /** A session sets its cookie; a request for the second step's code sets nothing yet. */
  const signedIn = (reply: FastifyReply, outcome: SignInOutcome) => {
    if (outcome.session) return setRefreshCookie(reply, outcome.session);
    void reply.header('cache-control', 'no-store');
    return outcome.challenge;
  };

  app.post(
    '/register',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Creates an account and mails a one-time code to verify its address.',
        body: registerRequestSchema,
        response: { 200: registerResponseSchema, ...errors },
      },
    },
    async (request) => service.register(request.body),
  );

  app.post(
    '/verifyOtp',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: "Verifies a new account's address with the mailed one-time code.",
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
    },
    async (request) => service.verifyOtp(request.body),
  );

  app.post(
    '/resendOtp',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Mails a new one-time code for an address not yet verified.',
        body: resendOtpRequestSchema,
        response: { 200: resendOtpResponseSchema, ...errors },
      },
    },
    async (request) => service.resendOtp(request.body),
  );

  app.post(
    '/login',
    // Not the per-address request cap: the service counts an address's failed sign-ins only.
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with email and password: a session (and its refresh cookie), or the challenge of a second step.',
        body: loginRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => signedIn(reply, await service.login(request.body, clientInfo(request))),
  );

  app.post(
    '/google',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Signs in with a Google ID token: a session (and its refresh cookie), or the challenge of a second step.',
        body: googleLoginRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => signedIn(reply, await service.google(request.body, clientInfo(request))),
  );

  app.post(
    '/twoFactor/verify',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'The second step of a sign-in: a code from the authenticator app, or a recovery code (each usable once).',
        body: twoFactorVerifyRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => setRefreshCookie(reply, await service.verifyTwoFactor(request.body, clientInfo(request))),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the session of the refresh cookie, which is rotated.',
        security: REFRESH_COOKIE_SECURITY,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return setRefreshCookie(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of the refresh cookie, when one is sent, and clears the cookie.',
        security: [{}, ...REFRESH_COOKIE_SECURITY],
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await service.logout(request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { message: 'Logged out.' };
    },
  );

  app.post(
    '/forgotPassword',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Mails a password-reset code to the address, when it has an account (the answer is the same either way).',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.forgotPassword(request.body),
  );

  app.post(
    '/resetPassword',
    {
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the mailed reset code.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.resetPassword(request.body),
  );

  // ---------- Settings: password, active sessions, account deletion (signed in) ----------

  app.post(
    '/changePassword',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: "Changes the caller's password after checking the current one; every other session of the caller ends.",
        security: bearer,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.changePassword(currentUser(request), request.body);
    },
  );

  app.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "The caller's active sessions (device, address, started, last used); `current` marks the one asking.",
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: sessionListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.listSessions(currentUser(request), request.query.page, request.query.limit);
    },
  );

  app.delete(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Log out everywhere else: ends every session of the caller except the one asking.',
        security: bearer,
        response: { 200: endSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ended = await service.endOtherSessions(currentUser(request));
      return { message: ACCOUNT_MESSAGES.otherSessionsEnded, ended };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Ends one of the caller's own sessions. Any other id (another user's, an ended one) is a 404.",
        security: bearer,
        params: sessionParamsSchema,
        response: { 200: messageResponseSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      const { current } = await service.endSession(currentUser(request), request.params.id);
      if (current) {
        clearRefreshCookie(reply);
        return { message: ACCOUNT_MESSAGES.thisSessionEnded };
      }
      return { message: ACCOUNT_MESSAGES.sessionEnded };
    },
  );

  // ---------- Settings: two-step sign-in ----------

  app.get(
    '/twoFactor',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Whether the caller's two-step sign-in is on, how many recovery codes are left, and whether the caller must have it.",
        security: bearer,
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.twoFactorStatus(currentUser(request));
    },
  );

  app.post(
    '/twoFactor/setup',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'A new authenticator secret and its QR code; two-step sign-in turns on only once a first code confirms it.',
        security: bearer,
        response: { 200: twoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.setupTwoFactor(currentUser(request));
    },
  );

  app.post(
    '/twoFactor/enable',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Turns two-step sign-in on with a first code; answers ten single-use recovery codes (shown this once) and a new access token. Every other session ends.',
        security: bearer,
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorEnableResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.enableTwoFactor(currentUser(request), request.body);
    },
  );

  app.post(
    '/twoFactor/disable',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary: 'Turns two-step sign-in off after checking the password and a code; every other session ends.',
        security: bearer,
        body: twoFactorDisableRequestSchema,
        response: { 200: twoFactorDisableResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.disableTwoFactor(currentUser(request), request.body);
    },
  );

  app.delete(
    '/account',
    {
      onRequest: app.authenticate,
      config: perAddress,
      schema: {
        tags: ['auth'],
        summary:
          "Asks to delete the caller's account, after checking the password: every session ends at once and the refresh cookie is cleared; the user and everything that belongs to them go 7 days later (`deletionDueAt`), unless they sign in before then, which cancels the deletion.",
        security: bearer,
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.deleteAccount(currentUser(request), request.body);
      clearRefreshCookie(reply);
      return result;
    },
  );

  await app.register(passkeyRoutes, {
    prefix: '/passkeys',
    service: createPasskeyService({
      passkeys: createPasskeyRepository(app.db),
      findUserById: (id) => repo.findUserById(id),
      requireLiveSession: (auth) => service.requireLiveSession(auth),
      startSession: (user, rememberMe, client, multiFactor) => service.startSession(user, rememberMe, client, multiFactor),
      store: app.onceStore,
      config: app.config,
      notices,
    }),
  });

  const housekeeping = setInterval(() => {
    repo
      .purgeEnded(new Date(Date.now() - ENDED_SESSION_RETENTION_MS))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session cleanup failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
};
