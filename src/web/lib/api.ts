import { getAccessToken } from './auth';
import { isApiError } from './errors';
import { httpRequest, type HttpOptions } from './http';
import { refreshSession } from './session';

export interface ApiOptions extends HttpOptions {
  /** Send the bearer token and renew the session once on 401 (default true). */
  auth?: boolean;
  /** A token to use instead of the session's (the onboarding tempToken). */
  token?: string;
}

function withBearer(options: ApiOptions, token: string | null): HttpOptions {
  const { auth: _auth, token: _token, ...rest } = options;
  if (!token) return rest;
  const value = token.startsWith('Bearer ') ? token : `Bearer ${token}`;
  return { ...rest, headers: { ...rest.headers, Authorization: value } };
}

/** Signed-in account calls under /auth (settings): an expired access token there is renewed like anywhere else. */
const ACCOUNT_PATHS = ['/auth/sessions', '/auth/changePassword', '/auth/account', '/auth/twoFactor', '/auth/passkeys'];

/** Auth endpoints answer 401 for their own reasons (wrong password...): never refresh for them. */
function isAuthEndpoint(path: string): boolean {
  if (ACCOUNT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) return false;
  return path.startsWith('/auth/');
}

/**
 * Calls the API as the signed-in user. On a 401 from a non-auth endpoint it renews the session
 * once (see session.ts) and retries once; a second 401, or no session, throws.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  const token = options.token ?? (useAuth ? getAccessToken() : null);
  try {
    return await httpRequest<T>(path, withBearer(options, token));
  } catch (error) {
    const canRenew = useAuth && !options.token && !isAuthEndpoint(path);
    if (!canRenew || !isApiError(error) || error.status !== 401) throw error;
    const session = await refreshSession().catch(() => null);
    if (!session) throw error;
    return httpRequest<T>(path, withBearer(options, session.accessToken));
  }
}
