import { isApiError } from '../../../lib/errors';
import { STORAGE_KEYS } from '../../../lib/storage';

export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Community §8: a 401 on notifications removes the stored userId (the other stored values stay). */
export function forgetStoredUserId(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.userId);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
