import type { FieldDef } from '@coffee/domain';
import type { Resource } from './resource';

/** A field kept in a column of its page's (or its sub-list's) table; helpers, joined values and sub-lists are not. */
const keptInColumn = (field: FieldDef): boolean =>
  field.stored !== false && field.type !== 'array' && !field.transient && !field.rows;

/**
 * Every stored field of every page and sub-list row against the database's columns, once at start: the engine reads
 * and writes only columns that exist, so a field without its column would be dropped from every save without a word.
 * Answers one line per missing column (entity, field, table); empty when the schema carries every field.
 */
export function missingFieldColumns(
  resources: readonly Resource[],
  columns: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const missing: string[] = [];
  const check = (owner: string, table: string, fields: readonly FieldDef[], computed: readonly string[] = []) => {
    const own = columns.get(table);
    if (!own) return void missing.push(`${owner}: no table ${table}`);
    for (const field of fields)
      if (keptInColumn(field) && !computed.includes(field.name) && !own.has(field.name))
        missing.push(`${owner}: field ${field.name} has no column ${table}.${field.name}`);
  };
  for (const { entity, expressions, subLists } of resources) {
    check(entity.name, entity.table, entity.fields, Object.keys(expressions ?? {}));
    for (const sub of subLists ?? []) {
      const rows = entity.fields.find((field) => field.name === sub.field)?.rows;
      if (rows) check(`${entity.name} ${sub.field}`, sub.table, rows.fields);
      else missing.push(`${entity.name}: no sub-list ${sub.field} for table ${sub.table}`);
    }
  }
  return [...new Set(missing)];
}

/** Refuses to serve a database that lacks a column of a stored field (see {@link missingFieldColumns}). */
export function assertFieldColumns(
  resources: readonly Resource[],
  columns: ReadonlyMap<string, ReadonlySet<string>>,
): void {
  const missing = missingFieldColumns(resources, columns);
  if (missing.length > 0)
    throw new Error(
      `the database lacks the columns of ${missing.length} stored field(s) (a migration is missing or was not run):\n  ${missing.join('\n  ')}`,
    );
}
