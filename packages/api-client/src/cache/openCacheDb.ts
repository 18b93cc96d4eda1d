import { drawnAndIdle } from '../drawing/afterDrawn';
import { sessionStore } from '../session/store';
import type { SessionStatus } from '../session/store';
import type { CacheDatabase } from './db';
import { CACHE_DB_NAME } from './records';

let opened: CacheDatabase | undefined;

/** The cache database, loaded on first use: pages that never read a code list never download Dexie. */
export async function openCacheDb(): Promise<CacheDatabase> {
  opened ??= (await import('./db')).cacheDb;
  return opened;
}

/**
 * Whether this browser holds the cache database yet, asked without Dexie. On a first visit it does not, so the
 * caches go to the network at once and fetch Dexie only to store the answer. A browser that cannot list its
 * databases (or fails to) counts as holding it: the cache is then read first, as always.
 */
export async function cacheDbExists(): Promise<boolean> {
  const factory: IDBFactory | undefined = globalThis.indexedDB;
  if (typeof factory?.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === CACHE_DB_NAME);
  } catch {
    return true;
  }
}

let pending: Promise<void> = Promise.resolve();

/** The session's status once it is known (the shell asks for it on every page load). */
function settledSession(): Promise<SessionStatus> {
  const { status } = sessionStore.getState();
  if (status !== 'loading') return Promise.resolve(status);
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state.status);
    });
  });
}

/**
 * Stores in the cache database after the caller has its answer, one write after another, for a signed-in user
 * only: the database is the signed-in user's cache, a guest's lists stay in the page's memory and a guest never
 * downloads Dexie to write. A write waits until the session is known (the first moments of a page load), and only
 * then joins the queue that the clear actions wait for. A write that would download Dexie first waits for the page's
 * main content to be drawn (behaviour §06-7): an answer is stored after the form it serves is usable. A failed write
 * (no IndexedDB, a full disk) costs only the next visit's cache hit, so it is logged, not thrown.
 */
export function persistWhenSignedIn(write: (db: CacheDatabase) => Promise<unknown>): void {
  void settledSession().then((status) => {
    if (status !== 'signedIn') return;
    pending = pending.then(async () => {
      try {
        if (!opened) await drawnAndIdle();
        await write(await openCacheDb());
      } catch (error) {
        console.warn('The code cache could not store its answer', error);
      }
    });
  });
}

/** Resolves once every write queued so far is stored (or has failed). */
export function cachePersisted(): Promise<void> {
  return pending;
}

/** The cache database to change, once pending writes are in; none when this browser never created it. */
export async function cacheDbToChange(): Promise<CacheDatabase | null> {
  await cachePersisted();
  return (await cacheDbExists()) ? openCacheDb() : null;
}
