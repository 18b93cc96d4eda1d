import type { OrgRights, OrgType, SessionUser } from '@coffee/domain';
import { apiGet, apiPost } from '../fetch/request';
import { API_STATUS, isNetworkError, isOk } from '../fetch/status';
import type { ApiResponse } from '../fetch/status';
import { sessionStore, setRights, setRightsStatus, setSessionUser } from './store';
import type { RightsEntry } from './store';
import { claimUserStorage, clearUserStorage, offlineUserStorage } from './userStorage';

/** Rights lifetime (behaviour §01-9): after this, or for another user, they are fetched again. */
export const RIGHTS_TTL_MS = 3_600_000;

/** Sends the refreshed access token when the server flagged a change; the result is ignored. */
export async function refreshToken(): Promise<void> {
  const user = sessionStore.getState().user;
  if (!user?.accessChange || !user.accessToken) return;
  await apiPost('/api/sign/refresh', { accessToken: user.accessToken }, { org: null });
}

/** The user and memberships kept for a page opened without network (behaviour §06-5); no token is kept. */
const KEPT_USER = 'session.user';
const keptRightsKey = (type: OrgType) => `session.rights.${type}`;

function keep(key: string, value: unknown): void {
  try {
    offlineUserStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the page simply cannot open offline.
  }
}

function kept<T>(key: string): T | undefined {
  try {
    const raw = offlineUserStorage.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function applyUser(user: SessionUser | null): void {
  if (user) {
    claimUserStorage(user.user_id);
    keep(KEPT_USER, { user_id: user.user_id, name: user.name, usertype: user.usertype });
  }
  setSessionUser(user);
  void refreshToken();
}

/** Kept rights older than the user's last membership change are fetched again (an accepted sign-up, a new role). */
function expireChangedRights(user: SessionUser): void {
  const changedAt = user.rights_at ? Date.parse(user.rights_at) : NaN;
  if (Number.isNaN(changedAt)) return;
  const { rights } = sessionStore.getState();
  for (const [type, entry] of Object.entries(rights) as Array<[OrgType, RightsEntry | undefined]>) {
    if (entry && entry.fetchedAt < changedAt) setRights(type, { ...entry, fetchedAt: 0 });
  }
}

/**
 * Reads the cookie session: OK → signed in, anything else (401, network failure) → signed out. A 401 means the
 * session has ended (idle or absolute limit, signed out elsewhere): what the browser kept for its user goes too.
 * Without network, the user this browser last signed in stays signed in (behaviour §06-5): the server still
 * decides every call once the connection returns.
 */
export async function loadSession(): Promise<ApiResponse<SessionUser>> {
  const response = await apiGet<SessionUser>('/api/sign/session', {}, { org: null });
  if (response.status === API_STATUS.UNAUTHORIZED) clearUserStorage();
  const keptUser = isNetworkError(response) ? kept<SessionUser>(KEPT_USER) : undefined;
  if (keptUser) {
    setSessionUser(keptUser);
    return response;
  }
  applyUser(isOk(response) ? response.result : null);
  if (isOk(response)) expireChangedRights(response.result);
  return response;
}

/** Signs in with id and password; returns `null` without calling the server when either is blank. */
export async function signIn(userId: string, userPass: string): Promise<ApiResponse<SessionUser> | null> {
  if (!userId.trim() || !userPass.trim()) return null;
  const response = await apiPost<SessionUser>(
    '/api/sign/signin',
    { user_id: userId.trim(), user_pass: userPass },
    { org: null },
  );
  if (isOk(response)) applyUser(response.result);
  return response;
}

const signOutListeners = new Set<() => void | Promise<void>>();

/** Runs after every successful sign-out (the caches register here to drop per-user data). */
export function onSignOut(listener: () => void | Promise<void>): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/** Signs out (a POST: no link or prefetch can sign anyone out) and removes what this browser kept for the user. */
export async function signOut(): Promise<ApiResponse<unknown>> {
  const response = await apiPost<unknown>('/api/sign/signout', {}, { org: null });
  if (isOk(response)) {
    globalThis.sessionStorage?.clear();
    clearUserStorage();
    setSessionUser(null);
    await Promise.all([...signOutListeners].map((listener) => listener()));
  }
  return response;
}

function isFresh(entry: RightsEntry | undefined, userId: string, now: number): boolean {
  return !!entry && entry.userId === userId && now - entry.fetchedAt < RIGHTS_TTL_MS;
}

const inFlight = new Map<OrgType, Promise<void>>();

async function fetchRights(types: readonly OrgType[], userId: string): Promise<void> {
  setRightsStatus(types, 'loading');
  const fetchedAt = Date.now();
  const response = await apiPost<OrgRights>('/api/userAuth/select', { auth: types }, { org: null });
  if (sessionStore.getState().user?.user_id !== userId) return;
  if (isNetworkError(response)) {
    // Offline: the memberships kept at the last fetch, due again once the connection returns (behaviour §06-5).
    for (const type of types) {
      const memberships = kept<RightsEntry['memberships']>(keptRightsKey(type));
      if (memberships) setRights(type, { userId, fetchedAt: 0, memberships });
      else setRightsStatus([type], 'error');
    }
    return;
  }
  if (!isOk(response)) {
    setRightsStatus(types, 'error');
    return;
  }
  for (const type of types) {
    const memberships = response.result[`${type}_auth`] ?? [];
    keep(keptRightsKey(type), memberships);
    setRights(type, { userId, fetchedAt, memberships });
  }
}

/**
 * Makes sure the signed-in user's memberships of the given types are loaded: kept ones are reused for an hour
 * and only for the same user; `force` fetches regardless. Signed out, there is nothing to load.
 */
export async function loadRights(types: readonly OrgType[], options: { force?: boolean } = {}): Promise<void> {
  const { user, rights } = sessionStore.getState();
  if (!user) return;
  const now = Date.now();
  const needed = types.filter((type) => options.force || !isFresh(rights[type], user.user_id, now));
  const toFetch = needed.filter((type) => !inFlight.has(type));
  if (toFetch.length) {
    const request = fetchRights(toFetch, user.user_id).finally(() => toFetch.forEach((t) => inFlight.delete(t)));
    toFetch.forEach((type) => inFlight.set(type, request));
  }
  await Promise.all(needed.map((type) => inFlight.get(type)));
}
