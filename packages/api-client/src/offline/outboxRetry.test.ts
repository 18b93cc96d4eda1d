import { apiGet } from '../fetch/request';
import { membership, mockFetch } from '../testing/mockFetch';
import type { RecordedCall } from '../testing/mockFetch';
import { until } from '../testing/fakeClock';
import { SAVE, brew, keptSaves, withOutboxFixture } from '../testing/outboxFixture';
import { offlineDb } from './db';
import { keepSave, sendKeptSaves } from './outbox';
import { SEND_TIMEOUT_MS } from './retry';
import { keptSaveStanding } from './standing';

const written = { body: { status: 'OK', result: { brewing_result_seq: 1 } } };

withOutboxFixture();

describe('a kept save whose send failed while the device is online (behaviour §06-2)', () => {
  it('is sent again by itself after 2 s, then 4 s, with the same request id, and leaves once written', async () => {
    let fail = true;
    const calls = mockFetch(() => (fail ? 'network-error' : written));
    const save = await keepSave(brew(16));
    const start = Date.now();
    const outcome = (await sendKeptSaves()).get(save.request_id);
    // A fetch that rejected while the browser is online is not "offline": the server was not reached.
    expect(outcome).toEqual({ state: 'waiting', failure: { cause: 'unreachable' }, retry_at: start + 2000 });
    expect(await keptSaves()).toMatchObject([{ state: 'waiting', attempts: 1, retry_at: start + 2000 }]);

    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await until(async () => expect(await keptSaves()).toMatchObject([{ state: 'waiting', attempts: 2 }]));
    expect(calls).toHaveLength(2);
    expect((await keptSaves())[0]?.retry_at).toBe(Date.now() + 4000);

    fail = false;
    await jest.advanceTimersByTimeAsync(4000);
    await until(async () => expect(await keptSaves()).toEqual([]));
    expect(calls.map((call) => call.body?.request_id)).toEqual([save.request_id, save.request_id, save.request_id]);
    // Written, it asks nothing more.
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['a 503', { status: 503 }, { cause: 'busy', status: '503' }, 2],
    ['a 500 with a body', { status: 500, body: { status: '500' } }, { cause: 'busy', status: '500' }, 2],
    [
      "a 429's Retry-After",
      { status: 429, headers: { 'retry-after': '10' }, body: { status: '429', description: 'too_many_requests' } },
      { cause: 'busy', status: '429', retry_after: 10 },
      10,
    ],
    ['an answer it cannot read', { body: undefined }, { cause: 'busy', status: 'invalid_response' }, 2],
  ])('is no refusal after %s: it waits and is sent again by itself', async (_what, reply, failure, seconds) => {
    let fail = true;
    const calls = mockFetch(() => (fail ? reply : written));
    const save = await keepSave(brew(16));
    const outcome = (await sendKeptSaves()).get(save.request_id);
    expect(outcome).toMatchObject({ state: 'waiting', failure });
    expect(await keptSaves()).toMatchObject([{ state: 'waiting', failure }]);
    expect((await keptSaves())[0]?.refusal).toBeUndefined();
    fail = false;
    await jest.advanceTimersByTimeAsync(seconds * 1000 - 1);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await until(async () => expect(await keptSaves()).toEqual([]));
    expect(calls).toHaveLength(2);
  });

  it('gives a send that gets no answer in 30 s up as a timeout; sent again, the server writes it once', async () => {
    // The server writes the first request but its answer never arrives; the same request id then gets that answer.
    const writtenIds = new Set<string>();
    let arrivals = 0;
    globalThis.fetch = jest.fn((_url: RequestInfo | URL, init: RequestInit = {}) => {
      arrivals += 1;
      const id = (JSON.parse(String(init.body)) as { request_id: string }).request_id;
      const first = !writtenIds.has(id);
      writtenIds.add(id);
      if (first)
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      return Promise.resolve({ ok: true, status: 200, json: async () => written.body } as Response);
    }) as typeof fetch;
    const save = await keepSave(brew(16));
    const sending = sendKeptSaves();
    await until(() => expect(arrivals).toBe(1));
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(await keptSaves()).toMatchObject([{ state: 'sending' }]);
    await jest.advanceTimersByTimeAsync(1);
    expect((await sending).get(save.request_id)).toMatchObject({ state: 'waiting', failure: { cause: 'timeout' } });
    await jest.advanceTimersByTimeAsync(2000);
    await until(async () => expect(await keptSaves()).toEqual([]));
    expect(arrivals).toBe(2);
    expect([...writtenIds]).toEqual([save.request_id]);
  });

  it('goes at once when the server answers another call while it waits', async () => {
    let fail = true;
    const calls = mockFetch((call: RecordedCall) =>
      call.url.pathname === SAVE && fail ? 'network-error' : { body: { status: 'OK', result: {} } },
    );
    await keepSave(brew(16));
    await sendKeptSaves();
    fail = false;
    await apiGet('/api/cafe/brewing/result/start');
    await until(async () => expect(await keptSaves()).toEqual([]));
    expect(calls.map((call) => call.url.pathname)).toEqual([SAVE, '/api/cafe/brewing/result/start', SAVE]);
  });

  it('offline, waits for the connection with no clock running; the connection back sends it', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = mockFetch(() => 'network-error');
    await keepSave(brew(16));
    await sendKeptSaves();
    expect((await keptSaves())[0]).toMatchObject({ state: 'waiting', failure: { cause: 'offline' } });
    expect((await keptSaves())[0]?.retry_at).toBeUndefined();
    await jest.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(1);
    online.mockReturnValue(true);
    mockFetch(() => written);
    globalThis.dispatchEvent(new Event('online'));
    await until(async () => expect(await keptSaves()).toEqual([]));
  });

  it('left behind by a page that closed while sending it, is sent by the next page that reads the kept saves', async () => {
    const calls = mockFetch(() => written);
    const save = await keepSave(brew(16));
    await offlineDb.saves.update(save.seq!, { state: 'sending' });
    await jest.isolateModulesAsync(async () => {
      // The next page: its own copy of the outbox, reading what the browser database holds as its page opens.
      (await import('../testing/mockFetch')).signInLocally({ cafe: [membership(7)] });
      await (await import('./outbox')).readKeptSaves();
      await until(async () => expect(await keptSaves()).toEqual([]));
    });
    expect(calls.map((call) => call.body?.request_id)).toEqual([save.request_id]);
  });
});

describe('where a kept save stands, in words (behaviour §06-2)', () => {
  const save = (extra: object) => ({
    ...brew(16),
    request_id: 'r',
    user_id: 'cown',
    state: 'waiting' as const,
    kept_at: 0,
    ...extra,
  });
  it('waits for the connection only offline; online it counts down to its next send', () => {
    const failed = save({ failure: { cause: 'unreachable' }, retry_at: 10_500 });
    expect(keptSaveStanding(failed, false, 0)).toEqual({ state: 'waiting' });
    expect(keptSaveStanding(failed, true, 1000)).toEqual({ state: 'noAnswer', seconds: 10 });
    expect(keptSaveStanding(save({ failure: { cause: 'busy' }, retry_at: 3000 }), true, 0)).toEqual({
      state: 'busy',
      seconds: 3,
    });
    expect(keptSaveStanding(failed, true, 11_000)).toEqual({ state: 'pending' });
    expect(keptSaveStanding(save({}), true, 0)).toEqual({ state: 'pending' });
    expect(keptSaveStanding(save({ state: 'refused' }), true, 0)).toEqual({ state: 'refused' });
  });
});
