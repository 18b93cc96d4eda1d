import { apiPost } from '../fetch/request';
import { isOk } from '../fetch/status';
import type { ApiResponse } from '../fetch/status';
import { cacheDbExists, cacheDbToChange, openCacheDb, persistWhenSignedIn } from './openCacheDb';
import { CACHE_TTL_MS } from './records';
import type { CodeEntry, CodeGroupRecord } from './records';

/**
 * A changed group in the result of POST /api/code/simple: either `{ code_list, edit_at }`, or a bare list whose
 * edit time is in the top-level `edit_at` map. Groups missing from the result are unchanged.
 */
type ChangedGroup = CodeEntry[] | { code_list: CodeEntry[]; edit_at?: string | null };
type CodeSimpleResult = Record<string, ChangedGroup>;
type CodeSimpleExtras = { edit_at?: Record<string, string | null> };

export type CodeLists = Record<string, CodeEntry[]>;

function readChanged(
  group: string,
  changed: ChangedGroup,
  editTimes: CodeSimpleExtras['edit_at'],
): Pick<CodeGroupRecord, 'code_list' | 'edit_at'> {
  if (Array.isArray(changed)) return { code_list: changed, edit_at: editTimes?.[group] ?? null };
  return { code_list: changed.code_list, edit_at: changed.edit_at ?? editTimes?.[group] ?? null };
}

const memory = new Map<string, CodeGroupRecord>();
const memoryKey = (group: string, locale: string) => `${group}|${locale}`;

/** Forgets the code lists this page holds (the browser database keeps its own). */
export function forgetCodeGroups(): void {
  memory.clear();
}

function remember(record: CodeGroupRecord): void {
  memory.set(memoryKey(record.code_group_id, record.locale), record);
}

/**
 * The cached records of the groups: what this page already holds, then what the browser database holds, if this
 * browser has one (a database that cannot be read holds nothing).
 */
async function readCached(groups: readonly string[], locale: string): Promise<Map<string, CodeGroupRecord>> {
  const cached = new Map<string, CodeGroupRecord>();
  for (const group of groups) {
    const record = memory.get(memoryKey(group, locale));
    if (record) cached.set(group, record);
  }
  const unread = groups.filter((group) => !cached.has(group));
  if (unread.length === 0 || !(await cacheDbExists())) return cached;
  try {
    const db = await openCacheDb();
    const stored = await db.code_group.bulkGet(unread.map((group): [string, string] => [group, locale]));
    for (const record of stored) {
      if (!record) continue;
      remember(record);
      cached.set(record.code_group_id, record);
    }
  } catch (error) {
    console.warn('The code cache could not be read', error);
  }
  return cached;
}

/**
 * Code lists of the groups in a locale, read through memory, the browser database and the network. Groups
 * confirmed within the last hour are not asked for; the others are asked for as `group|editTime` (or `group` when
 * not cached), so the server returns only changed groups. `force` asks for every group in full. On a failed call
 * the cached lists, however old, are used. The answer is returned at once and, for a signed-in user, stored in the
 * database afterwards (a guest's lists stay in memory).
 */
export async function loadCodeGroups(
  groups: readonly string[],
  locale: string,
  options: { force?: boolean } = {},
): Promise<CodeLists> {
  const now = Date.now();
  const cached = await readCached(groups, locale);
  const stale = groups.filter((group) => {
    const record = cached.get(group);
    return options.force || !record || now - record.access_at >= CACHE_TTL_MS;
  });
  if (stale.length) {
    const code_group = stale.map((group) => {
      const editAt = cached.get(group)?.edit_at;
      return !options.force && editAt ? `${group}|${editAt}` : group;
    });
    const response = await apiPost<CodeSimpleResult, CodeSimpleExtras>(
      '/api/code/simple',
      { code_group, locale },
      { org: null },
    );
    if (isOk(response)) {
      const refreshed = stale.flatMap((group): CodeGroupRecord[] => {
        const changed = response.result[group];
        const previous = cached.get(group);
        if (changed)
          return [{ code_group_id: group, locale, access_at: now, ...readChanged(group, changed, response.edit_at) }];
        return previous ? [{ ...previous, access_at: now }] : [];
      });
      refreshed.forEach((record) => {
        remember(record);
        cached.set(record.code_group_id, record);
      });
      if (refreshed.length) persistWhenSignedIn((db) => db.code_group.bulkPut(refreshed));
    }
  }
  return Object.fromEntries(groups.map((group) => [group, cached.get(group)?.code_list ?? []]));
}

/** Asks the server to reload its code tables (POST /api/code/reload); on OK the local code cache is dropped. */
export async function reloadCodes(): Promise<ApiResponse<unknown>> {
  const response = await apiPost<unknown>('/api/code/reload', {}, { org: null });
  if (isOk(response)) {
    forgetCodeGroups();
    await (await cacheDbToChange())?.code_group.clear();
  }
  return response;
}
