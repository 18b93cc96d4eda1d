import { sessionStore, setRights, setSessionUser } from '../session/store';
import type { Membership, OrgType, SessionUser } from '@coffee/domain';

export interface RecordedCall {
  method: string;
  url: URL;
  body: Record<string, unknown> | undefined;
  credentials: RequestCredentials | undefined;
  keepalive: boolean | undefined;
}

export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** Replaces `fetch` (jsdom has none) with a handler; returns the list of calls made. */
export function mockFetch(handler: (call: RecordedCall) => MockReply = () => ({ body: { status: 'OK' } })) {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
      credentials: init.credentials,
      keepalive: init.keepalive,
    };
    calls.push(call);
    const reply = handler(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(reply.headers ?? {}),
      json: async () => (reply.body === undefined ? Promise.reject(new SyntaxError('no body')) : reply.body),
    } as Response;
  });
  return calls;
}

/** Replies by path; unknown paths get 404. */
export function mockRoutes(routes: Record<string, MockReply | ((call: RecordedCall) => MockReply)>) {
  return mockFetch((call) => {
    const route = routes[call.url.pathname];
    if (route === undefined) return { status: 404 };
    return typeof route === 'function' ? route(call) : route;
  });
}

export function resetSession(): void {
  sessionStorage.clear();
  // What an earlier test kept for its user (a page opened offline reads it, behaviour §06-5).
  localStorage.clear();
  sessionStore.setState({ status: 'loading', user: null, rights: {}, rightsStatus: {}, selected: {} });
}

export const testUser = (user_id = 'cown', extra: Partial<SessionUser> = {}): SessionUser => ({
  user_id,
  name: user_id,
  usertype: ['USER'],
  ...extra,
});

export const membership = (auth_seq: number, user_auth = 'OWN'): Membership => ({
  auth_seq,
  user_auth,
  name: `org ${auth_seq}`,
});

/** Signs a user in locally with memberships already loaded. */
export function signInLocally(memberships: Partial<Record<OrgType, Membership[]>>, user = testUser()): void {
  setSessionUser(user);
  for (const [type, list] of Object.entries(memberships) as [OrgType, Membership[]][]) {
    setRights(type, { userId: user.user_id, fetchedAt: Date.now(), memberships: list });
  }
}
