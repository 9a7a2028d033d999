import { useLocation } from 'react-router';

/** Where a signed-in visitor goes when no page was asked for. */
export const HOME_PATH = '/view';

/** The pages a visitor signs in or up on: returning to them after signing in would loop. */
const SIGN_IN_PATHS = new Set(['/', '/home', '/MentorLogin', '/signup', '/MentorSignup', '/ForgotPassword']);

/**
 * The page a visitor asked for before being sent to sign in (`state.from`, set by RequireAuth), when it
 * is a path of this site: "/CareerZoneDetails/42?tab=about" yes; "//evil.example", "https://…" or
 * "/\\evil.example" never, since the browser would read those as another host.
 */
export function returnPathFrom(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (/[\p{Cc}\s]/u.test(from)) return null;
  const pathname = from.split(/[?#]/u)[0] ?? from;
  return SIGN_IN_PATHS.has(pathname) ? null : from;
}

/** Where to go once signed in: the page asked for, else the home page. */
export function useReturnPath(): string {
  const location = useLocation();
  return returnPathFrom(location.state) ?? HOME_PATH;
}
