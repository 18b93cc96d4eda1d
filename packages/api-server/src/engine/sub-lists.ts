import type { Database, Row } from '../db/database';
import type { SubListTable } from '../db/page-tables';
import type { AppContext } from '../http/context';
import { sql } from 'kysely';
import { columnsOf, fieldOf } from './fields';
import type { Resource } from './resource';
import { and, keyConditions } from './scope';
import { toColumnValue } from './values';

export const rowDefinition = (resource: Resource, sub: SubListTable) => {
  const rows = fieldOf(resource, sub.field)?.rows;
  if (!rows) throw new Error(`${resource.entity.name}: no sub-list ${sub.field}`);
  return rows;
};

const orderField = (resource: Resource, sub: SubListTable) =>
  rowDefinition(resource, sub).fields.find((field) => field.name.endsWith('_order'));

export async function readRows(
  ctx: AppContext,
  resource: Resource,
  sub: SubListTable,
  keys: Row,
  db: Database = ctx.db,
): Promise<Row[]> {
  const order = orderField(resource, sub);
  const columns = [...columnsOf(ctx, sub.table)].filter((name) => !(name in keys));
  return db
    .selectFrom(sub.table)
    .select(columns.map((name) => sql.ref(name).as(name)))
    .where(and(keyConditions(sub.table, keys)))
    .orderBy(sql`${sql.join([...(order ? [sql.ref(order.name)] : []), ...sub.rowKeys.map((key) => sql.ref(key))])}`)
    .execute();
}

export const rowKeyOf = (sub: SubListTable, row: Row) =>
  sub.rowKeys.map((key) => String(row[key] ?? '')).join('\u0000');

/** A delete entry: a row object, or the bare value of a single row key. */
const asRow = (sub: SubListTable, entry: unknown): Row =>
  entry && typeof entry === 'object' ? (entry as Row) : { [sub.rowKeys[0] ?? '']: entry };

/** Rows named for one sub-list by `UPList` / `DEList`: an array (single sub-list) or an object by sub-list name. */
function listFor(resource: Resource, sub: SubListTable, value: unknown): unknown[] {
  if (Array.isArray(value)) return (resource.subLists?.length ?? 0) === 1 ? value : [];
  const named = value && typeof value === 'object' ? (value as Row)[sub.field] : undefined;
  return Array.isArray(named) ? named : [];
}

/** The rows after this save: a full list replaces, UPList rows are merged into stored rows by row key, DEList removes. */
export function mergeRows(resource: Resource, sub: SubListTable, params: Row, existing: Row[]): Row[] | null {
  const replacement = params[sub.field];
  if (Array.isArray(replacement)) return replacement.map((row) => (row && typeof row === 'object' ? (row as Row) : {}));
  const upserts = listFor(resource, sub, params.UPList);
  const deletes = listFor(resource, sub, params.DEList);
  if (upserts.length === 0 && deletes.length === 0) return null;
  const rows = new Map(existing.map((row) => [rowKeyOf(sub, row), row]));
  for (const entry of deletes) rows.delete(rowKeyOf(sub, asRow(sub, entry)));
  const merged = [...rows.values()];
  for (const entry of upserts) {
    const row = asRow(sub, entry);
    const at = merged.findIndex((candidate) => rowKeyOf(sub, candidate) === rowKeyOf(sub, row));
    if (at >= 0) merged[at] = { ...merged[at], ...row };
    else merged.push(row);
  }
  return merged;
}

export async function writeRows(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  sub: SubListTable,
  keys: Row,
  rows: Row[],
): Promise<void> {
  const columns = columnsOf(ctx, sub.table);
  const fields = rowDefinition(resource, sub).fields.filter(
    (field) => field.stored !== false && columns.has(field.name),
  );
  const order = orderField(resource, sub);
  await trx
    .deleteFrom(sub.table)
    .where(and(keyConditions(sub.table, keys)))
    .execute();
  if (rows.length === 0) return;
  const values = rows.map((row, index) => {
    const stored: Row = { ...keys };
    for (const field of fields) stored[field.name] = toColumnValue(field, row[field.name]);
    if (order && stored[order.name] === null) stored[order.name] = index;
    return stored;
  });
  await trx.insertInto(sub.table).values(values).execute();
}
