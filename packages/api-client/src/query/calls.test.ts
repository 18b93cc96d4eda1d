import { QueryClient } from '@tanstack/react-query';
import { T, defineCall } from '@coffee/domain/contracts';
import { membership, mockFetch, resetSession, signInLocally } from '../testing/mockFetch';
import { selectMembership } from '../session/store';
import { callKeys, callQuery, callWrite } from './calls';
import { fetchCall, sendWrite } from './queryClient';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const read = defineCall({
  path: '/api/roaster/thing/:thing_seq/list',
  method: 'POST',
  tag: 'test',
  summary: 'a read',
  params: T.Object({ thing_seq: T.Number(), day: T.String() }),
  result: T.Array(T.Object({ n: T.Number() })),
  extras: { count: T.Number() },
});
const lookup = defineCall({
  path: '/api/cafe/thing/today',
  method: 'GET',
  tag: 'test',
  summary: 'a GET',
  params: T.Object({ seq: T.Number(), tags: T.Array(T.String()) }),
  result: T.Null(),
});

beforeEach(resetSession);

describe('calls through their contracts', () => {
  it('posts the parameters to the contract’s path, a :name segment filled, with the selected organisation', async () => {
    signInLocally({ roaster: [membership(3)] });
    const calls = mockFetch(() => ({ body: { status: 'OK', result: [{ n: 1 }], count: 1 } }));
    const answer = await client().fetchQuery(callQuery(read, { thing_seq: 5, day: '2026-12-02' }));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { roaster_seq: 3, day: '2026-12-02' } });
    expect(calls[0]?.url.pathname).toBe('/api/roaster/thing/5/list');
    expect(answer).toEqual({ status: 'OK', result: [{ n: 1 }], count: 1 });
  });

  it('sends a GET contract’s parameters in the query', async () => {
    signInLocally({ cafe: [membership(7)] });
    const calls = mockFetch(() => ({ body: { status: 'OK', result: null } }));
    await fetchCall(lookup, { seq: 4, tags: ['a', 'b'] });
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.searchParams.getAll('tags')).toEqual(['a', 'b']);
    expect(calls[0]?.url.searchParams.get('cafe_seq')).toBe('7');
  });

  it('keys a read with the selected organisation and its parameters, under the call’s key', () => {
    signInLocally({ roaster: [membership(3), membership(4)] });
    const first = callQuery(read, { thing_seq: 5, day: 'x' }).queryKey;
    selectMembership('roaster', 4);
    const second = callQuery(read, { thing_seq: 5, day: 'x' }).queryKey;
    expect(first).not.toEqual(second);
    expect(second.slice(0, 3)).toEqual(callKeys.all(read));
  });

  it('resolves a refusal as a status object, from a read or a write', async () => {
    mockFetch(() => ({ status: 400, body: { status: '400', description: 'field_NaN', field: 'day' } }));
    await expect(fetchCall(read, { thing_seq: 1, day: 'x' })).resolves.toMatchObject({ field: 'day' });
    await expect(sendWrite(callWrite(read), { thing_seq: 1, day: 'x' })).resolves.toMatchObject({
      description: 'field_NaN',
    });
  });
});
