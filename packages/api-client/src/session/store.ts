import { ORG_TYPES } from '@coffee/domain/session';
import type { Membership, OrgType, SessionUser, UserType } from '@coffee/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';
export type RightsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Memberships of one organisation type, as fetched for one user at one time. */
export interface RightsEntry {
  userId: string;
  fetchedAt: number;
  memberships: Membership[];
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  rights: Partial<Record<OrgType, RightsEntry>>;
  rightsStatus: Partial<Record<OrgType, RightsStatus>>;
  /** auth_seq of the selected membership per type. */
  selected: Partial<Record<OrgType, number>>;
}

const rightsKey = (type: OrgType) => `coffee.rights.${type}`;
const selectedKey = (type: OrgType) => `coffee.rights.selected.${type}`;

function readStorage<T>(key: string): T | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function writeStorage(key: string, value: unknown): void {
  if (value === undefined) globalThis.sessionStorage?.removeItem(key);
  else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
}

function hydrate(): SessionState {
  const rights: SessionState['rights'] = {};
  const selected: SessionState['selected'] = {};
  for (const type of ORG_TYPES) {
    const entry = readStorage<RightsEntry>(rightsKey(type));
    if (entry) rights[type] = entry;
    const seq = readStorage<number>(selectedKey(type));
    if (typeof seq === 'number') selected[type] = seq;
  }
  return { status: 'loading', user: null, rights, rightsStatus: {}, selected };
}

/** The page's single session and rights store (the module is a Module Federation singleton). */
export const sessionStore = createStore<SessionState>()(hydrate);

sessionStore.subscribe((state, prev) => {
  for (const type of ORG_TYPES) {
    if (state.rights[type] !== prev.rights[type]) writeStorage(rightsKey(type), state.rights[type]);
    if (state.selected[type] !== prev.selected[type]) writeStorage(selectedKey(type), state.selected[type]);
  }
});

export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

function without<K extends string, V>(record: Partial<Record<K, V>>, key: K): Partial<Record<K, V>> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** Sets the session user; rights fetched for anyone else are dropped. */
export function setSessionUser(user: SessionUser | null): void {
  sessionStore.setState((state) => {
    let { rights, selected } = state;
    for (const type of ORG_TYPES) {
      if (rights[type] && rights[type].userId !== user?.user_id) {
        rights = without(rights, type);
        selected = without(selected, type);
      }
    }
    return { user, status: user ? 'signedIn' : 'signedOut', rights, selected };
  });
}

/** Stores fetched memberships and keeps the selection valid (the first membership when none is selected). */
export function setRights(type: OrgType, entry: RightsEntry): void {
  sessionStore.setState((state) => {
    const current = state.selected[type];
    const keep = entry.memberships.some((m) => m.auth_seq === current);
    const seq = keep ? current : entry.memberships[0]?.auth_seq;
    return {
      rights: { ...state.rights, [type]: entry },
      rightsStatus: { ...state.rightsStatus, [type]: 'ready' },
      selected: seq === undefined ? without(state.selected, type) : { ...state.selected, [type]: seq },
    };
  });
}

export function setRightsStatus(types: readonly OrgType[], status: RightsStatus): void {
  sessionStore.setState((state) => ({
    rightsStatus: { ...state.rightsStatus, ...Object.fromEntries(types.map((type) => [type, status])) },
  }));
}

/** Switches to another membership of the same type (the toolbar's cafe/roaster switch). */
export function selectMembership(type: OrgType, authSeq: number): void {
  const entry = sessionStore.getState().rights[type];
  if (!entry?.memberships.some((m) => m.auth_seq === authSeq)) return;
  sessionStore.setState((state) => ({ selected: { ...state.selected, [type]: authSeq } }));
}

/** Forgets the rights of one type so the next `loadRights` fetches them (used after creating a cafe/roaster). */
export function clearRights(type: OrgType): void {
  sessionStore.setState((state) => ({
    rights: without(state.rights, type),
    rightsStatus: without(state.rightsStatus, type),
    selected: without(state.selected, type),
  }));
}

const GUEST: readonly UserType[] = Object.freeze(['GUEST']);
const NO_MEMBERSHIPS: readonly Membership[] = Object.freeze([]);

/** The user's types, or GUEST when signed out. */
export function selectUserTypes(state: SessionState): readonly UserType[] {
  return state.user?.usertype ?? GUEST;
}

export function selectMemberships(type: OrgType): (state: SessionState) => readonly Membership[] {
  return (state) => state.rights[type]?.memberships ?? NO_MEMBERSHIPS;
}

export function selectedMembership(type: OrgType): (state: SessionState) => Membership | undefined {
  return (state) => state.rights[type]?.memberships.find((m) => m.auth_seq === state.selected[type]);
}
