import type { SwitchValue } from './SwitchField.types';

const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true', 'Y'];

/** On when the value equals the configured on-value or is a usual truthy flag (true, 1, '1'). */
export function isSwitchOn(value: SwitchValue | null | undefined, onValue: SwitchValue): boolean {
  if (value === null || value === undefined) return false;
  return String(value) === String(onValue) || TRUE_VALUES.includes(value);
}
