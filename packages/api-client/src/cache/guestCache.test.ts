import { signOut } from '../session/actions';
import { setSessionUser } from '../session/store';
import { mockFetch, mockRoutes, resetSession, testUser } from '../testing/mockFetch';
import { forgetCodeGroups, loadCodeGroups } from './codeCache';
import { cachePersisted } from './openCacheDb';
import { CACHE_DB_NAME, CACHE_TTL_MS } from './records';
import { loadSelectOptions } from './selectCache';

// Counts imports of Dexie (this file's caches reach it only through a dynamic import of './db').
const mockDexieImported = jest.fn();
jest.mock('dexie', () => {
  mockDexieImported();
  return jest.requireActual('dexie');
});

const T0 = 1_700_000_000_000;
const now = jest.spyOn(Date, 'now');
const entry = (code_id: string) => ({ code_id, code_name: code_id });
const option = (value: string) => ({ value, label: value });

/** Answers the code and select calls; the code list's entries are named after the call's number. */
function server() {
  let served = 0;
  return mockRoutes({
    '/api/code/simple': () => {
      served += 1;
      return { body: { status: 'OK', result: { FLVR: { code_list: [entry(`F${served}`)], edit_at: `e${served}` } } } };
    },
    '/api/code/region': { body: { status: 'OK', result: [option('Huila')], last_edit_at: 'r1' } },
    '/api/sign/signout': { body: { status: 'OK' } },
  });
}

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

beforeEach(() => {
  now.mockReturnValue(T0);
  resetSession();
});

// The tests run in order: the browser has no cache database until the signed-in test creates it.
describe('code and select caches of a guest', () => {
  it('keep a guest answer in memory only: nothing written, Dexie never imported', async () => {
    const calls = server();
    const loading = loadCodeGroups(['FLVR'], 'en');
    setSessionUser(null);
    expect(await loading).toEqual({ FLVR: [entry('F1')] });
    expect(await loadSelectOptions('region', '/api/code/region')).toEqual({
      options: [option('Huila')],
      fromCache: false,
    });
    await cachePersisted();
    expect(await loadCodeGroups(['FLVR'], 'en')).toEqual({ FLVR: [entry('F1')] });
    expect(await loadSelectOptions('region', '/api/code/region')).toMatchObject({ fromCache: true });
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/code/simple', '/api/code/region']);
    expect(mockDexieImported).not.toHaveBeenCalled();
    expect(await databaseNames()).toEqual([]);
  });

  it('ask the server again after the hour, still without writing', async () => {
    now.mockReturnValue(T0 + CACHE_TTL_MS);
    setSessionUser(null);
    const calls = server();
    expect(await loadCodeGroups(['FLVR'], 'en')).toEqual({ FLVR: [entry('F1')] });
    await cachePersisted();
    expect(calls[0]?.body).toEqual({ code_group: ['FLVR|e1'], locale: 'en' });
    expect(mockDexieImported).not.toHaveBeenCalled();
  });

  it("write a signed-in user's answer, known once the session is, and read it back on the next visit", async () => {
    forgetCodeGroups();
    server();
    const loading = loadCodeGroups(['FLVR'], 'kr');
    setSessionUser(testUser());
    await loading;
    await cachePersisted();
    expect(await databaseNames()).toEqual([CACHE_DB_NAME]);

    forgetCodeGroups();
    now.mockReturnValue(T0 + CACHE_TTL_MS - 1);
    const calls = mockFetch();
    expect(await loadCodeGroups(['FLVR'], 'kr')).toEqual({ FLVR: [entry('F1')] });
    expect(calls).toHaveLength(0);
  });

  it('read the database a signed-in visit left, but never write a guest answer to it', async () => {
    setSessionUser(testUser());
    server();
    await signOut();
    forgetCodeGroups();
    now.mockReturnValue(T0 + CACHE_TTL_MS - 1);
    const none = mockFetch();
    expect(await loadCodeGroups(['FLVR'], 'kr')).toEqual({ FLVR: [entry('F1')] });
    expect(none).toHaveLength(0);

    now.mockReturnValue(T0 + 2 * CACHE_TTL_MS);
    server();
    await loadCodeGroups(['FLVR'], 'kr');
    await cachePersisted();
    forgetCodeGroups();
    now.mockReturnValue(T0 + 2 * CACHE_TTL_MS + 1);
    const stale = server();
    await loadCodeGroups(['FLVR'], 'kr');
    expect(stale[0]?.body).toEqual({ code_group: ['FLVR|e1'], locale: 'kr' });
  });
});
