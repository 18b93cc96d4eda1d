import { Dexie } from 'dexie';
import { mockFetch, mockRoutes, resetSession, signInLocally } from '../testing/mockFetch';
import type { RecordedCall } from '../testing/mockFetch';
import { forgetCodeGroups, loadCodeGroups, reloadCodes } from './codeCache';
import { cacheDb } from './db';
import { clearLocalDatabase } from './clearLocalDatabase';
import { cachePersisted } from './openCacheDb';
import { CACHE_DB_NAME, CACHE_TTL_MS } from './records';

const T0 = 1_700_000_000_000;
const now = jest.spyOn(Date, 'now');
const entry = (code_id: string) => ({ code_id, code_name: code_id, code_name_kr: `${code_id}_kr` });

/** A server whose groups carry an edit time; it returns only groups whose edit time differs from the one sent. */
function codeServer(groups: Record<string, { edit_at: string; ids: string[] }>) {
  return mockRoutes({
    '/api/code/simple': (call: RecordedCall) => {
      const changed = (call.body?.code_group as string[]).flatMap((item) => {
        const [group = '', sentEditAt] = item.split('|');
        const current = groups[group];
        if (!current || current.edit_at === sentEditAt) return [];
        return [[group, { code_list: current.ids.map(entry), edit_at: current.edit_at }]];
      });
      return { body: { status: 'OK', result: Object.fromEntries(changed) } };
    },
  });
}

/** Loads, then waits until the answer is stored in the browser database, as the next page finds it. */
async function loadStored(...args: Parameters<typeof loadCodeGroups>) {
  const result = await loadCodeGroups(...args);
  await cachePersisted();
  return result;
}

beforeEach(async () => {
  now.mockReturnValue(T0);
  resetSession();
  signInLocally({});
  await clearLocalDatabase();
});

describe('code cache of a signed-in user', () => {
  it('fetches uncached groups by name and stores them per locale', async () => {
    const calls = codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] }, VRT: { edit_at: 'v1', ids: ['GEISHA'] } });
    const lists = await loadStored(['CNTR', 'VRT'], 'kr');
    expect(calls[0]?.body).toEqual({ code_group: ['CNTR', 'VRT'], locale: 'kr' });
    expect(lists.CNTR?.map((c) => c.code_id)).toEqual(['KOR']);
    expect(await cacheDb.code_group.get(['CNTR', 'kr'])).toMatchObject({ edit_at: 'e1', access_at: T0 });
  });

  it('serves groups from memory within the hour without a call', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadCodeGroups(['CNTR'], 'kr');
    now.mockReturnValue(T0 + CACHE_TTL_MS - 1);
    const calls = mockFetch();
    const lists = await loadCodeGroups(['CNTR'], 'kr');
    expect(calls).toHaveLength(0);
    expect(lists.CNTR).toHaveLength(1);
  });

  it('serves groups from the browser database on the next page within the hour without a call', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'kr');
    forgetCodeGroups();
    now.mockReturnValue(T0 + CACHE_TTL_MS - 1);
    const calls = mockFetch();
    const lists = await loadCodeGroups(['CNTR'], 'kr');
    expect(calls).toHaveLength(0);
    expect(lists.CNTR).toEqual([entry('KOR')]);
  });

  it('on a first visit asks the network before opening the browser database, then stores the answer', async () => {
    cacheDb.close({ disableAutoOpen: false });
    await Dexie.delete(CACHE_DB_NAME);
    const open = jest.spyOn(indexedDB, 'open');
    const opensAtCall: number[] = [];
    mockFetch(() => {
      opensAtCall.push(open.mock.calls.length);
      return { body: { status: 'OK', result: { FLVR: { code_list: [entry('FL1')], edit_at: 'f1' } } } };
    });
    expect(await loadStored(['FLVR'], 'en')).toEqual({ FLVR: [entry('FL1')] });
    open.mockRestore();
    expect(opensAtCall).toEqual([0]);
    expect(await cacheDb.code_group.get(['FLVR', 'en'])).toMatchObject({ edit_at: 'f1', access_at: T0 });
  });

  it('after the hour sends cached edit times and replaces only the groups that changed', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] }, VRT: { edit_at: 'v1', ids: ['GEISHA'] } });
    await loadStored(['CNTR', 'VRT'], 'kr');
    now.mockReturnValue(T0 + CACHE_TTL_MS);
    const calls = codeServer({
      CNTR: { edit_at: 'e1', ids: ['SHOULD_NOT_APPEAR'] },
      VRT: { edit_at: 'v2', ids: ['SL28'] },
    });
    const lists = await loadStored(['CNTR', 'VRT', 'PRCS'], 'kr');
    expect(calls[0]?.body?.code_group).toEqual(['CNTR|e1', 'VRT|v1', 'PRCS']);
    expect(lists).toEqual({ CNTR: [entry('KOR')], VRT: [entry('SL28')], PRCS: [] });
    expect(await cacheDb.code_group.get(['CNTR', 'kr'])).toMatchObject({ access_at: T0 + CACHE_TTL_MS });
    expect(await cacheDb.code_group.get(['VRT', 'kr'])).toMatchObject({ edit_at: 'v2' });
  });

  it('asks only for the stale groups', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'kr');
    const calls = codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] }, VRT: { edit_at: 'v1', ids: ['GEISHA'] } });
    await loadStored(['CNTR', 'VRT'], 'kr');
    expect(calls[0]?.body?.code_group).toEqual(['VRT']);
  });

  it('keeps each locale apart', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'kr');
    const calls = codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'en');
    expect(calls[0]?.body).toEqual({ code_group: ['CNTR'], locale: 'en' });
  });

  it('asks for every group in full when forced', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'kr');
    const calls = codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR', 'ETH'] } });
    const lists = await loadStored(['CNTR'], 'kr', { force: true });
    expect(calls[0]?.body?.code_group).toEqual(['CNTR']);
    expect(lists.CNTR).toHaveLength(2);
  });

  it('reads bare lists with edit times in a top-level edit_at map', async () => {
    mockRoutes({
      '/api/code/simple': { body: { status: 'OK', result: { CNTR: [entry('KOR')] }, edit_at: { CNTR: 'e9' } } },
    });
    await loadStored(['CNTR'], 'kr');
    expect(await cacheDb.code_group.get(['CNTR', 'kr'])).toMatchObject({ edit_at: 'e9', code_list: [entry('KOR')] });
  });

  it('falls back to the stale lists when the refresh fails', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'kr');
    now.mockReturnValue(T0 + 2 * CACHE_TTL_MS);
    mockFetch(() => 'network-error');
    expect(await loadStored(['CNTR'], 'kr')).toEqual({ CNTR: [entry('KOR')] });
  });

  it('drops the local code cache after a successful server reload', async () => {
    codeServer({ CNTR: { edit_at: 'e1', ids: ['KOR'] } });
    await loadStored(['CNTR'], 'kr');
    const calls = mockRoutes({ '/api/code/reload': { body: { status: 'OK' } } });
    await reloadCodes();
    expect(calls[0]?.method).toBe('POST');
    expect(await cacheDb.code_group.count()).toBe(0);
  });

  it('clearLocalDatabase empties both stores', async () => {
    await cacheDb.code_group.put({ code_group_id: 'X', locale: 'kr', code_list: [], access_at: T0, edit_at: null });
    await cacheDb.select_data.put({ key: 'k', field_key: 'f', option_list: [], access_at: T0, edit_at: null });
    await clearLocalDatabase();
    expect(await cacheDb.code_group.count()).toBe(0);
    expect(await cacheDb.select_data.count()).toBe(0);
  });
});
