import { QueryClient } from '@tanstack/react-query';
import { membership, mockFetch, resetSession, signInLocally } from '../testing/mockFetch';
import { selectMembership } from '../session/store';
import { NETWORK_ERROR } from '../fetch/status';
import { ApiNetworkError, apiKeys, detailQuery, getQuery, listQuery, lookupQuery, writeCall } from './queries';
import { fetchAnswer, queryClient, retryNetworkErrorOnce, sendWrite } from './queryClient';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: retryNetworkErrorOnce, retryDelay: 0 } } });

beforeEach(resetSession);

describe('query options', () => {
  it('resolves a list with its status object when the server refuses', async () => {
    mockFetch(() => ({ status: 403 }));
    await expect(client().fetchQuery(listQuery('/api/cafe/event/list', { page: 1 }))).resolves.toEqual({
      status: 'FORBIDDEN',
    });
  });

  it('posts the list parameters and resolves the envelope', async () => {
    const calls = mockFetch(() => ({
      body: { status: 'OK', result: [{ id: 1 }], pagination: { page: 1, total_pages: 1 } },
    }));
    const data = await client().fetchQuery(listQuery<{ id: number }>('/api/user/brewing/result/list', { page: 1 }));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { page: 1 } });
    expect(data).toMatchObject({ status: 'OK', result: [{ id: 1 }] });
  });

  it('rejects with ApiNetworkError on a network failure after one retry', async () => {
    const calls = mockFetch(() => 'network-error');
    await expect(client().fetchQuery(lookupQuery('/api/code/company', { company_type: 'EQD' }))).rejects.toBeInstanceOf(
      ApiNetworkError,
    );
    expect(calls).toHaveLength(2);
  });

  it('does not retry other failures', () => {
    expect(retryNetworkErrorOnce(0, new Error('bug'))).toBe(false);
    expect(retryNetworkErrorOnce(0, new ApiNetworkError({ ...NETWORK_ERROR }))).toBe(true);
  });

  it('gets a detail by its encoded id, with mode=edit when asked', async () => {
    const calls = mockFetch(() => ({ body: { status: 'OK', result: {} } }));
    await client().fetchQuery(detailQuery('/api/user/qc/coffeebean/detail', ['a/b', 2], { editMode: true }));
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.pathname).toBe('/api/user/qc/coffeebean/detail/a%2Fb_2');
    expect(calls[0]?.url.search).toBe('?mode=edit');
  });

  it('gets with the query string, the organisation added', async () => {
    signInLocally({ cafe: [membership(7)] });
    const calls = mockFetch(() => ({ body: { status: 'OK', result: { brewing_term: 28 } } }));
    const data = await client().fetchQuery(getQuery('/api/cafe/setting/today/prefill', { coffeebean_seq: '4' }));
    expect(calls[0]?.method).toBe('GET');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ cafe_seq: '7', coffeebean_seq: '4' });
    expect(data).toMatchObject({ status: 'OK', result: { brewing_term: 28 } });
  });

  it('gets for another organisation than the path’s area, or for none, with its own key', async () => {
    signInLocally({ cafe: [membership(7)], roaster: [membership(3)] });
    const calls = mockFetch(() => ({ body: { status: 'OK', result: {} } }));
    const path = '/api/roaster/event/signup/detail/u1';
    const asPerson = getQuery(path, {}, { org: null });
    const asCafe = getQuery(path, {}, { org: 'cafe' });
    await client().fetchQuery(asPerson);
    await client().fetchQuery(asCafe);
    expect(calls.map((call) => call.url.search)).toEqual(['', '?cafe_seq=7']);
    expect(asPerson.queryKey).not.toEqual(asCafe.queryKey);
    expect(getQuery(path).queryKey).toEqual(apiKeys.get(path, {}, undefined));
  });

  it('writes through the call options: the body posted once with the organisation, a refusal answered as its status', async () => {
    signInLocally({ roaster: [membership(3)] });
    const calls = mockFetch(() => ({ status: 400, body: { status: '400', description: 'field_NaN', field: 'x' } }));
    const call = writeCall<{ balance: number }>('/api/roaster/inventory/greenbean/correct');
    await expect(sendWrite(call, { correction_mass: 5 })).resolves.toEqual({
      status: 'BAD_REQUEST',
      description: 'field_NaN',
      field: 'x',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { correction_mass: 5, roaster_seq: 3 } });
    mockFetch(() => 'network-error');
    await expect(sendWrite(writeCall('/api/user/signup', { org: null }), {})).resolves.toMatchObject({
      status: 'network_error',
    });
  });

  it('answers a flow with the network failure as a status, asking once', async () => {
    queryClient.clear();
    const calls = mockFetch(() => 'network-error');
    await expect(fetchAnswer(getQuery('/api/user/beaninfo/default', { blending_uuid: 'x' }))).resolves.toMatchObject({
      status: 'network_error',
    });
    expect(calls).toHaveLength(1);
  });

  it('gives organisation-area keys a new identity when the selected membership changes', () => {
    signInLocally({ cafe: [membership(7), membership(9)] });
    const before = apiKeys.list('/api/cafe/event/list', { page: 1 });
    selectMembership('cafe', 9);
    expect(apiKeys.list('/api/cafe/event/list', { page: 1 })).not.toEqual(before);
    expect(apiKeys.list('/api/user/item/equip/list', { page: 1 })).toEqual([
      'api',
      'list',
      '/api/user/item/equip/list',
      {},
      { page: 1 },
    ]);
  });
});
