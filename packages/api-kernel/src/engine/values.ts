import type { FieldDef } from '@coffee/domain';
import { INPUT_DIRECT_VALUE, isCalendarValue, isEmptyValue, toCompactDate } from '../domain';

const isDirectChoice = (field: FieldDef, value: unknown) =>
  Boolean(field.direct && field.lookup) && String(value) === String(INPUT_DIRECT_VALUE);

/**
 * A validated request value converted to what its column stores; empty values become null. 'Input direct' on a
 * reference stores no reference (the column is a foreign key): the typed text lives in the companion column.
 */
export function toColumnValue(field: FieldDef, value: unknown): unknown {
  if (isEmptyValue(value) || isDirectChoice(field, value))
    return field.type === 'boolean' && value !== null && value !== undefined ? false : null;
  switch (field.type) {
    case 'number':
      return Number(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'stringArray':
      return (Array.isArray(value) ? value : String(value).split(',')).map((item) => String(item));
    default: {
      const text = typeof value === 'string' ? value.trim() : String(value);
      return field.compactDate ? toCompactDate(text) : text;
    }
  }
}

/** A list filter value parsed for its field; undefined when it is not a usable value (dropped, behaviour §02-2). */
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
    case 'date':
      // A day that does not exist is no filter, as any unusable value, not a database error (behaviour §10-4.1).
      return isCalendarValue('date', value) ? value : undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A stored reference without a target but with typed text reads back as the 'input direct' choice. */
export function withDirectChoices(fields: readonly FieldDef[], record: Record<string, unknown>): void {
  for (const field of fields)
    if (field.direct && field.lookup && record[field.name] == null && !isEmptyValue(record[field.direct]))
      record[field.name] = INPUT_DIRECT_VALUE;
}
