import type { FieldDef } from '@coffee/domain';
import { isEmptyValue } from '../domain';

/** A validated request value converted to what its column stores; empty values become null. */
export function toColumnValue(field: FieldDef, value: unknown): unknown {
  if (isEmptyValue(value)) return field.type === 'boolean' && value !== null && value !== undefined ? false : null;
  switch (field.type) {
    case 'number':
      return Number(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'stringArray':
      return (Array.isArray(value) ? value : String(value).split(',')).map((item) => String(item));
    default:
      return typeof value === 'string' ? value.trim() : String(value);
  }
}

/** A list filter value parsed for its field; undefined when it is not a usable value (dropped, 02 §2). */
export function toFilterValue(field: FieldDef, value: unknown): unknown {
  if (isEmptyValue(value) || value === 'ALL' || value === 'all') return undefined;
  switch (field.type) {
    case 'number': {
      const parsed = Number(value);
      return Number.isFinite(parsed) ? parsed : undefined;
    }
    case 'boolean':
      return ['1', 'true', 1, true].includes(value as never)
        ? true
        : ['0', 'false', 0, false].includes(value as never)
          ? false
          : undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
