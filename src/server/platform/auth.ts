import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRoleName } from '../../shared/contracts/auth.js';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import { forbidden, unauthorized } from './errors.js';
import type { AccessClaims, TokenService } from './tokens.js';

export interface RequestAuth {
  userId: string;
  role: UserRoleName;
  /** Absent when the caller used an onboarding token (profile completion right after OTP). */
  sessionId: string | null;
  /** Two-step sign-in was on for the user when the token was issued. */
  twoFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a valid access token is required. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a valid access token or an onboarding token from OTP verification. */
    authenticateOnboarding: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads the access token when one is sent, without requiring it. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: UserRoleName[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

const fromAccess = (claims: AccessClaims): RequestAuth => ({
  userId: claims.userId,
  role: claims.role,
  sessionId: claims.sessionId,
  twoFactor: claims.twoFactor,
});

/** The server knows the user from the access token only, never from an id in a body or query. */
export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorate('tokens', tokens);
  app.decorateRequest('auth', null);

  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await tokens.verifyAccess(token);
    if (claims) request.auth = fromAccess(claims);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const checked = await tokens.checkAccess(token);
    if (!checked) throw unauthorized();
    // Signed out, ended from another device, password changed...: the token is refused at once, not when it expires.
    if (checked.sessionEnded) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'SESSION_ENDED');
    request.auth = fromAccess(checked.claims);
  });

  app.decorate('authenticateOnboarding', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const access = await tokens.checkAccess(token);
    if (access) {
      if (access.sessionEnded) throw unauthorized(SERVER_MESSAGES.sessionExpired, 'SESSION_ENDED');
      request.auth = fromAccess(access.claims);
      return;
    }
    const onboarding = await tokens.verifyOnboarding(token);
    if (!onboarding) throw unauthorized();
    request.auth = { userId: onboarding.userId, role: onboarding.role, sessionId: null, twoFactor: false };
  });

  app.decorate('requireRole', (...roles: UserRoleName[]) => async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (!roles.includes(request.auth.role)) throw forbidden();
    // Operators read applicants and moderate: the console's API needs two-step sign-in on (issue 36). A session signed in
    // with a passkey passes too: the passkey is a key held on a device and unlocked there by a PIN or biometric (user
    // verification is required), so it is two factors in one, and it cannot be phished, being bound to this site's domain.
    if (request.auth.role === 'admin' && !request.auth.twoFactor) throw forbidden(SERVER_MESSAGES.twoFactorRequired, 'TWO_FACTOR_REQUIRED');
  });
}

/** For handlers behind `authenticate`: the caller, guaranteed present. */
export function currentUser(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
