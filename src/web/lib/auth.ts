import { useSyncExternalStore } from 'react';
import type { AuthUser, SessionResponse } from '../../shared/contracts/auth.js';
import { forgetUser, readStoredUser, rememberUser } from './storage';

export type SessionStatus = 'checking' | 'authed' | 'unauth';

export interface AuthSnapshot {
  status: SessionStatus;
  user: AuthUser | null;
  /** Short-lived bearer token. Memory only, never written to storage. */
  accessToken: string | null;
  /** Onboarding token from OTP verification, used by profile setup. Memory only. */
  tempToken: string | null;
  /** The signed-up (not yet signed-in) user that the tempToken belongs to. */
  pendingUser: AuthUser | null;
  /** The user signed out on purpose (not an expired session): no page to return to after signing in again. */
  signedOut: boolean;
}

const VISITOR: AuthSnapshot = { status: 'unauth', user: null, accessToken: null, tempToken: null, pendingUser: null, signedOut: false };

/**
 * Only a browser that has signed in before has a session to check; anyone else is a visitor from the first
 * render, which is also what the prerendered pages were drawn as (scripts/build/prerender.ts).
 */
const initialSnapshot = (): AuthSnapshot => (readStoredUser().userId ? { ...VISITOR, status: 'checking' } : VISITOR);

let snapshot: AuthSnapshot = initialSnapshot();
const listeners = new Set<() => void>();

function update(next: Partial<AuthSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function getAuth(): AuthSnapshot {
  return snapshot;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signed in (login, Google, refresh, profile completion). */
export function setSession(session: SessionResponse, options: { rememberMe?: boolean } = {}): void {
  rememberUser(session.user, options.rememberMe);
  update({ status: 'authed', user: session.user, accessToken: session.accessToken, tempToken: null, pendingUser: null, signedOut: false });
}

/** Just verified by OTP: not signed in yet, but allowed to set up the profile. */
export function setOnboarding(tempToken: string, user: AuthUser): void {
  update({ tempToken, pendingUser: user });
}

/** Signed out or the session is gone; `forget` also clears the stored values (logout). */
export function clearSession(options: { forget?: boolean } = {}): void {
  if (options.forget) forgetUser();
  update({ status: 'unauth', user: null, accessToken: null, signedOut: options.forget === true });
}

export function getAccessToken(): string | null {
  return snapshot.accessToken;
}

/** The state a page is prerendered in and hydrated as; the real one follows right after hydration. */
const getPrerenderedAuth = (): AuthSnapshot => VISITOR;

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribeAuth, getAuth, getPrerenderedAuth);
}

/** Only for tests. */
export function resetAuthForTests(): void {
  snapshot = initialSnapshot();
}
