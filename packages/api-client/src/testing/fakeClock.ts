/**
 * The browser database's tasks in jsdom: fake-indexeddb runs them on the outer realm's setImmediate, and Dexie on
 * setImmediate when the page has one, else on setTimeout, which a fake clock would hold. Given the real one, the
 * database works while the clock stands still.
 */
const realImmediate = new (Node.constructor as FunctionConstructor)('return setImmediate')() as (
  run: () => void,
) => void;

/** A fake clock that moves only when the test moves it; the browser database still works meanwhile. */
export function useFakeClock(): void {
  (globalThis as { setImmediate?: unknown }).setImmediate ??= realImmediate;
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate'] });
}

/** Waits on the real event loop (the fake clock standing still) until `check` passes. */
export async function until(check: () => Promise<unknown> | unknown): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      await check();
      return;
    } catch (error) {
      if (turn > 500) throw error;
      await new Promise<void>((resolve) => realImmediate(resolve));
    }
  }
}
