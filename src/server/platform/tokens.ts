import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, ONBOARDING_TOKEN_TTL_SECONDS } from '../../shared/constants.js';
import type { UserRoleName } from '../../shared/contracts/auth.js';

export interface AccessClaims {
  userId: string;
  role: UserRoleName;
  sessionId: string;
}

export interface OnboardingClaims {
  userId: string;
  role: UserRoleName;
}

const ISSUER = 'campus-platform';

/** Signs and checks our own JWTs. Access tokens and onboarding tokens carry different audiences so one can never pass as the other. */
export function createTokenService(secret: string) {
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

  async function verify(token: string, audience: string) {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
    return payload;
  }

  return {
    accessTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    signAccess: (claims: AccessClaims) =>
      sign('access', claims.userId, { role: claims.role, sid: claims.sessionId }, ACCESS_TOKEN_TTL_SECONDS),
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const payload = await verify(token, 'access');
        return { userId: String(payload.sub), role: payload.role as UserRoleName, sessionId: String(payload.sid) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    signOnboarding: (claims: OnboardingClaims) =>
      sign('onboarding', claims.userId, { role: claims.role }, ONBOARDING_TOKEN_TTL_SECONDS),
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
