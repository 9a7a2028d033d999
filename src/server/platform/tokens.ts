import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, ONBOARDING_TOKEN_TTL_SECONDS } from '../../shared/constants.js';
import type { UserRoleName } from '../../shared/contracts/auth.js';
import { createEndedSessions, type EndedSessions } from './ended-sessions.js';

export interface AccessClaims {
  userId: string;
  role: UserRoleName;
  sessionId: string;
  /** The user had two-step sign-in on when the token was issued (operators need it for the console). */
  twoFactor: boolean;
}

/** Between a right password (or Google) and the second step: who, and how the session is to be kept. */
export interface TwoFactorChallengeClaims {
  userId: string;
  rememberMe: boolean;
}

/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

export interface OnboardingClaims {
  userId: string;
  role: UserRoleName;
}

const ISSUER = 'campus-platform';
/** How many verified access tokens are remembered (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** How long an ended session is remembered: the lifetime of the last access token it can have issued, and a margin for clocks. */
export const ENDED_SESSION_MEMORY_MS = (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000;

/** What an access token says once checked: its claims, and whether its session has ended meanwhile. */
export type AccessCheck = { claims: AccessClaims; sessionEnded: boolean } | null;

/**
 * Signs and checks our own JWTs. Access tokens and onboarding tokens carry different audiences so one can never pass as the other.
 * An access token names its session; one whose session has ended (platform/ended-sessions.ts) no longer passes.
 */
export function createTokenService(
  secret: string,
  endedSessions: EndedSessions = createEndedSessions({ keepMs: ENDED_SESSION_MEMORY_MS }),
) {
  const key = new TextEncoder().encode(secret);

  async function sign(audience: string, subject: string, claims: Record<string, unknown>, ttlSeconds: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);
  }

  /**
   * Access tokens already checked, until they expire: a signed-in reader sends the same token with every request
   * for its 15 minutes, and its signature cannot change meanwhile. The answer is the one jwtVerify would give
   * (nothing about a token is looked up elsewhere), so this only saves repeating the HMAC. Bounded: the oldest
   * entries go first.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  };

  async function verify(token: string, audience: string) {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
    return payload;
  }

  async function checkAccess(token: string): Promise<AccessCheck> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { claims: known.claims, sessionEnded: endedSessions.has(known.claims.sessionId) };
      verified.delete(token);
    }
    try {
      const payload = await verify(token, 'access');
      const claims: AccessClaims = {
        userId: String(payload.sub),
        role: payload.role as UserRoleName,
        sessionId: String(payload.sid),
        twoFactor: payload.tfa === true,
      };
      remember(token, claims, Number(payload.exp) * 1000);
      return { claims, sessionEnded: endedSessions.has(claims.sessionId) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  return {
    accessTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    signAccess: (claims: Omit<AccessClaims, 'twoFactor'> & { twoFactor?: boolean }) =>
      sign('access', claims.userId, { role: claims.role, sid: claims.sessionId, tfa: claims.twoFactor === true }, ACCESS_TOKEN_TTL_SECONDS),
    checkAccess,
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const checked = await checkAccess(token);
      return checked && !checked.sessionEnded ? checked.claims : null;
    },
    /** Ends the sessions' access tokens at once, on every instance. Call after the ending is committed. */
    endSessions: (sessionIds: readonly string[]) => endedSessions.add(sessionIds),
    close: () => endedSessions.close(),
    signTwoFactorChallenge: (claims: TwoFactorChallengeClaims) =>
      sign('two-factor', claims.userId, { rm: claims.rememberMe }, TWO_FACTOR_CHALLENGE_TTL_SECONDS),
    async verifyTwoFactorChallenge(token: string): Promise<TwoFactorChallengeClaims | null> {
      try {
        const payload = await verify(token, 'two-factor');
        return { userId: String(payload.sub), rememberMe: payload.rm === true };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    signOnboarding: (claims: OnboardingClaims) => sign('onboarding', claims.userId, { role: claims.role }, ONBOARDING_TOKEN_TTL_SECONDS),
    async verifyOnboarding(token: string): Promise<OnboardingClaims | null> {
      try {
        const payload = await verify(token, 'onboarding');
        return { userId: String(payload.sub), role: payload.role as UserRoleName };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque random secrets (refresh tokens) are stored as SHA-256: fast to look up, useless if the table leaks. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
