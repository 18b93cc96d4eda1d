import { forgetCodeGroups } from './codeCache';
import { cacheDbToChange } from './openCacheDb';

/** The clear-local-database action: empties both stores and the code lists this page holds. */
export async function clearLocalDatabase(): Promise<void> {
  forgetCodeGroups();
  const db = await cacheDbToChange();
  if (db) await Promise.all([db.code_group.clear(), db.select_data.clear()]);
}
