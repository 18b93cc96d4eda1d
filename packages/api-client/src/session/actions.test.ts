import { membership, mockFetch, mockRoutes, resetSession, signInLocally, testUser } from '../testing/mockFetch';
import type { RecordedCall } from '../testing/mockFetch';
import { RIGHTS_TTL_MS, loadRights, loadSession, signIn, signOut } from './actions';
import {
  clearRights,
  selectMembership,
  selectUserTypes,
  selectedMembership,
  sessionStore,
  setSessionUser,
} from './store';

const T0 = 1_700_000_000_000;
const now = jest.spyOn(Date, 'now');

beforeEach(() => {
  resetSession();
  now.mockReturnValue(T0);
});

describe('session', () => {
  it('is signed in with the user the session call returns', async () => {
    mockRoutes({ '/api/sign/session': { body: { status: 'OK', result: testUser('paid', { usertype: ['PAID'] }) } } });
    await loadSession();
    expect(sessionStore.getState().status).toBe('signedIn');
    expect(selectUserTypes(sessionStore.getState())).toEqual(['PAID']);
  });

  it('is signed out, as a guest, when the session call answers 401', async () => {
    mockRoutes({ '/api/sign/session': { status: 401 } });
    await loadSession();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(selectUserTypes(sessionStore.getState())).toEqual(['GUEST']);
  });

  it('sends the access token for refresh only when the server flagged a change', async () => {
    const calls = mockRoutes({
      '/api/sign/session': { body: { status: 'OK', result: testUser('u', { accessToken: 't1', accessChange: true }) } },
      '/api/sign/refresh': { body: { status: 'OK' } },
    });
    await loadSession();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/sign/session', '/api/sign/refresh']);
    expect(calls[1]?.body).toEqual({ accessToken: 't1' });
  });
});

