import { isEmptyValue } from '../domain';
import type { Database, Row } from '../db/database';
import { byTableName } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { column, fieldOf, selectedNames } from './fields';
import type { Resource } from './resource';
import { and, keyConditions, scopeConditions } from './scope';
import { readRows } from './sub-lists';
import { withDirectChoices } from './values';
import { visibleTo } from './visibility';

/** Key values from an id joined with `_` (behaviour §01-2.6) or from named parameters. */
export function keysFrom(resource: Resource, source: string | Row): Row | null {
  const { keys } = resource.entity;
  const parts = typeof source === 'string' ? splitId(source, keys.length) : keys.map((key) => source[key]);
  if (!parts) return null;
  const values: Row = {};
  for (const [index, key] of keys.entries()) {
    const field = fieldOf(resource, key);
    const value = parts[index];
    if (isEmptyValue(value)) return null;
    const parsed = field?.type === 'number' ? Number(value) : String(value);
    if (typeof parsed === 'number' && !Number.isSafeInteger(parsed)) return null;
    values[key] = parsed;
  }
  return values;
}

function splitId(id: string, count: number): string[] | null {
  const parts = id.split('_');
  if (parts.length < count) return null;
  // Only the last key part may contain underscores.
  return [...parts.slice(0, count - 1), parts.slice(count - 1).join('_')];
}

/** The owner's record with these keys (page expressions included); `lock` takes it FOR UPDATE. */
export async function readRecord(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  keys: Row,
  db: Database = ctx.db,
  lock = false,
): Promise<Row | undefined> {
  const table = resource.entity.table;
  const query = byTableName(db)
    .selectFrom(table)
    .select(selectedNames(ctx, resource).map((name) => column(resource, name).as(name)))
    .where(and([...scopeConditions(resource, access), ...keyConditions(table, keys)]));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** GET {detail}/{id}: the record with its edit-check flag (behaviour §01-2.6) and its sub-lists (detail_result). */
export async function detailRecord(ctx: AppContext, resource: Resource, access: Access, keys: Row) {
  const record = await readRecord(ctx, resource, access, keys);
  if (!record) throw notFound();
  withDirectChoices(resource.entity.fields, record);
  const lists: Row = {};
  for (const sub of resource.subLists ?? []) lists[sub.field] = await readRows(ctx, resource, sub, keys);
  const result = {
    ...visibleTo(resource, access, record),
    ...lists,
    edit_check: access.rights.edit && !resource.entity.readOnly,
    ...(resource.rowEditable ? { row_editable: resource.rowEditable(access, record) } : {}),
  };
  const first = resource.subLists?.[0];
  return {
    status: 'OK' as const,
    result,
    detail_result: first ? lists[first.field] : result,
    ...lists,
    ...(resource.detailExtras?.(record) ?? {}),
  };
}

export function parseEditAt(value: unknown): Date {
  const parsed = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) throw badRequest('field_required', { field: 'edit_at' });
  return parsed;
}
