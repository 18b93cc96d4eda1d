import { Dexie } from 'dexie';
import { signOut } from '../session/actions';
import { selectMembership } from '../session/store';
import { membership, mockFetch, mockRoutes, resetSession, signInLocally } from '../testing/mockFetch';
import type { RecordedCall } from '../testing/mockFetch';
import { cacheDb } from './db';
import { clearLocalDatabase } from './clearLocalDatabase';
import { cachePersisted } from './openCacheDb';
import { CACHE_DB_NAME, CACHE_TTL_MS } from './records';
import { clearSelectCache, forgetSelectOptions, loadSelectOptions } from './selectCache';

const T0 = 1_700_000_000_000;
const now = jest.spyOn(Date, 'now');
const URL_REGION = '/api/code/region';
const option = (value: string) => ({ value, label: value });

/** Option server: answers `result: null` when the client's last_edit_at is current. */
function optionServer(editAt: string, values: string[]) {
  return mockFetch((call: RecordedCall) => ({
    body:
      call.body?.last_edit_at === editAt
        ? { status: 'OK', result: null, last_edit_at: editAt }
        : { status: 'OK', result: values.map(option), last_edit_at: editAt },
  }));
}

/** Loads, then waits until the answer is stored in the browser database, as the next page finds it. */
async function loadStored(...args: Parameters<typeof loadSelectOptions>) {
  const result = await loadSelectOptions(...args);
  await cachePersisted();
  return result;
}

beforeEach(async () => {
  now.mockReturnValue(T0);
  resetSession();
  signInLocally({});
  await clearLocalDatabase();
});

describe('select option cache of a signed-in user', () => {
  it('posts the parameters with an empty last_edit_at on the first load', async () => {
    const calls = optionServer('r1', ['Huila']);
    const result = await loadStored('region', URL_REGION, { region_country: 'COL' });
    expect(calls[0]?.body).toEqual({ region_country: 'COL', last_edit_at: null });
    expect(result).toEqual({ options: [option('Huila')], fromCache: false });
  });

  it('on a first visit asks the server without opening the browser database, then stores the list', async () => {
    cacheDb.close({ disableAutoOpen: false });
    await Dexie.delete(CACHE_DB_NAME);
    const open = jest.spyOn(indexedDB, 'open');
    const opensAtCall: number[] = [];
    mockFetch(() => {
      opensAtCall.push(open.mock.calls.length);
      return { body: { status: 'OK', result: [option('Huila')], last_edit_at: 'r1' } };
    });
    await loadStored('region', URL_REGION);
    open.mockRestore();
    expect(opensAtCall).toEqual([0]);
    expect((await cacheDb.select_data.toArray()).map((record) => record.option_list)).toEqual([[option('Huila')]]);
  });

  it('serves the cached list for 3,600,000 ms without a call', async () => {
    optionServer('r1', ['Huila']);
    await loadStored('region', URL_REGION, { region_country: 'COL' });
    now.mockReturnValue(T0 + CACHE_TTL_MS - 1);
    const calls = mockFetch();
    const result = await loadStored('region', URL_REGION, { region_country: 'COL' });
    expect(calls).toHaveLength(0);
    expect(result).toEqual({ options: [option('Huila')], fromCache: true });
  });

  it('serves the stored list on the next page within the hour without a call', async () => {
    optionServer('r1', ['Huila']);
    await loadStored('region', URL_REGION, { region_country: 'COL' });
    forgetSelectOptions();
    now.mockReturnValue(T0 + CACHE_TTL_MS - 1);
    const calls = mockFetch();
    const result = await loadStored('region', URL_REGION, { region_country: 'COL' });
    expect(calls).toHaveLength(0);
    expect(result).toEqual({ options: [option('Huila')], fromCache: true });
  });

  it('after the TTL sends last_edit_at and keeps the cached list when the server reports no change', async () => {
    optionServer('r1', ['Huila']);
    await loadStored('region', URL_REGION, { region_country: 'COL' });
    now.mockReturnValue(T0 + CACHE_TTL_MS);
    const calls = optionServer('r1', ['NOT_SENT']);
    const result = await loadStored('region', URL_REGION, { region_country: 'COL' });
    expect(calls[0]?.body?.last_edit_at).toBe('r1');
    expect(result.options).toEqual([option('Huila')]);
    expect((await cacheDb.select_data.toArray())[0]?.access_at).toBe(T0 + CACHE_TTL_MS);
  });

  it('reloads when forced, without last_edit_at, even within the TTL', async () => {
    optionServer('r1', ['Huila']);
    await loadStored('region', URL_REGION, { region_country: 'COL' });
    const calls = optionServer('r2', ['Huila', 'Nariño']);
    const result = await loadStored('region', URL_REGION, { region_country: 'COL' }, { force: true });
    expect(calls[0]?.body?.last_edit_at).toBeNull();
    expect(result.options).toHaveLength(2);
  });

  it('caches each parameter set apart, whatever the key order', async () => {
    optionServer('r1', ['x']);
    await loadStored('region', URL_REGION, { region_country: 'COL', is_parent: false });
    const calls = optionServer('r1', ['y']);
    await loadStored('region', URL_REGION, { is_parent: false, region_country: 'COL' });
    await loadStored('region', URL_REGION, { region_country: 'ETH', is_parent: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body?.region_country).toBe('ETH');
  });

  it('caches organisation lists per selected organisation', async () => {
    signInLocally({ roaster: [membership(3), membership(4)] });
    const url = '/api/roaster/blending/default/code';
    optionServer('b1', ['blend A']);
    await loadStored('blending', url);
    selectMembership('roaster', 4);
    const calls = optionServer('b1', ['blend B']);
    const result = await loadStored('blending', url);
    expect(calls[0]?.body).toEqual({ roaster_seq: 4, last_edit_at: null });
    expect(result.options).toEqual([option('blend B')]);
  });

  it('returns the cached options with the error when the refresh fails', async () => {
    optionServer('r1', ['Huila']);
    await loadStored('region', URL_REGION);
    now.mockReturnValue(T0 + CACHE_TTL_MS);
    mockFetch(() => ({ status: 403 }));
    expect(await loadStored('region', URL_REGION)).toEqual({
      options: [option('Huila')],
      fromCache: true,
      error: { status: 'FORBIDDEN' },
    });
  });

  it('clears one field, and every field on sign-out', async () => {
    optionServer('r1', ['x']);
    await loadStored('region', URL_REGION);
    await loadStored('farm', '/api/code/farm');
    await clearSelectCache('farm');
    expect((await cacheDb.select_data.toArray()).map((r) => r.field_key)).toEqual(['region']);
    signInLocally({});
    mockRoutes({ '/api/sign/signout': { body: { status: 'OK' } } });
    await signOut();
    expect(await cacheDb.select_data.count()).toBe(0);
  });
});
