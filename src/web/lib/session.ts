import type { SessionResponse } from '../../shared/contracts/auth.js';
import { clearSession, getAuth, setSession } from './auth';
import { RENEWAL_LOCK, RENEWAL_PATH, takeEarlyRefresh, type EarlyRefreshAnswer } from './early-refresh';
import { isApiError, networkError } from './errors';
import { answerFrom, httpRequest } from './http';
import { readStoredUser } from './storage';

const CHANNEL_NAME = 'campus-auth';

let inFlight: Promise<SessionResponse | null> | null = null;

/** The renewal the page's HTML started (early-refresh.ts), read as httpRequest reads an answer. */
async function earlyAnswer(early: Promise<EarlyRefreshAnswer>): Promise<SessionResponse> {
  let answer: EarlyRefreshAnswer;
  try {
    answer = await early;
  } catch (error) {
    throw networkError(error instanceof DOMException && error.name === 'TimeoutError');
  }
  return answerFrom<SessionResponse>(answer.status, answer.text, answer.retryAfter);
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function callRefresh(early?: Promise<EarlyRefreshAnswer>): Promise<SessionResponse | null> {
  try {
    return await (early ? earlyAnswer(early) : httpRequest<SessionResponse>(RENEWAL_PATH, { method: 'POST' }));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The server rotates the refresh token on every use and treats a reused one as theft, so two
 * refreshes must never run at once: single-flight inside the tab, and a Web Lock across tabs
 * (each tab then refreshes in turn, with the cookie the previous tab received).
 */
function serialized(task: () => Promise<SessionResponse | null>): Promise<SessionResponse | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return locks.request(RENEWAL_LOCK, { mode: 'exclusive' }, task) as Promise<SessionResponse | null>;
  }
  return task();
}

/**
 * Renews the session through the refresh cookie. Resolves to the new session, or null when
 * there is none (the state becomes "unauth"). Network failures reject and leave the state as is,
 * except while the first check is still running, where they count as "unauth".
 */
export function refreshSession(): Promise<SessionResponse | null> {
  if (inFlight) return inFlight;
  // The early renewal ran under the lock already; its answer is read as it comes.
  const early = takeEarlyRefresh();
  inFlight = (early ? callRefresh(early) : serialized(() => callRefresh()))
    .then((session) => {
      if (session) setSession(session);
      else clearSession();
      return session;
    })
    .catch((error: unknown) => {
      // Offline, the first check waits for the network (bootstrapSession) instead of signing the person out.
      if (getAuth().status === 'checking' && !isOffline()) clearSession();
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

let bootstrapped: Promise<void> | null = null;

/** The session gate's check at app start (spec §2.2). Runs once per page load. */
export function bootstrapSession(): Promise<void> {
  if (!bootstrapped) {
    listenForLogoutInOtherTabs();
    if (!readStoredUser().userId) {
      // Nobody has signed in on this browser (or they signed out): there is no refresh cookie to try, and
      // asking anyway would log the expected 401 as a console error on a visitor's first page. A visitor is
      // one from the start (lib/auth.ts): left as is, so a prerendered page hydrates without an update.
      if (getAuth().status !== 'unauth') clearSession();
      bootstrapped = Promise.resolve();
      return bootstrapped;
    }
    bootstrapped = refreshSession().then(
      () => undefined,
      () => {
        if (isOffline()) window.addEventListener('online', () => void refreshSession().catch(() => undefined), { once: true });
      },
    );
  }
  return bootstrapped;
}

let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null;
  channel = new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

function listenForLogoutInOtherTabs(): void {
  const current = getChannel();
  if (!current) return;
  current.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === 'logout' && getAuth().status === 'authed') clearSession();
  };
}

/** Tells the other open tabs that this browser has signed out. */
export function announceLogout(): void {
  getChannel()?.postMessage('logout');
}
