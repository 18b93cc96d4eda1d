import type { SelectOption } from './types';

export function findOption(options: readonly SelectOption[], value: unknown): SelectOption | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return options.find((option) => String(option.value) === String(value));
}

export function optionText(option: SelectOption): string {
  return option.label_str ?? option.label;
}
