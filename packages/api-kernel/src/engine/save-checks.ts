import type { EntityDef, FieldDef } from '@coffee/domain';
import { INPUT_DIRECT_VALUE, hasUserType, isEmptyValue } from '../domain';
import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { byTableName } from '../db/database';
import type { SubListTable } from '../db/page-tables';
import type { Access, AppContext } from '../http/context';
import type { AuthUser } from '../auth/session';
import { badRequest, forbidden } from '../http/errors';
import { columnsOf } from './fields';
import { visibleRecords } from './record-visibility';
import type { Resource } from './resource';
import { and, keyConditions, ownerOf } from './scope';
import { rowDefinition, rowKeyOf } from './sub-lists';
import { toColumnValue } from './values';

/**
 * Fields only some user types may write (behaviour §02-5: the roast curve an upload brings is for SADMIN, ADMIN,
 * TESTER and PAID): another user's value that differs from the stored one is refused, 403 with the field's refusal
 * naming the rule, before anything is written. Sending the stored value back (a form's whole record) is no change.
 */
export function checkWriteAudiences(entity: EntityDef, user: AuthUser, params: Row, stored: Row | undefined): void {
  for (const field of entity.fields) {
    const rule = field.writableBy;
    if (!rule || !(field.name in params) || hasUserType(user.user_type, rule.audience)) continue;
    const sent = toColumnValue(field, params[field.name]);
    const before = stored?.[field.name] ?? null;
    if (sent === before || (isEmptyValue(sent) && isEmptyValue(before))) continue;
    throw forbidden(rule.refusal).with({ field: field.name });
  }
}

/** The values of `name` the stored record (keys) and its stored sub-list rows refer to. */
async function referencedBefore(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  keys: Row,
  name: string,
): Promise<number[]> {
  const tables = [resource.entity.table, ...(resource.subLists ?? []).map((sub) => sub.table)].filter((table) =>
    columnsOf(ctx, table).has(name),
  );
  const found = await Promise.all(
    tables.map((table) =>
      byTableName(trx)
        .selectFrom(table)
        .select(sql.ref(name).as('value'))
        .where(and(keyConditions(table, keys)))
        .execute(),
    ),
  );
  return found.flat().map((row) => Number(row.value));
}

/**
 * Referenced records must exist and, when the referenced table is owned, belong to the same owner. A record hidden
 * from the member's role (record visibility) may not be newly referenced; one the record already refers to stays.
 */
export async function checkReferences(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  access: Access,
  values: Row,
  rowSets: Row[][],
  keys: Row | null = null,
): Promise<void> {
  const owner = ownerOf(resource, access);
  for (const [name, reference] of Object.entries(resource.references ?? {})) {
    const wanted = new Set<number>();
    for (const source of [values, ...rowSets.flat()]) {
      const value = source[name];
      if (!isEmptyValue(value) && value !== INPUT_DIRECT_VALUE && value !== String(INPUT_DIRECT_VALUE))
        wanted.add(Number(value));
    }
    if (wanted.size === 0) continue;
    if ([...wanted].some((value) => !Number.isSafeInteger(value))) throw badRequest('field_NaN', { field: name });
    const scoped = owner && columnsOf(ctx, reference.table).has(owner.column);
    const visibility = visibleRecords(access, reference.table);
    const kept = visibility.length > 0 && keys ? await referencedBefore(ctx, trx, resource, keys, name) : [];
    const column = sql.ref(reference.column);
    const seen =
      visibility.length === 0
        ? sql<SqlBool>`true`
        : kept.length === 0
          ? and(visibility)
          : sql<SqlBool>`(${and(visibility)} or ${column} = any(${kept}))`;
    const found = await byTableName(trx)
      .selectFrom(reference.table)
      .select(sql<number>`count(distinct ${column})`.as('n'))
      .where(column, 'in', [...wanted])
      .where(scoped ? sql<SqlBool>`${sql.ref(owner.column)} = ${owner.value}` : sql<SqlBool>`true`)
      .where(seen)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== wanted.size) throw badRequest('field_code', { field: name });
  }
}

/**
 * Values of code-group fields must be codes of the group (and of the page's allowed values, or 'input direct').
 * `db`: the save's transaction, which reads a group the cache does not hold (never a second pool connection).
 */
export async function checkCode(ctx: AppContext, field: FieldDef, value: unknown, db?: Database): Promise<void> {
  if (!field.codeGroup || isEmptyValue(value)) return;
  const group = await ctx.codes.group(field.codeGroup, db);
  if (!group) return;
  const values = Array.isArray(value) ? value : field.type === 'stringArray' ? String(value).split(',') : [value];
  const allowed = (item: string) => group.ids.has(item) && (!field.codeValues || field.codeValues.includes(item));
  const unknown = values.find((item) => String(item) !== String(INPUT_DIRECT_VALUE) && !allowed(String(item)));
  if (unknown !== undefined) throw badRequest('field_code', { field: field.name, value: unknown });
}

/** Code values of every sub-list row. */
export async function checkRowCodes(
  ctx: AppContext,
  resource: Resource,
  rowSets: ReadonlyMap<SubListTable, Row[]>,
  db?: Database,
): Promise<void> {
  for (const [sub, rows] of rowSets) {
    for (const field of rowDefinition(resource, sub).fields) {
      for (const row of rows) await checkCode(ctx, field, row[field.name], db);
    }
  }
}

/** Two rows of a sub-list may not share a row key. */
export function checkDuplicateRows(resource: Resource, rowSets: ReadonlyMap<SubListTable, Row[]>): void {
  for (const [sub, rows] of rowSets) {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = rowKeyOf(sub, row);
      if (seen.has(key))
        throw badRequest(rowDefinition(resource, sub).duplicateMessage ?? 'duplicate_row', { field: sub.field });
      seen.add(key);
    }
  }
}
