import type { CacheDatabase } from './db';

/** The cache database, loaded on first use: pages that never read a code list never download Dexie. */
export async function openCacheDb(): Promise<CacheDatabase> {
  return (await import('./db')).cacheDb;
}

/** The clear-local-database action. */
export async function clearLocalDatabase(): Promise<void> {
  const db = await openCacheDb();
  await Promise.all([db.code_group.clear(), db.select_data.clear()]);
}
