export { CounterBar } from './CounterBar';
export type { CounterBarProps, CounterButton } from './CounterBar';
export { COUNTER_MODE_STORAGE_KEY, useCounterMode } from './useCounterMode';
export { counterBarStrings } from './strings';
