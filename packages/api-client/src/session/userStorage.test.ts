import { mockRoutes, resetSession, testUser } from '../testing/mockFetch';
import { loadSession, signIn, signOut } from './actions';
import { userStorage } from './userStorage';

const OK = (user_id: string) => ({ body: { status: 'OK', result: testUser(user_id) } });

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

const keys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();

describe("the user's storage in this browser", () => {
  it('is removed at sign-out, which is a POST, and nothing else is', async () => {
    mockRoutes({ '/api/sign/signin': OK('cown') });
    await signIn('cown', 'pw');
    userStorage.setItem('clipboardRoasting', '{"roasting_name":"Copied"}');
    localStorage.setItem('clipboardGreenbean', '{}'); // kept under its own name by earlier versions
    localStorage.setItem('coffee-theme', 'dark');
    const calls = mockRoutes({ '/api/sign/signout': { body: { status: 'OK' } } });
    await signOut();
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([['POST', '/api/sign/signout']]);
    expect(userStorage.getItem('clipboardRoasting')).toBeNull();
    expect(keys()).toEqual(['coffee-theme']);
  });

  it("is kept for the same user and removed before another user's sign-in", async () => {
    mockRoutes({ '/api/sign/signin': OK('cown') });
    await signIn('cown', 'pw');
    userStorage.setItem('clipboardRoasting', 'cown copy');
    mockRoutes({ '/api/sign/session': OK('cown') });
    await loadSession();
    expect(userStorage.getItem('clipboardRoasting')).toBe('cown copy');
    mockRoutes({ '/api/sign/signin': OK('rown') });
    await signIn('rown', 'pw');
    expect(userStorage.getItem('clipboardRoasting')).toBeNull();
  });

  it('is removed when the server says the session has ended, not when it cannot be reached', async () => {
    mockRoutes({ '/api/sign/signin': OK('cown') });
    await signIn('cown', 'pw');
    userStorage.setItem('clipboardRoasting', 'copy');
    mockRoutes({ '/api/sign/session': 'network-error' });
    await loadSession();
    expect(userStorage.getItem('clipboardRoasting')).toBe('copy');
    mockRoutes({ '/api/sign/session': { status: 401, body: { status: 'noauth', description: 'noauth_text' } } });
    await loadSession();
    expect(userStorage.getItem('clipboardRoasting')).toBeNull();
  });
});
