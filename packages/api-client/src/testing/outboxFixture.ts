import { offlineDb } from '../offline/db';
import { useFakeClock } from './fakeClock';
import { membership, resetSession, signInLocally } from './mockFetch';

/** The call a kept brew is sent to. */
export const SAVE = '/api/cafe/brewing/result/edit';

/** A brew of `dose` grams as the form keeps it. */
export const brew = (dose: number) => ({
  path: SAVE,
  page: 'CafeBrewingResult',
  body: { brewing_bean_mass: dose, locale: 'en' },
  values: { brewing_bean_mass: dose },
  summary: `${dose} g`,
});

/** The saves kept on the device, in the order they were kept. */
export const keptSaves = () => offlineDb.saves.orderBy('seq').toArray();

/**
 * Each test starts with an empty outbox, a barista of cafe 7 signed in, numbered request ids (jsdom has no
 * crypto.randomUUID) and a clock that moves only when the test moves it (a failed send is tried again by itself).
 */
export function withOutboxFixture(): void {
  beforeEach(async () => {
    useFakeClock();
    resetSession();
    await offlineDb.saves.clear();
    signInLocally({ cafe: [membership(7)] });
    let next = 0;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      configurable: true,
      value: () => `00000000-0000-4000-8000-00000000000${(next += 1)}`,
    });
  });

  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
