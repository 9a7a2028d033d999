/**
 * Browser storage. Only non-secret values are kept here (ARCHITECTURE.md, "Client storage"):
 * the spec's stored keys minus the tokens. Access and onboarding tokens live in memory only.
 */
export const STORAGE_KEYS = {
  userId: 'userId',
  loginUserId: 'LoginuserId',
  userEmail: 'userEmail',
  userName: 'userName',
  rememberMe: 'rememberMe',
} as const;

export interface StoredUser {
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  rememberMe: boolean;
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  const storage = store();
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

function read(key: string): string | null {
  const storage = store();
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function rememberUser(user: { id: string; email: string; username: string | null }, rememberMe?: boolean): void {
  write(STORAGE_KEYS.userId, user.id);
  write(STORAGE_KEYS.loginUserId, user.id);
  write(STORAGE_KEYS.userEmail, user.email);
  write(STORAGE_KEYS.userName, user.username);
  if (rememberMe !== undefined) write(STORAGE_KEYS.rememberMe, String(rememberMe));
}

export function readStoredUser(): StoredUser {
  return {
    userId: read(STORAGE_KEYS.userId),
    userEmail: read(STORAGE_KEYS.userEmail),
    userName: read(STORAGE_KEYS.userName),
    rememberMe: read(STORAGE_KEYS.rememberMe) === 'true',
  };
}

/** Logout: every stored value goes. */
export function forgetUser(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
}

/** "Not now" on the offer of push after a first message, per account on this browser (kept across sign-outs). */
const pushOfferDeclinedKey = (userId: string) => `pushOfferDeclined:${userId}`;
export const isPushOfferDeclined = (userId: string) => read(pushOfferDeclinedKey(userId)) === 'true';
export const declinePushOffer = (userId: string) => write(pushOfferDeclinedKey(userId), 'true');
