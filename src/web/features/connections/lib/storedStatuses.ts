import { CONNECTION_STATUSES_KEY, parseStoredStatuses, withStoredStatus, type RelationStatus, type StoredStatuses } from './status';

/** Community §3 `connectionStatuses` in localStorage. A hint shown before the server answers; the server's answer replaces it. */
export function readStoredStatuses(): StoredStatuses {
  try {
    return parseStoredStatuses(window.localStorage.getItem(CONNECTION_STATUSES_KEY));
  } catch {
    return {};
  }
}

export function rememberStatus(userId: string, status: RelationStatus): void {
  try {
    const next = withStoredStatus(readStoredStatuses(), userId, status);
    window.localStorage.setItem(CONNECTION_STATUSES_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled or full: the status still comes from the server.
  }
}
