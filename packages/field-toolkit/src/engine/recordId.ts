import type { EntityDef } from '@coffee/domain';

/** The record id of a row: its key values joined with `_` (behaviour §01-2.6). */
export function recordId(entity: EntityDef, row: Readonly<Record<string, unknown>>): string {
  return entity.keys.map((key) => String(row[key] ?? '')).join('_');
}

/** Key values from an id; the last key takes any remaining parts so values may themselves contain `_`. */
export function parseRecordId(entity: EntityDef, id: string): Record<string, string> {
  const parts = id.split('_');
  const keys = entity.keys;
  return Object.fromEntries(
    keys.map((key, index) => [key, index === keys.length - 1 ? parts.slice(index).join('_') : (parts[index] ?? '')]),
  );
}
