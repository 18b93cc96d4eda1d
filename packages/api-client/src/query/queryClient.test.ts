import { signOut } from '../session/actions';
import { clearLocalDatabase } from '../cache/clearLocalDatabase';
import { mockFetch, mockRoutes, resetSession, signInLocally } from '../testing/mockFetch';
import { apiKeys, selectOptionsQuery } from './queries';
import { queryClient, reloadSelectOptions } from './queryClient';

beforeEach(async () => {
  resetSession();
  queryClient.clear();
  await clearLocalDatabase();
});

describe('shared query client', () => {
  it('hands every reader of a select the options of a forced reload', async () => {
    mockFetch(() => ({ body: { status: 'OK', result: [{ value: 'a', label: 'A' }], last_edit_at: 'e1' } }));
    await queryClient.fetchQuery(selectOptionsQuery('water', '/api/code/water'));
    const calls = mockFetch(() => ({
      body: { status: 'OK', result: [{ value: 'b', label: 'B' }], last_edit_at: 'e2' },
    }));
    await reloadSelectOptions('water', '/api/code/water');
    expect(calls).toHaveLength(1);
    expect(queryClient.getQueryData(apiKeys.selectOptions('water', '/api/code/water', {}))).toEqual({
      options: [{ value: 'b', label: 'B' }],
      fromCache: false,
    });
  });

  it('forgets every cached query on sign-out', async () => {
    signInLocally({});
    queryClient.setQueryData(apiKeys.list('/api/user/brewing/result/list', {}), { status: 'OK', result: [] });
    mockRoutes({ '/api/sign/signout': { body: { status: 'OK' } } });
    await signOut();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