describe('sign-in', () => {
  it.each([
    ['', 'secret'],
    ['  ', 'secret'],
    ['user', ' \t'],
  ])('does not call the server when id %j or password %j is blank', async (id, pass) => {
    const calls = mockFetch();
    await expect(signIn(id, pass)).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('posts the trimmed id with the password and signs the user in on OK', async () => {
    const calls = mockRoutes({ '/api/sign/signin': { body: { status: 'OK', result: testUser('cown') } } });
    const response = await signIn(' cown ', 'pass word');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ user_id: 'cown', user_pass: 'pass word' });
    expect(response?.status).toBe('OK');
    expect(sessionStore.getState().user?.user_id).toBe('cown');
  });

  it('returns the denial without signing in', async () => {
    mockRoutes({ '/api/sign/signin': { status: 401, body: { status: 'UNAUTHORIZED', description: 'signin_denied' } } });
    const response = await signIn('cown', 'wrong');
    expect(response).toEqual({ status: 'UNAUTHORIZED', description: 'signin_denied' });
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('sign-out', () => {
  it('clears session storage, the user and the rights on OK', async () => {
    signInLocally({ cafe: [membership(7)] });
    sessionStorage.setItem('provider_state', 'x');
    mockRoutes({ '/api/sign/signout': { body: { status: 'OK' } } });
    await signOut();
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, rights: {}, selected: {} });
  });

  it('keeps the session when the server refuses', async () => {
    signInLocally({ cafe: [membership(7)] });
    mockRoutes({ '/api/sign/signout': 'network-error' });
    await signOut();
    expect(sessionStore.getState().status).toBe('signedIn');
  });
});

describe('rights', () => {
  const rightsReply = (call: RecordedCall) => {
    const auth = call.body?.auth as string[];
    return {
      body: {
        status: 'OK',
        result: Object.fromEntries(auth.map((type) => [`${type}_auth`, [membership(type === 'cafe' ? 7 : 3)]])),
      },
    };
  };
  const rightsCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.pathname === '/api/userAuth/select');

  beforeEach(() => setSessionUser(testUser('cown')));

  it('fetches the requested types once and selects the first membership', async () => {
    const calls = mockRoutes({ '/api/userAuth/select': rightsReply });
    await Promise.all([loadRights(['cafe', 'roaster']), loadRights(['cafe'])]);
    expect(rightsCalls(calls)).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ auth: ['cafe', 'roaster'] });
    expect(selectedMembership('cafe')(sessionStore.getState())?.auth_seq).toBe(7);
    expect(sessionStore.getState().rightsStatus).toEqual({ cafe: 'ready', roaster: 'ready' });
  });

  it('fetches rights again within the hour when the session says the memberships changed after they were fetched', async () => {
    const calls = mockRoutes({
      '/api/userAuth/select': rightsReply,
      '/api/sign/session': {
        body: { status: 'OK', result: { ...testUser('cown'), rights_at: new Date(T0 + 1000).toISOString() } },
      },
    });
    await loadRights(['cafe', 'roaster']);
    now.mockReturnValue(T0 + 2000);
    await loadSession();
    await loadRights(['cafe', 'roaster']);
    expect(rightsCalls(calls)).toHaveLength(2);
    expect(selectedMembership('cafe')(sessionStore.getState())?.auth_seq).toBe(7);
  });

  it('keeps rights fetched after the last membership change', async () => {
    const calls = mockRoutes({
      '/api/userAuth/select': rightsReply,
      '/api/sign/session': {
        body: { status: 'OK', result: { ...testUser('cown'), rights_at: new Date(T0 - 1000).toISOString() } },
      },
    });
    await loadRights(['cafe']);
    await loadSession();
    await loadRights(['cafe']);
    expect(rightsCalls(calls)).toHaveLength(1);
  });

  it('reuses rights for an hour and fetches them again after it', async () => {
    const calls = mockRoutes({ '/api/userAuth/select': rightsReply });
    await loadRights(['cafe']);
    now.mockReturnValue(T0 + RIGHTS_TTL_MS - 1);
    await loadRights(['cafe']);
    expect(rightsCalls(calls)).toHaveLength(1);
    now.mockReturnValue(T0 + RIGHTS_TTL_MS);
    await loadRights(['cafe']);
    expect(rightsCalls(calls)).toHaveLength(2);
  });

  it('fetches again when another user signs in, and drops the previous user’s selection at once', async () => {
    const calls = mockRoutes({ '/api/userAuth/select': rightsReply });
    await loadRights(['cafe']);
    setSessionUser(testUser('cmng'));
    expect(selectedMembership('cafe')(sessionStore.getState())).toBeUndefined();
    await loadRights(['cafe']);
    expect(rightsCalls(calls)).toHaveLength(2);
    expect(sessionStore.getState().rights.cafe?.userId).toBe('cmng');
  });

  it('fetches again after clearRights (a cafe was created)', async () => {
    const calls = mockRoutes({ '/api/userAuth/select': rightsReply });
    await loadRights(['cafe']);
    clearRights('cafe');
    await loadRights(['cafe']);
    expect(rightsCalls(calls)).toHaveLength(2);
  });

  it('loads nothing for a signed-out visitor', async () => {
    const calls = mockFetch();
    setSessionUser(null);
    await loadRights(['cafe']);
    expect(calls).toHaveLength(0);
  });

  it('marks the types as failed when the call fails', async () => {
    mockRoutes({ '/api/userAuth/select': 'network-error' });
    await loadRights(['roaster']);
    expect(sessionStore.getState().rightsStatus.roaster).toBe('error');
  });

  it('keeps rights and the switched membership in session storage', async () => {
    mockRoutes({
      '/api/userAuth/select': {
        body: { status: 'OK', result: { cafe_auth: [membership(7), membership(9, 'BARISTA')] } },
      },
    });
    await loadRights(['cafe']);
    selectMembership('cafe', 9);
    selectMembership('cafe', 404);
    expect(JSON.parse(sessionStorage.getItem('coffee.rights.cafe')!)).toMatchObject({ userId: 'cown', fetchedAt: T0 });
    expect(sessionStorage.getItem('coffee.rights.selected.cafe')).toBe('9');
  });

  it('restores stored rights on page load and does not fetch them again within the hour', async () => {
    mockRoutes({ '/api/userAuth/select': rightsReply });
    await loadRights(['cafe']);
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./actions');
      const store = await import('./store');
      const calls = mockRoutes({ '/api/userAuth/select': rightsReply });
      store.setSessionUser(testUser('cown'));
      await fresh.loadRights(['cafe']);
      expect(rightsCalls(calls)).toHaveLength(0);
      expect(store.selectedMembership('cafe')(store.sessionStore.getState())?.auth_seq).toBe(7);
    });
  });
});
