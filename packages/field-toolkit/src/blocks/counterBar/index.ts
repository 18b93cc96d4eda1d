// A block entry of its own (`@coffee/field-toolkit/blocks/counterBar`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { counterBarStrings } from './strings';

addStrings('blocks', counterBarStrings);

export { CounterBar } from './CounterBar';
export type { CounterBarProps, CounterButton } from './CounterBar';
export { COUNTER_MODE_STORAGE_KEY, useCounterMode } from './useCounterMode';
export { counterBarStrings } from './strings';
