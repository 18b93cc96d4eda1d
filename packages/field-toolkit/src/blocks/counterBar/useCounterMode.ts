import { useSyncExternalStore } from 'react';
import { useIsMobile } from '@coffee/field-toolkit/engine';

/** The visitor's choice of counter mode on this device ('on' / 'off'); none: on at phone width only. */
export const COUNTER_MODE_STORAGE_KEY = 'counterMode';

const listeners = new Set<() => void>();

function storedChoice(): boolean | null {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(COUNTER_MODE_STORAGE_KEY);
  return stored === 'on' ? true : stored === 'off' ? false : null;
}

function choose(on: boolean): void {
  localStorage.setItem(COUNTER_MODE_STORAGE_KEY, on ? 'on' : 'off');
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** Whether the counter bar is open: the visitor's choice, else on a phone (< 768 px); and its toggle. */
export function useCounterMode(): { on: boolean; toggle: () => void } {
  const mobile = useIsMobile();
  const choice = useSyncExternalStore(subscribe, storedChoice, () => null);
  const on = choice ?? mobile;
  return { on, toggle: () => choose(!on) };
}
