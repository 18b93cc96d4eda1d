import { selectMembership } from '../session/store';
import { membership, mockFetch, resetSession, signInLocally } from '../testing/mockFetch';
import { configureApi } from './config';
import { apiGet, apiPost, onCallAnswered } from './request';

beforeEach(() => {
  resetSession();
  configureApi({ baseUrl: '' });
});

describe('fetch layer requests', () => {
  it('prefixes the configured API origin and includes credentials', async () => {
    configureApi({ baseUrl: 'https://api.example.test/' });
    const calls = mockFetch();
    await apiGet('/api/sign/session');
    expect(calls[0]?.url.href).toBe('https://api.example.test/api/sign/session');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends query parameters, skipping null and repeating arrays', async () => {
    const calls = mockFetch();
    await apiGet('/api/user/list', { page: 2, q: null, tag: ['a', 'b'] });
    expect(calls[0]?.url.search).toBe('?page=2&tag=a&tag=b');
  });
});

describe('organisation seq injection', () => {
  beforeEach(() => signInLocally({ cafe: [membership(7), membership(9)], roaster: [membership(3)] }));

  it('adds the selected cafe id to the query string of a GET in the cafe area', async () => {
    const calls = mockFetch();
    await apiGet('/api/cafe/brewing/result/detail/5', { mode: 'edit' });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ cafe_seq: '7', mode: 'edit' });
  });

  it('merges the selected roaster id into the body of a POST in the roaster area', async () => {
    const calls = mockFetch();
    await apiPost('/api/roaster/greenbean/list', { page: 1 });
    expect(calls[0]?.body).toEqual({ roaster_seq: 3, page: 1 });
  });

  it('adds nothing outside an organisation area unless the caller names one', async () => {
    const calls = mockFetch();
    await apiPost('/api/user/brewing/result/list', { page: 1 });
    await apiPost('/api/code/company', {}, { org: 'roaster' });
    expect(calls[0]?.body).toEqual({ page: 1 });
    expect(calls[1]?.body).toEqual({ roaster_seq: 3 });
  });

  it('adds nothing when the caller opts out or there is no selected membership', async () => {
    const calls = mockFetch();
    await apiPost('/api/cafe/beaninfo/default', { blending_uuid: 'u' }, { org: null });
    resetSession();
    await apiGet('/api/cafe/event/list');
    expect(calls[0]?.body).toEqual({ blending_uuid: 'u' });
    expect(calls[1]?.url.search).toBe('');
  });

  it('follows the membership the user switched to', async () => {
    selectMembership('cafe', 9);
    const calls = mockFetch();
    await apiPost('/api/cafe/event/list');
    expect(calls[0]?.body).toEqual({ cafe_seq: 9 });
  });
});

describe('responses', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [502, '502'],
  ])('returns HTTP %i as status %s instead of throwing', async (code, status) => {
    mockFetch(() => ({ status: code }));
    await expect(apiGet('/api/x')).resolves.toEqual({ status });
  });

  it('keeps description, field and bound of a rejected request', async () => {
    mockFetch(() => ({
      status: 400,
      body: { status: 'ERROR', description: 'field_maxValue', field: 'density', bound: 2000, extra: 1 },
    }));
    await expect(apiPost('/api/x')).resolves.toEqual({
      status: 'BAD_REQUEST',
      description: 'field_maxValue',
      field: 'density',
      bound: 2000,
    });
  });

  it("treats a body status of '200' as OK and keeps the extras", async () => {
    mockFetch(() => ({ body: { status: '200', result: [1], pagination: { page: 1, total_pages: 3 } } }));
    await expect(apiPost('/api/x')).resolves.toEqual({
      status: 'OK',
      result: [1],
      pagination: { page: 1, total_pages: 3 },
    });
  });

  it('returns a non-OK body status of a 200 response as a status object', async () => {
    mockFetch(() => ({ body: { status: 'FAIL', description: 'save_failed', result: null } }));
    await expect(apiPost('/api/x')).resolves.toEqual({ status: 'FAIL', description: 'save_failed' });
  });

  it('reports a network failure as network_error with error_text and its cause', async () => {
    mockFetch(() => 'network-error');
    await expect(apiGet('/api/x')).resolves.toEqual({
      status: 'network_error',
      description: 'error_text',
      cause: 'unreachable',
    });
  });

  it('says the device is offline when the browser knows it', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch(() => 'network-error');
    await expect(apiPost('/api/x')).resolves.toMatchObject({ status: 'network_error', cause: 'offline' });
    online.mockRestore();
  });

  it.each([
    [{ 'retry-after': '42' }, undefined, 42],
    [{}, { status: '429', description: 'too_many_requests', retry_after: 7.2 }, 8],
    [{ 'retry-after': new Date(Date.now() + 30_000).toUTCString() }, undefined, 30],
  ])('keeps the seconds to wait of a rate limit (headers %j, body %j)', async (headers, body, seconds) => {
    mockFetch(() => ({ status: 429, headers, body: body ?? { status: '429', description: 'too_many_requests' } }));
    const answer = await apiPost('/api/x');
    expect(answer).toMatchObject({ status: '429', description: 'too_many_requests' });
    expect((answer as { retry_after?: number }).retry_after).toBeGreaterThanOrEqual(seconds - 1);
    expect((answer as { retry_after?: number }).retry_after).toBeLessThanOrEqual(seconds);
  });

  it('reports a 200 response without a JSON envelope as invalid_response', async () => {
    mockFetch(() => ({ body: undefined }));
    await expect(apiGet('/api/x')).resolves.toEqual({ status: 'invalid_response', description: 'error_text' });
  });
});

describe('time limits and what outlives the page', () => {
  afterEach(() => jest.useRealTimers());

  it('gives a call up after its time limit as a network failure whose cause is the timeout', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(
      (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as typeof fetch;
    const answer = apiPost('/api/x', {}, { timeoutMs: 30_000 });
    await jest.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ status: 'network_error', description: 'error_text', cause: 'timeout' });
  });

  it("still stops at the caller's own abort", async () => {
    globalThis.fetch = jest.fn(
      (_url: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as typeof fetch;
    const caller = new AbortController();
    const answer = apiGet('/api/x', {}, { signal: caller.signal, timeoutMs: 30_000 });
    caller.abort();
    await expect(answer).resolves.toMatchObject({ status: 'network_error', cause: 'unreachable' });
  });

  it('asks the browser to let a call outlive its page only when told', async () => {
    const calls = mockFetch();
    await apiPost('/api/x', {}, { keepalive: true });
    await apiPost('/api/x');
    expect(calls.map((call) => call.keepalive)).toEqual([true, undefined]);
  });

  it('tells its listeners when the server answered a call with success, not a failure', async () => {
    const answered = jest.fn();
    const stop = onCallAnswered(answered);
    mockFetch(() => ({ status: 503 }));
    await apiGet('/api/x');
    mockFetch(() => 'network-error');
    await apiGet('/api/x');
    expect(answered).not.toHaveBeenCalled();
    mockFetch();
    await apiGet('/api/x');
    expect(answered).toHaveBeenCalledTimes(1);
    stop();
  });
});
