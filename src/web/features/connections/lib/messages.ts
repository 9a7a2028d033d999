import { MESSAGES } from '../../../../shared/messages.js';
import { isApiError } from '../../../lib/errors';

/**
 * Community §8, profile and connection calls: 401 "Unauthorized. Please log in again.", 429 "Too many
 * requests...", no answer "Network error...", otherwise the server's sentence, else the screen's fallback.
 */
export function connectionErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return MESSAGES.unauthorized;
  if (error.status === 429) return MESSAGES.tooManyRequests;
  if (error.status === 0) return error.code === 'NETWORK_ERROR' ? MESSAGES.networkError : error.message;
  return error.fromServer ? error.message : fallback;
}
