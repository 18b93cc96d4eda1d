import { QueryClient } from '@tanstack/react-query';
import { getQuery, listQuery } from '../query/queries';
import { membership, mockFetch, resetSession, signInLocally } from '../testing/mockFetch';
import { offlineDb } from './db';
import { holdWhileDrawing } from '../drawing/afterDrawn';
import { keepAnswer, keepAnswersOf } from './keptAnswers';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
/** The kept answers are written after the caller has its answer. */
const written = async (count: number) => {
  for (let tries = 0; tries < 50 && (await offlineDb.answers.count()) < count; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeEach(async () => {
  resetSession();
  await offlineDb.answers.clear();
  signInLocally({ cafe: [membership(7)] });
});

// First in this file: the page's first kept answer is the one that downloads Dexie.
it('keeps the first answer of a page only once its main content is drawn: Dexie comes after the first field', async () => {
  keepAnswersOf(['/api/cafe/brewing/']);
  const release = holdWhileDrawing();
  keepAnswer('/api/cafe/brewing/result/start', 'start', { status: 'OK' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await offlineDb.answers.count()).toBe(0);
  release();
  await written(1);
  expect(await offlineDb.answers.count()).toBe(1);
});

describe('reads kept for offline use (behaviour §06-4)', () => {
  it("answers a kept call's last answer when the network is down, and only for the calls a page keeps", async () => {
    keepAnswersOf(['/api/cafe/setting/']);
    const prefill = { status: 'OK', result: { brewing_bean_mass: 18 } };
    mockFetch(() => ({ body: prefill }));
    await client().fetchQuery(getQuery('/api/cafe/setting/today/prefill', { coffeebean_seq: 4 }));
    await client().fetchQuery(listQuery('/api/cafe/event/list', { page: 1 }));
    await written(1);
    expect(await offlineDb.answers.count()).toBe(1);

    mockFetch(() => 'network-error');
    await expect(
      client().fetchQuery(getQuery('/api/cafe/setting/today/prefill', { coffeebean_seq: 4 })),
    ).resolves.toEqual(prefill);
    await expect(client().fetchQuery(listQuery('/api/cafe/event/list', { page: 1 }))).rejects.toThrow();
    // Another bean's prefill was never read: nothing to answer with.
    await expect(
      client().fetchQuery(getQuery('/api/cafe/setting/today/prefill', { coffeebean_seq: 5 })),
    ).rejects.toThrow();
  });
});
