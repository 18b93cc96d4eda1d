import { forgetCodeGroups } from './codeCache';
import { cacheDbToChange } from './openCacheDb';
import { clearSelectCache } from './selectCache';

/** The clear-local-database action: empties both stores and the lists this page holds. */
export async function clearLocalDatabase(): Promise<void> {
  forgetCodeGroups();
  const db = await cacheDbToChange();
  await Promise.all([db?.code_group.clear(), clearSelectCache()]);
}
