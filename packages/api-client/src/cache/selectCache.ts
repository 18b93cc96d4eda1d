import { orgSeqParam } from '../fetch/request';
import type { JsonBody } from '../fetch/request';
import { apiPost } from '../fetch/request';
import { isOk } from '../fetch/status';
import type { ApiStatus } from '../fetch/status';
import { onSignOut } from '../session/actions';
import { sessionStore } from '../session/store';
import { cacheDbExists, cacheDbToChange, openCacheDb, persistWhenSignedIn } from './openCacheDb';
import { CACHE_TTL_MS } from './records';
import type { SelectDataRecord, SelectOption } from './records';

/** How long a select's loading flag stays on after a load, normal and forced (behaviour §01-9). */
export const SELECT_LOADING_CLEAR_MS = 100;
export const SELECT_FORCED_LOADING_CLEAR_MS = 1000;

export interface SelectOptionsResult {
  options: SelectOption[];
  fromCache: boolean;
  /** Set when the server call failed; `options` are then the cached ones, if any. */
  error?: ApiStatus;
}

/** `result: null` (or none) means the list has not changed since `last_edit_at`. */
type SelectDataExtras = { last_edit_at?: string | null };

function cacheKey(fieldKey: string, dataUrl: string, params: JsonBody): string {
  const scope = {
    user: sessionStore.getState().user?.user_id ?? null,
    ...orgSeqParam(dataUrl),
    url: dataUrl,
  };
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return `${fieldKey}|${JSON.stringify(scope)}|${JSON.stringify(sorted)}`;
}

const memory = new Map<string, SelectDataRecord>();

/** The list this page holds, else the stored one if this browser has the cache database and it can be read. */
async function readCached(key: string): Promise<SelectDataRecord | undefined> {
  const held = memory.get(key);
  if (held || !(await cacheDbExists())) return held;
  try {
    return await (await openCacheDb()).select_data.get(key);
  } catch (error) {
    console.warn('The select cache could not be read', error);
    return undefined;
  }
}

/**
 * Options of a select field, cached per field, user, organisation and parameters for an hour. A stale or
 * forced load POSTs the parameters to `dataUrl` with the cached `last_edit_at` (none when forced). The answer is
 * returned at once, held in memory and, for a signed-in user, stored in the browser database afterwards.
 */
export async function loadSelectOptions(
  fieldKey: string,
  dataUrl: string,
  params: JsonBody = {},
  options: { force?: boolean } = {},
): Promise<SelectOptionsResult> {
  const key = cacheKey(fieldKey, dataUrl, params);
  const now = Date.now();
  const cached = await readCached(key);
  if (cached && !options.force && now - cached.access_at < CACHE_TTL_MS) {
    return { options: cached.option_list, fromCache: true };
  }

  const lastEditAt = options.force ? null : (cached?.edit_at ?? null);
  const response = await apiPost<SelectOption[] | null, SelectDataExtras>(dataUrl, {
    ...params,
    last_edit_at: lastEditAt,
  });
  if (!isOk(response)) return { options: cached?.option_list ?? [], fromCache: true, error: response };

  const record: SelectDataRecord =
    response.result == null && cached
      ? { ...cached, access_at: now }
      : {
          key,
          field_key: fieldKey,
          option_list: response.result ?? [],
          access_at: now,
          edit_at: response.last_edit_at ?? null,
        };
  memory.set(key, record);
  persistWhenSignedIn((db) => db.select_data.put(record));
  return { options: record.option_list, fromCache: false };
}

/** Forgets the lists of one field, or of every field, this page holds (the browser database keeps its own). */
export function forgetSelectOptions(fieldKey?: string): void {
  for (const [key, record] of memory) if (fieldKey === undefined || record.field_key === fieldKey) memory.delete(key);
}

/** Drops the cached lists of one field, or of every field. */
export async function clearSelectCache(fieldKey?: string): Promise<void> {
  forgetSelectOptions(fieldKey);
  const db = await cacheDbToChange();
  if (!db) return;
  if (fieldKey === undefined) await db.select_data.clear();
  else await db.select_data.where('field_key').equals(fieldKey).delete();
}

onSignOut(() => clearSelectCache());
