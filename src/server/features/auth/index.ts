import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '../../../shared/contracts/auth.js';
import { unauthorized } from '../../platform/errors.js';
import { setRefreshCookie } from './auth.cookies.js';
import { createSecurityNotices } from './auth.notices.js';
import { createAuthRepository, type UserRow } from './auth.repository.js';
import { clientInfo, createAuthService, toAuthUser, type AuthService } from './auth.service.js';

/** Public face of the auth feature for other features. */
export { authRoutes } from './auth.routes.js';
export { ACCOUNT_DELETION_JOB } from './auth.service.js';
export { createSecurityNotices, type SecurityNotices } from './auth.notices.js';
export { demoAccounts, seedAccounts } from './auth.seed.js';
export { toAuthUser };
export type { UserRow };

const services = new WeakMap<FastifyInstance, AuthService>();

function serviceFor(app: FastifyInstance): AuthService {
  let service = services.get(app);
  if (!service) {
    service = createAuthService({
      repo: createAuthRepository(app.db),
      tokens: app.tokens,
      mailer: app.mailer,
      counters: app.counters,
      config: app.config,
      notices: createSecurityNotices({ jobs: app.jobs, db: app.db, publicUrl: app.config.publicUrl }),
      jobs: app.jobs,
    });
    services.set(app, service);
  }
  return service;
}

/**
 * Signs the user in at the end of onboarding (profile completion, mentor setup). A caller holding the
 * onboarding token from OTP verification gets a new session and its refresh cookie, exactly as a
 * login gives; a caller already signed in keeps their session and gets a fresh access token that
 * carries the user's new state. A session that has ended meanwhile is a 401.
 */
export async function startSessionFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<SessionResponse> {
  const service = serviceFor(app);
  const sessionId = request.auth?.sessionId;
  if (sessionId) {
    const resumed = await service.resumeSession(user, sessionId);
    if (!resumed) throw unauthorized();
    void reply.header('cache-control', 'no-store');
    return resumed;
  }
  return setRefreshCookie(app.config, reply, await service.startSession(user, false, clientInfo(request)));
}
