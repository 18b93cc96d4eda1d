import { membership, mockFetch, signInLocally } from '../testing/mockFetch';
import { brew, keptSaves, withOutboxFixture } from '../testing/outboxFixture';
import { dropKeptSave, keepSave, retryKeptSave, sendKeptSaves, takeBackKeptSave } from './outbox';

/** The device is offline for the rest of the test: a failed fetch is then the network that is down. */
const offline = () => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

withOutboxFixture();

describe('saves kept on the device (behaviour §06-1, §06-2)', () => {
  it('keeps a save with its organisation and a request id, and leaves it waiting while the network is down', async () => {
    offline();
    const calls = mockFetch(() => 'network-error');
    const first = await keepSave(brew(16));
    const outcomes = await sendKeptSaves();
    expect(outcomes.get(first.request_id)).toEqual({ state: 'waiting', failure: { cause: 'offline' } });
    expect(calls[0]?.body).toEqual({ cafe_seq: 7, brewing_bean_mass: 16, locale: 'en', request_id: first.request_id });
    expect((await keptSaves()).map((save) => save.state)).toEqual(['waiting']);
  });

  it('sends in the order kept: a written one leaves, a refused one stays with the answer and the next is still sent', async () => {
    mockFetch(() => 'network-error');
    await keepSave(brew(16));
    await keepSave(brew(17));
    await keepSave(brew(5));
    const calls = mockFetch((call) =>
      call.body?.brewing_bean_mass === 17
        ? {
            status: 400,
            body: { status: '400', description: 'stock_short', field: 'brewing_bean_mass', bound: '14.0 g' },
          }
        : { body: { status: 'OK', result: { brewing_result_seq: 1 } } },
    );
    await sendKeptSaves();
    expect(calls.map((call) => call.body?.brewing_bean_mass)).toEqual([16, 17, 5]);
    const left = await keptSaves();
    expect(left.map((save) => [save.summary, save.state])).toEqual([['17 g', 'refused']]);
    expect(left[0]?.refusal).toMatchObject({ description: 'stock_short', field: 'brewing_bean_mass', bound: '14.0 g' });
    // A refused save waits for the barista: another round does not send it.
    await sendKeptSaves();
    expect(calls).toHaveLength(3);
    // The stock was corrected meanwhile: sent again as it is, it is written.
    const again = mockFetch(() => ({ body: { status: 'OK', result: { brewing_result_seq: 2 } } }));
    await retryKeptSave(left[0]!.seq!);
    expect(again).toHaveLength(1);
    expect(await keptSaves()).toEqual([]);
  });

  it('stops a round at a network failure: what follows keeps its place', async () => {
    offline();
    mockFetch(() => 'network-error');
    await keepSave(brew(16));
    await keepSave(brew(17));
    const calls = mockFetch(() => 'network-error');
    await sendKeptSaves();
    expect(calls).toHaveLength(1);
    expect((await keptSaves()).map((save) => save.summary)).toEqual(['16 g', '17 g']);
  });

  it("sends only the signed-in user's saves, and drops one on request", async () => {
    mockFetch(() => 'network-error');
    const mine = await keepSave(brew(16));
    signInLocally({ cafe: [membership(8)] }, { user_id: 'csast', name: 'csast', usertype: ['USER'] });
    const calls = mockFetch(() => ({ body: { status: 'OK', result: {} } }));
    await sendKeptSaves();
    expect(calls).toHaveLength(0);
    expect(await dropKeptSave(mine.seq!)).toMatchObject({ summary: '16 g' });
    expect(await keptSaves()).toEqual([]);
  });

  it('takes a save back (an Undo): removed unsent while kept, the server answer once sent, never sent after', async () => {
    mockFetch(() => 'network-error');
    const waiting = await keepSave(brew(16));
    await sendKeptSaves();
    expect(await takeBackKeptSave(waiting.request_id)).toBe('dropped');
    const calls = mockFetch(() => ({ body: { status: 'OK', result: { brewing_result_seq: 9 } } }));
    await sendKeptSaves();
    expect(calls).toHaveLength(0);

    const sent = await keepSave(brew(17));
    await sendKeptSaves();
    expect(await takeBackKeptSave(sent.request_id)).toMatchObject({ status: 'OK', result: { brewing_result_seq: 9 } });
    expect(await takeBackKeptSave('00000000-0000-4000-8000-000000000999')).toBeUndefined();
  });
});
