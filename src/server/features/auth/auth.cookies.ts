import type { FastifyReply } from 'fastify';
import { REMEMBER_ME_DAYS } from '../../../shared/constants.js';
import type { Config } from '../../config.js';
import type { IssuedSession } from './auth.service.js';

export const REFRESH_COOKIE = 'refresh_token';
export const COOKIE_PATH = '/api/auth';
/**
 * Says only "this browser holds a session" and for which role (no token), on every path, so the server sends the
 * app itself instead of a visitor's prerendered page to someone signed in (src/server/platform/web-pages.ts), drawn
 * with what that role's page shows first (platform/page-frames.ts).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** HttpOnly so scripts never see it; persistent only with "Remember Me", otherwise it ends with the browser. */
export function setRefreshCookie(config: Config, reply: FastifyReply, session: IssuedSession) {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: COOKIE_PATH,
    ...(session.rememberMe ? { maxAge: REMEMBER_ME_DAYS * 24 * 3600 } : {}),
  });
  void reply.setCookie(SIGNED_IN_HINT_COOKIE, session.response.user.role, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    ...(session.rememberMe ? { maxAge: REMEMBER_ME_DAYS * 24 * 3600 } : {}),
  });
  void reply.header('cache-control', 'no-store');
  return session.response;
}

export function clearRefreshCookie(config: Config, reply: FastifyReply) {
  void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
  return reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.isProduction });
}
