import type { SessionInfo } from '../../../../shared/contracts/account.js';
import { formatDateLong, relativeTime } from '../../../../shared/format.js';

/** "Active now" within two minutes, otherwise "Active 5 minutes ago" / "Active June 2, 2025". */
export function lastActiveText(lastUsedAt: string, now: number | Date = Date.now()): string {
  const nowMs = now instanceof Date ? now.getTime() : now;
  const elapsed = nowMs - new Date(lastUsedAt).getTime();
  if (elapsed < 2 * 60_000) return 'Active now';
  const relative = relativeTime(lastUsedAt, nowMs);
  return /ago$/.test(relative) ? `Active ${relative}` : `Last active ${relative}`;
}

/** "Signed in June 2, 2025". */
export function signedInText(createdAt: string): string {
  return `Signed in ${formatDateLong(createdAt)}`;
}

/** The sessions other than this device's. */
export function otherSessions(sessions: readonly SessionInfo[]): SessionInfo[] {
  return sessions.filter((session) => !session.current);
}

/** The delete dialog's confirm button is live only once something is typed and nothing is running. */
export function canConfirmDelete(password: string, pending: boolean): boolean {
  return password.length > 0 && !pending;
}
