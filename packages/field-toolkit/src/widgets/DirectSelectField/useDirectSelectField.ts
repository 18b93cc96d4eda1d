import type { SelectOption } from '../shared';

export const DIRECT_INPUT_VALUE = 'DIRECT';

export function isDirectChoice(value: unknown, directValue: string | number = DIRECT_INPUT_VALUE): boolean {
  return value !== null && value !== undefined && String(value) === String(directValue);
}

export function withDirectOption(
  options: readonly SelectOption[],
  directValue: string | number,
  directLabel: string,
): SelectOption[] {
  return options.some((option) => isDirectChoice(option.value, directValue))
    ? [...options]
    : [...options, { value: directValue, label: directLabel }];
}
