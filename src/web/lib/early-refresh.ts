import { REQUEST_TIMEOUT_MS } from '../../shared/constants.js';
import { API_BASE } from './http';
import { STORAGE_KEYS } from './storage';

/**
 * A signed-in page's HTML starts the session renewal itself, in a small script of its own that arrives with the
 * stylesheet, so the renewal's round trip runs while the app's code downloads instead of after it has run. The app's
 * first renewal (session.ts) takes that answer instead of asking again: the refresh token rotates on every use and
 * a second use of the same one would end the session.
 */

export interface EarlyRefreshAnswer {
  status: number;
  text: string;
  retryAfter: string | null;
}

export interface EarlyRefreshSettings {
  /** The renewal's address. */
  url: string;
  /** The Web Lock the app's renewals take (session.ts), so no other tab renews at the same time. */
  lockName: string;
  /** The stored key that says someone has signed in on this browser; without it there is nothing to renew. */
  storedUserKey: string;
  timeoutMs: number;
  /** Where on `window` the answer waits for the app. */
  slot: string;
}

/** The renewal's path under the API, and the Web Lock every renewal of this browser takes. */
export const RENEWAL_PATH = '/auth/refresh';
export const RENEWAL_LOCK = 'auth-refresh';
const EARLY_REFRESH_SLOT = '__campusEarlyRefresh';

const earlyRefreshSettings = (): EarlyRefreshSettings => ({
  url: `${API_BASE}${RENEWAL_PATH}`,
  lockName: RENEWAL_LOCK,
  storedUserKey: STORAGE_KEYS.userId,
  timeoutMs: REQUEST_TIMEOUT_MS,
  slot: EARLY_REFRESH_SLOT,
});

/**
 * Runs in the page before the app: the build writes it into a script of its own from this function's source
 * (earlyRefreshScript), so it must stay self-contained and use nothing it does not receive.
 */
function startEarlyRefresh(settings: EarlyRefreshSettings): void {
  let storedUser: string | null = null;
  try {
    storedUser = window.localStorage.getItem(settings.storedUserKey);
  } catch {
    return;
  }
  // The app got here first (its code arrived before this script) and renews on its own.
  if (!storedUser || (window as unknown as Record<string, unknown>)[settings.slot] !== undefined) return;
  const renew = (): Promise<EarlyRefreshAnswer> =>
    fetch(settings.url, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal: AbortSignal.timeout(settings.timeoutMs),
    }).then(async (response) => ({
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get('Retry-After'),
    }));
  const locks = navigator.locks as LockManager | undefined;
  const answer: Promise<EarlyRefreshAnswer> =
    locks && typeof locks.request === 'function' ? locks.request(settings.lockName, { mode: 'exclusive' }, renew) : renew();
  // Taken by the app when its code arrives; a failure is its to report, not the console's meanwhile.
  answer.catch(() => undefined);
  (window as unknown as Record<string, unknown>)[settings.slot] = answer;
}

/** The early script's source, with its settings (build time: scripts/build/prerender.ts writes it out). */
export const earlyRefreshScript = (): string => `(${startEarlyRefresh.toString()})(${JSON.stringify(earlyRefreshSettings())});\n`;

/**
 * The renewal the page's HTML started, once: the first caller gets it, and every later renewal asks afresh. The slot
 * is left claimed, so an early script that arrives after the app's code starts no second renewal.
 */
export function takeEarlyRefresh(): Promise<EarlyRefreshAnswer> | undefined {
  if (typeof window === 'undefined') return undefined;
  const slots = window as unknown as Record<string, unknown>;
  const answer = slots[EARLY_REFRESH_SLOT];
  slots[EARLY_REFRESH_SLOT] = null;
  return answer instanceof Promise ? (answer as Promise<EarlyRefreshAnswer>) : undefined;
}
