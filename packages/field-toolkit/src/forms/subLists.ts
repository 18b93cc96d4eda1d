import type { EntityDef, FieldDef } from '@coffee/domain';
import { storedShares, totalMass } from '@coffee/domain/brewing';

export type FormValues = Record<string, unknown>;
export type Row = Record<string, unknown>;

/**
 * Sub-list rows live in the form as indexed fields `{field}_{i}` (behaviour §01-3.6), contiguous from 0.
 * `{list}__origin` keeps, per current row, the index of the loaded row it came from (null: added), so the
 * save can tell changed, added and deleted rows apart.
 */
export const originKey = (list: FieldDef | string): string => `${typeof list === 'string' ? list : list.name}__origin`;

export const subListFields = (entity: EntityDef): FieldDef[] =>
  entity.fields.filter((field) => field.rows !== undefined);

export const indexedName = (name: string, index: number): string => `${name}_${index}`;

export function rowCount(values: FormValues, list: FieldDef): number {
  const origin = values[originKey(list)];
  if (Array.isArray(origin)) return origin.length;
  const first = list.rows?.fields[0];
  let count = 0;
  while (first && indexedName(first.name, count) in values) count++;
  return count;
}

export function readRows(values: FormValues, list: FieldDef): Row[] {
  const fields = list.rows?.fields ?? [];
  return Array.from({ length: rowCount(values, list) }, (_, index) =>
    Object.fromEntries(fields.map((field) => [field.name, values[indexedName(field.name, index)]])),
  );
}

export function rowOrigins(values: FormValues, list: FieldDef): (number | null)[] {
  const origin = values[originKey(list)];
  return Array.isArray(origin)
    ? (origin as (number | null)[])
    : Array.from({ length: rowCount(values, list) }, (_, i) => i);
}

function writeRows(values: FormValues, list: FieldDef, rows: Row[], origins: (number | null)[]): FormValues {
  const fields = list.rows?.fields ?? [];
  const next: FormValues = { ...values };
  for (let index = 0; index < rowCount(values, list); index++) {
    for (const field of fields) delete next[indexedName(field.name, index)];
  }
  rows.forEach((row, index) => {
    for (const field of fields) next[indexedName(field.name, index)] = row[field.name] ?? null;
  });
  next[originKey(list)] = origins;
  return next;
}

/** A loaded record (sub-lists as arrays of row objects) to form values (indexed fields). */
export function flattenRecord(entity: EntityDef, record: Row): FormValues {
  let values: FormValues = { ...record };
  for (const list of subListFields(entity)) {
    const rows = Array.isArray(record[list.name]) ? (record[list.name] as Row[]) : [];
    delete values[list.name];
    values = writeRows(
      values,
      list,
      rows,
      rows.map((_, index) => index),
    );
  }
  return values;
}

export function addRow(values: FormValues, list: FieldDef, row: Row = {}): FormValues {
  const fields = list.rows?.fields ?? [];
  const defaults = Object.fromEntries(fields.map((field) => [field.name, field.defaultValue ?? null]));
  return writeRows(
    values,
    list,
    [...readRows(values, list), { ...defaults, ...row }],
    [...rowOrigins(values, list), null],
  );
}

export function removeRow(values: FormValues, list: FieldDef, index: number): FormValues {
  const keep = (_: unknown, i: number) => i !== index;
  return writeRows(values, list, readRows(values, list).filter(keep), rowOrigins(values, list).filter(keep));
}

/**
 * The changes (for one form batch) that replace a list's rows with `rows`, all counted as added: fields of rows
 * beyond the new count are cleared, missing row fields take their defaults.
 */
export function rowReplacement(values: FormValues, list: FieldDef, rows: readonly Row[]): FormValues {
  const fields = list.rows?.fields ?? [];
  const updates: FormValues = {};
  for (let index = rows.length; index < rowCount(values, list); index++)
    for (const field of fields) updates[indexedName(field.name, index)] = undefined;
  rows.forEach((row, index) => {
    for (const field of fields) updates[indexedName(field.name, index)] = row[field.name] ?? field.defaultValue ?? null;
  });
  updates[originKey(list)] = rows.map(() => null);
  return updates;
}

/** Form values back to a record: sub-lists as arrays, origin bookkeeping removed. */
export function unflattenValues(entity: EntityDef, values: FormValues): Row {
  let record: Row = { ...values };
  for (const list of subListFields(entity)) {
    const rows = readRows(values, list);
    record = writeRows(record, list, [], []);
    delete record[originKey(list)];
    record[list.name] = rows;
  }
  return record;
}

/** `greenbean_mass_2` → the row field and index, when the name is an indexed field of one of the sub-lists. */
export function parseIndexedName(
  entity: EntityDef,
  name: string,
): { field: FieldDef; list: FieldDef; index: number } | undefined {
  const match = /^(.*)_(\d+)$/.exec(name);
  if (!match) return undefined;
  for (const list of subListFields(entity)) {
    const field = list.rows?.fields.find((rowField) => rowField.name === match[1]);
    if (field) return { field, list, index: Number(match[2]) };
  }
  return undefined;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The rows' shares and total recomputed from their masses (the sub-list's `shares`, the domain's formulas):
 * every `{percent}_{i}` and the parent's total, for the lists among `lists`.
 */
export function shareUpdates(values: FormValues, lists: readonly FieldDef[]): FormValues {
  const updates: FormValues = {};
  for (const list of lists) {
    const shares = list.rows?.shares;
    if (!shares) continue;
    const masses = readRows(values, list).map((row) => (isBlank(row[shares.mass]) ? null : Number(row[shares.mass])));
    storedShares(masses).forEach((share, index) => (updates[indexedName(shares.percent, index)] = share));
    if (shares.total) updates[shares.total] = masses.some((mass) => mass !== null) ? totalMass(masses) : null;
  }
  return updates;
}

export interface DuplicateRow {
  list: FieldDef;
  /** The indexed name of the repeated value. */
  name: string;
  index: number;
}

/**
 * A changed row field that repeats the value of another row of its list where the list is unique by that field
 * (`uniqueBy`: the same green bean twice in a roast).
 */
export function duplicateRow(
  entity: EntityDef,
  changed: readonly string[],
  values: FormValues,
): DuplicateRow | undefined {
  for (const name of changed) {
    const indexed = parseIndexedName(entity, name);
    if (!indexed || indexed.list.rows?.uniqueBy !== indexed.field.name || isBlank(values[name])) continue;
    const repeated = readRows(values, indexed.list).some(
      (row, index) => index !== indexed.index && String(row[indexed.field.name]) === String(values[name]),
    );
    if (repeated) return { list: indexed.list, name, index: indexed.index };
  }
  return undefined;
}
