import { MESSAGES, PROFILE_MESSAGES } from '../../../../shared/messages.js';
import { isApiError } from '../../../lib/errors';

/**
 * Spec §8 "Profile completion": 401 the server's text or "Unauthorized. Please log in again.";
 * 429 "Too many requests..."; otherwise the server's error text, then its message; status 0 the
 * CORS hint; anything else "Profile completion failed. Please try again.".
 */
export function completionErrorMessage(error: unknown, fallback: string = PROFILE_MESSAGES.completionFailed): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return MESSAGES.networkCors;
  if (error.status === 401) return error.fromServer ? error.message : MESSAGES.unauthorized;
  if (error.status === 429) return MESSAGES.tooManyRequests;
  if (error.fromServer) return error.message;
  return fallback;
}

/** The first sentence the server gave for one of `fields`, if any (a 400 or 409 that names a field). */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fields?.[field]?.[0];
}
