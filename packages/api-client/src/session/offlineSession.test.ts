import { membership, mockRoutes, resetSession, testUser } from '../testing/mockFetch';
import { loadRights, loadSession } from './actions';
import { sessionStore } from './store';
import { clearUserStorage } from './userStorage';

const SESSION = { body: { status: 'OK', result: testUser('cbarista', { accessToken: 'secret' }) } };
const RIGHTS = { body: { status: 'OK', result: { cafe_auth: [membership(7, 'BARISTA')] } } };

beforeEach(() => {
  resetSession();
  clearUserStorage();
});

describe('a page opened without network (behaviour §06-5)', () => {
  it('keeps the user this browser last signed in, and their memberships, without the token', async () => {
    mockRoutes({ '/api/sign/session': SESSION, '/api/userAuth/select': RIGHTS });
    await loadSession();
    await loadRights(['cafe']);
    expect(JSON.stringify(localStorage)).not.toContain('secret');

    // A new tab: no session storage, the store as a page starts it; local storage stays.
    sessionStorage.clear();
    sessionStore.setState({ status: 'loading', user: null, rights: {}, rightsStatus: {}, selected: {} });
    mockRoutes({ '/api/sign/session': 'network-error', '/api/userAuth/select': 'network-error' });
    await loadSession();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', user: { user_id: 'cbarista' } });
    await loadRights(['cafe']);
    expect(sessionStore.getState().rights.cafe).toMatchObject({ fetchedAt: 0, memberships: [{ auth_seq: 7 }] });
  });

  it('is signed out offline when no one signed in here, and after the server ended the session', async () => {
    mockRoutes({ '/api/sign/session': 'network-error' });
    await loadSession();
    expect(sessionStore.getState().status).toBe('signedOut');

    mockRoutes({ '/api/sign/session': SESSION });
    await loadSession();
    mockRoutes({ '/api/sign/session': { status: 401, body: { status: 'noauth' } } });
    await loadSession();
    mockRoutes({ '/api/sign/session': 'network-error' });
    await loadSession();
    expect(sessionStore.getState().status).toBe('signedOut');
  });
});
