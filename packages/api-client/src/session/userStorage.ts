/**
 * The signed-in user's own things kept in this browser's local storage (copied records, drafts): every key under
 * one prefix, so sign-out removes them all, and so does a sign-in of another user (the previous one's session may
 * have ended without a sign-out, at its idle limit).
 */
const PREFIX = 'coffee.user.';
const OWNER_KEY = 'coffee.user';
/** What earlier versions kept under their own names. */
const LEGACY_PREFIXES = ['clipboard', 'systemTable:'];
/** The user and memberships a page opened offline starts from (behaviour §06-5): removed with the user's things. */
const OFFLINE_PREFIX = 'coffee.offline.';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const userStorage = {
  getItem: (key: string): string | null => storage()?.getItem(PREFIX + key) ?? null,
  /** Throws when the browser refuses (quota, storage turned off), as localStorage does. */
  setItem: (key: string, value: string): void => storage()?.setItem(PREFIX + key, value),
  removeItem: (key: string): void => storage()?.removeItem(PREFIX + key),
};

/** What lets a page open offline as its user (behaviour §06-5); not the user's things, but cleared with them. */
export const offlineUserStorage = {
  getItem: (key: string): string | null => storage()?.getItem(OFFLINE_PREFIX + key) ?? null,
  setItem: (key: string, value: string): void => storage()?.setItem(OFFLINE_PREFIX + key, value),
};

/** Removes every key the user storage holds (and what earlier versions kept per user). */
export function clearUserStorage(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index) ?? '');
  for (const key of keys) {
    if (
      key === OWNER_KEY ||
      key.startsWith(PREFIX) ||
      key.startsWith(OFFLINE_PREFIX) ||
      LEGACY_PREFIXES.some((prefix) => key.startsWith(prefix))
    ) {
      store.removeItem(key);
    }
  }
}

/** Keeps the storage to one user: another user's things are removed before this one's are written. */
export function claimUserStorage(userId: string): void {
  const store = storage();
  if (!store || store.getItem(OWNER_KEY) === userId) return;
  clearUserStorage();
  try {
    store.setItem(OWNER_KEY, userId);
  } catch {
    // Storage refused: nothing can be written for anyone, so nothing is left to another user either.
  }
}
