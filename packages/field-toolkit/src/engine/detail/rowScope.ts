import type { FieldCondition, FieldDef } from '@coffee/domain';
import { conditionHolds } from '@coffee/domain/pages';
import { indexedName } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';

/** Where a field is drawn: top level, or row `index` of a sub-list whose row fields are `siblings`. */
export interface RowScope {
  index: number;
  siblings: readonly FieldDef[];
  /** The row was loaded with the record (not added in this edit). */
  loaded: boolean;
}

/** The form name a field reference means here: a sibling in the same row (`greenbean_roaster_seq_3`) or itself. */
export function scopedName(name: string, row: RowScope | undefined): string {
  return row && row.siblings.some((field) => field.name === name) ? indexedName(name, row.index) : name;
}

/** Field references of a field resolved to the row it is drawn in (lookups and conditions name siblings). */
export function scopedDef(def: FieldDef, row: RowScope | undefined): FieldDef {
  if (!row) return def;
  const lookup = def.lookup && {
    ...def.lookup,
    dependsOn: mapValues(def.lookup.dependsOn, (name) => scopedName(name, row)),
    filters: mapValues(def.lookup.filters, (name) => scopedName(name, row)),
  };
  const showWhen = def.showWhen && { ...def.showWhen, field: scopedName(def.showWhen.field, row) };
  return { ...def, ...(lookup ? { lookup } : {}), ...(showWhen ? { showWhen } : {}) };
}

const mapValues = (
  record: Readonly<Record<string, string>> | undefined,
  map: (value: string) => string,
): Record<string, string> | undefined =>
  record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** Whether every condition holds (no condition: shown). */
export const conditionsHold = (conditions: readonly (FieldCondition | undefined)[], values: FormValues): boolean =>
  conditions.every((condition) => !condition || conditionHolds(condition, values));
