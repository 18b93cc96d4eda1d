import { createStore } from 'zustand/vanilla';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';

/** The toolbar's own timer; pages add named timers (e.g. a brewing start) that the display can switch to. */
export const MAIN_TIMER = 'main';
export const MAIN_TIMER_STORAGE_KEY = 'stopwatch.main.startedAt';
export const STORED_TIMER_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const STOPWATCH_REFRESH_MS = 100;
export const THRESHOLD_HIGHLIGHT_MS = 3000;

export interface TimerState {
  /** Epoch ms the timer started at; null when stopped. */
  startedAt: number | null;
  /** Elapsed ms at the moment it stopped, kept for display. */
  stoppedElapsed: number;
  /** Elapsed-time marks (ms, ascending) of a form's time fields; running past the last one stops the timer. */
  thresholds: readonly number[];
}

export interface StopwatchState {
  timers: Record<string, TimerState>;
  displayed: string;
}

const stopped: TimerState = { startedAt: null, stoppedElapsed: 0, thresholds: [] };

/** The stored main-timer start, if it is less than a day old (behaviour §01-4); otherwise null. */
export function restoreStartedAt(stored: string | null, now: number): number | null {
  const startedAt = stored === null ? Number.NaN : Number(stored);
  if (!Number.isFinite(startedAt) || startedAt > now || now - startedAt >= STORED_TIMER_LIFETIME_MS) return null;
  return startedAt;
}

export function elapsedOf(timer: TimerState, now: number): number {
  return timer.startedAt === null ? timer.stoppedElapsed : now - timer.startedAt;
}

/** `mm:ss.d`, `h:mm:ss.d` from one hour, and `Nd h:mm:ss` beyond 24 hours. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 100));
  const tenths = total % 10;
  const seconds = Math.floor(total / 10) % 60;
  const minutes = Math.floor(total / 600) % 60;
  const hours = Math.floor(total / 36_000) % 24;
  const days = Math.floor(total / 864_000);
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}d ${hours}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}.${tenths}`;
  return `${two(minutes)}:${two(seconds)}.${tenths}`;
}

/** Index of the threshold passed within the last `THRESHOLD_HIGHLIGHT_MS`, to highlight its field. */
export function highlightedThreshold(thresholds: readonly number[], elapsed: number): number {
  for (let index = thresholds.length - 1; index >= 0; index -= 1) {
    const mark = thresholds[index]!;
    if (elapsed >= mark) return elapsed - mark < THRESHOLD_HIGHLIGHT_MS ? index : -1;
  }
  return -1;
}

export function pastLastThreshold(thresholds: readonly number[], elapsed: number): boolean {
  const last = thresholds[thresholds.length - 1];
  return last !== undefined && elapsed > last;
}

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function initialState(now: number): StopwatchState {
  const store = storage();
  const startedAt = restoreStartedAt(store?.getItem(MAIN_TIMER_STORAGE_KEY) ?? null, now);
  if (startedAt === null) store?.removeItem(MAIN_TIMER_STORAGE_KEY);
  return { timers: { [MAIN_TIMER]: { ...stopped, startedAt } }, displayed: MAIN_TIMER };
}

export const stopwatchStore = createStore<StopwatchState>()(() => initialState(Date.now()));

function updateTimer(name: string, change: (timer: TimerState) => TimerState): void {
  stopwatchStore.setState((state) => ({
    timers: { ...state.timers, [name]: change(state.timers[name] ?? stopped) },
  }));
}

export function startTimer(name: string = MAIN_TIMER, now = Date.now(), thresholds?: readonly number[]): void {
  if (name === MAIN_TIMER) storage()?.setItem(MAIN_TIMER_STORAGE_KEY, String(now));
  updateTimer(name, (timer) => ({
    ...timer,
    startedAt: now,
    stoppedElapsed: 0,
    thresholds: thresholds ?? timer.thresholds,
  }));
  stopwatchStore.setState({ displayed: name });
}

export function stopTimer(name: string = MAIN_TIMER, now = Date.now()): void {
  if (name === MAIN_TIMER) storage()?.removeItem(MAIN_TIMER_STORAGE_KEY);
  updateTimer(name, (timer) => ({ ...timer, startedAt: null, stoppedElapsed: elapsedOf(timer, now) }));
}

export function toggleTimer(name: string = MAIN_TIMER, now = Date.now()): void {
  const running = stopwatchStore.getState().timers[name]?.startedAt != null;
  if (running) stopTimer(name, now);
  else startTimer(name, now);
}

/** Stops and forgets a named timer (a brewing form's reset). */
export function resetTimer(name: string): void {
  if (name === MAIN_TIMER) storage()?.removeItem(MAIN_TIMER_STORAGE_KEY);
  stopwatchStore.setState((state) => {
    const { [name]: _removed, ...timers } = state.timers;
    return {
      timers: name === MAIN_TIMER ? { ...timers, [MAIN_TIMER]: stopped } : timers,
      displayed: state.displayed === name ? MAIN_TIMER : state.displayed,
    };
  });
}

/** Replaces a timer's thresholds (ms, ascending) while it runs or not, e.g. after a step's time changed. */
export function setTimerThresholds(name: string, thresholds: readonly number[]): void {
  const timer = stopwatchStore.getState().timers[name];
  if (!timer || timer.thresholds.join() === thresholds.join()) return;
  updateTimer(name, (current) => ({ ...current, thresholds }));
}

export function showTimer(name: string): void {
  if (stopwatchStore.getState().timers[name]) stopwatchStore.setState({ displayed: name });
}

/** One tick: stops every timer that ran past its last threshold. Called every 100 ms while one runs. */
export function tickTimers(now = Date.now()): void {
  for (const [name, timer] of Object.entries(stopwatchStore.getState().timers)) {
    if (timer.startedAt !== null && pastLastThreshold(timer.thresholds, elapsedOf(timer, now))) stopTimer(name, now);
  }
}

export function useStopwatch<T>(selector: (state: StopwatchState) => T): T {
  return useStore(stopwatchStore, selector);
}

/**
 * The current time, refreshed every 100 ms while `active`: each refresh also ticks the timers, so a timer that
 * runs past its last threshold stops even when no page shows it.
 */
export function useStopwatchClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const interval = window.setInterval(() => {
      const tick = Date.now();
      tickTimers(tick);
      setNow(tick);
    }, STOPWATCH_REFRESH_MS);
    return () => window.clearInterval(interval);
  }, [active]);
  return now;
}
