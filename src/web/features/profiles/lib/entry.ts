import type { AuthSnapshot } from '../../../lib/auth';

/** What the wizards read from navigation state (spec §2.4a): email, username, userId, and the OTP's tempToken. */
export interface WizardEntry {
  email: string;
  username: string | null;
  userId: string;
  tempToken: string | null;
}

export type EntryResult = { kind: 'ok'; entry: WizardEntry } | { kind: 'missing' } | { kind: 'noUser' };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The wizard's starting data: navigation state first (after OTP, or the dashboard's "Set up profile"),
 * else the signed-in user. Missing state is "missing"; state without a user id is "noUser".
 */
export function readEntry(state: unknown, auth: Pick<AuthSnapshot, 'status' | 'user' | 'tempToken' | 'pendingUser'>): EntryResult {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
  const signedIn = auth.status === 'authed' && auth.user ? auth.user : null;
  const email = text(record?.email) ?? signedIn?.email ?? null;
  if (!record && !signedIn) return { kind: 'missing' };
  if (!email) return { kind: 'missing' };
  const userId = text(record?.userId) ?? (record ? null : (signedIn?.id ?? null));
  if (!userId) return { kind: 'noUser' };
  return {
    kind: 'ok',
    entry: {
      email,
      username: text(record?.username) ?? signedIn?.username ?? null,
      userId,
      tempToken: text(record?.tempToken) ?? (auth.pendingUser?.id === userId ? auth.tempToken : null),
    },
  };
}
