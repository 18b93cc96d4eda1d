import type { Database, Row } from '../db/database';
import { byTableName } from '../db/database';
import type { SubListTable } from '../db/page-tables';
import type { AppContext } from '../http/context';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { columnsOf, fieldOf } from './fields';
import type { Resource } from './resource';
import { badRequest } from '../http/errors';
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
  const expressions = Object.entries(resource.rowExpressions?.[sub.field] ?? {});
  return byTableName(db)
    .selectFrom(sub.table)
    .select([
      ...columns.map((name) => sql.ref(name).as(name)),
      ...expressions.map(([name, expression]) => expression.as(name)),
    ])
    .where(and(keyConditions(sub.table, keys)))
    .orderBy(sql`${sql.join([...(order ? [sql.ref(order.name)] : []), ...sub.rowKeys.map((key) => sql.ref(key))])}`)
    .execute();
}

export const rowKeyOf = (sub: SubListTable, row: Row) =>
  sub.rowKeys.map((key) => String(row[key] ?? '')).join('\u0000');

/** A delete entry: a row object, or the bare value of a single row key. */
const asRow = (sub: SubListTable, entry: unknown): Row =>
  entry && typeof entry === 'object' ? (entry as Row) : { [sub.rowKeys[0] ?? '']: entry };

/** What `UPList` / `DEList` name for one sub-list: an array (single sub-list) or an object by sub-list name. */
function listFor(resource: Resource, sub: SubListTable, value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return (resource.subLists?.length ?? 0) === 1 ? value : undefined;
  const named = value && typeof value === 'object' ? (value as Row)[sub.field] : undefined;
  return Array.isArray(named) ? named : undefined;
}

const DEFAULT_MAX_ROWS = 100;
const maxRowsOf = (resource: Resource, sub: SubListTable) => rowDefinition(resource, sub).maxRows ?? DEFAULT_MAX_ROWS;

/**
 * Refuses, before any row is read or merged, lists no save can need: at most the sub-list's maximum of rows kept
 * plus as many deleted (a stored list holds no more than the maximum).
 */
export function checkListSizes(resource: Resource, params: Row): void {
  for (const sub of resource.subLists ?? []) {
    const max = maxRowsOf(resource, sub);
    const lists = [params[sub.field], listFor(resource, sub, params.UPList), listFor(resource, sub, params.DEList)];
    if (lists.some((list) => Array.isArray(list) && list.length > 2 * max))
      throw badRequest('sublist_maxLength', { field: sub.field, bound: max });
  }
}

const FLAGS: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [0, false],
  [1, true],
  ['0', false],
  ['1', true],
  [false, false],
  [true, true],
]);

/** Per-row flags of a sent list (behaviour §01-3): absent → all 0; otherwise one 0/1 per row, else 400 naming the list. */
function flagsOf(sub: SubListTable, flags: unknown[] | undefined, rows: number): boolean[] {
  if (flags === undefined) return Array.from({ length: rows }, () => false);
  const parsed = flags.map((flag) => FLAGS.get(flag));
  if (parsed.length !== rows || parsed.some((flag) => flag === undefined))
    throw badRequest('sublist_flags', { field: sub.field });
  return parsed as boolean[];
}

const rowOf = (entry: unknown): Row => (entry && typeof entry === 'object' ? (entry as Row) : {});

/**
 * The rows after this save, linear in their number. Two shapes (README, *sub-lists*):
 * - the list itself, `{sublist: [rows]}`: without flags it replaces the stored rows; with the detail form's per-row
 *   flags it is the form's whole list, current rows then deleted ones: a row flagged in `DEList` is dropped (by its
 *   place, so a row deleted and added again is kept once), a row not flagged in `UPList` keeps its stored values;
 * - rows by row key, `UPList: [rows]` merged into the stored rows and `DEList: [rows or key values]` removed.
 */
export function mergeRows(resource: Resource, sub: SubListTable, params: Row, existing: Row[]): Row[] | null {
  const stored = new Map(existing.map((row) => [rowKeyOf(sub, row), row]));
  const upserts = listFor(resource, sub, params.UPList);
  const deletes = listFor(resource, sub, params.DEList);
  const list = params[sub.field];
  if (Array.isArray(list)) {
    if (upserts === undefined && deletes === undefined) return list.map(rowOf);
    const updated = flagsOf(sub, upserts, list.length);
    const deleted = flagsOf(sub, deletes, list.length);
    return list.flatMap((entry, index) => {
      if (deleted[index]) return [];
      const row = rowOf(entry);
      return [(!updated[index] && stored.get(rowKeyOf(sub, row))) || row];
    });
  }
  if (!upserts?.length && !deletes?.length) return null;
  for (const entry of deletes ?? []) stored.delete(rowKeyOf(sub, asRow(sub, entry)));
  for (const entry of upserts ?? []) {
    if (!entry || typeof entry !== 'object') throw badRequest('sublist_flags', { field: sub.field });
    const key = rowKeyOf(sub, entry as Row);
    stored.set(key, { ...stored.get(key), ...(entry as Row) });
  }
  return [...stored.values()];
}

/**
 * Writes a sub-list's rows keyed by their row keys: a stored row still in the list is updated in place, a new row is
 * inserted, and only a stored row no longer in the list is deleted. A kept row is never deleted and inserted again, so
 * the columns its list does not carry and the rows that depend on it (a cupper's submitted sheets, behaviour §07-2)
 * stay as they are.
 */
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
  const tables = byTableName(trx);
  const values = rows.map((row, index) => {
    const stored: Row = { ...keys };
    for (const field of fields) stored[field.name] = toColumnValue(field, row[field.name]);
    if (order && stored[order.name] === null) stored[order.name] = index;
    return stored;
  });
  const kept = values.map((row) => sql`(${sql.join(sub.rowKeys.map((key) => row[key]))})`);
  await tables
    .deleteFrom(sub.table)
    .where(and(keyConditions(sub.table, keys)))
    .$if(kept.length > 0, (query) =>
      query.where(sql<SqlBool>`(${sql.join(sub.rowKeys.map((key) => sql.ref(key)))}) not in (${sql.join(kept)})`),
    )
    .execute();
  if (values.length === 0) return;
  const conflictColumns = [...Object.keys(keys), ...sub.rowKeys];
  const updated = fields.map((field) => field.name).filter((name) => !conflictColumns.includes(name));
  await tables
    .insertInto(sub.table)
    .values(values)
    .onConflict((conflict) => {
      const target = conflict.columns(conflictColumns);
      return updated.length === 0
        ? target.doNothing()
        : target.doUpdateSet(Object.fromEntries(updated.map((name) => [name, sql.ref(`excluded.${name}`)])));
    })
    .execute();
}
