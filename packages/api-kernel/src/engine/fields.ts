import type { FieldDef } from '@coffee/domain';
import { sql } from 'kysely';
import type { Row } from '../db/database';
import type { AppContext } from '../http/context';
import type { Resource } from './resource';
import { storedFields } from './resource';

export const columnsOf = (ctx: AppContext, table: string): ReadonlySet<string> => {
  const columns = ctx.columns.get(table);
  if (!columns) throw new Error(`table ${table} does not exist`);
  return columns;
};

const fieldMaps = new WeakMap<Resource, Map<string, FieldDef>>();
export const fieldOf = (resource: Resource, name: string): FieldDef | undefined => {
  let fields = fieldMaps.get(resource);
  if (!fields) {
    fields = new Map();
    for (const field of resource.entity.fields) if (!fields.has(field.name)) fields.set(field.name, field);
    fieldMaps.set(resource, fields);
  }
  return fields.get(name);
};

/** A field as SQL: its expression, or its column qualified by the page's table. */
export const column = (resource: Resource, name: string) =>
  resource.expressions?.[name] ?? sql.ref(`${resource.entity.table}.${name}`);

/** Fields answered: columns of the table and expressions of the page. */
export const selectedNames = (ctx: AppContext, resource: Resource): string[] => [
  ...answeredColumns(ctx, resource),
  ...Object.keys(resource.expressions ?? {}),
];

/** Stored fields, plus edit_at where the page does not show it: a save must send it back (conflict check). */
export const answeredColumns = (ctx: AppContext, resource: Resource): string[] => {
  const columns = columnsOf(ctx, resource.entity.table);
  const names = storedFields(resource.entity, columns).map((field) => field.name);
  return columns.has('edit_at') && !names.includes('edit_at') ? [...names, 'edit_at'] : names;
};

export function pick(params: Row, names: readonly string[]): Row {
  return Object.fromEntries(names.filter((name) => name in params).map((name) => [name, params[name]]));
}
