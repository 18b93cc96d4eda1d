import type { FieldDef, Locale } from '@coffee/domain';
import { INPUT_DIRECT_VALUE, isEmptyValue, validateRecord } from '../domain';
import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AuthUser } from '../auth/session';
import type { Resource } from './resource';
import { storedFields } from './resource';
import { escapeLike, toColumnValue, toFilterValue } from './values';

export const PAGE_SIZES = [5, 10, 20, 30, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

type Where = Array<Expression<SqlBool>>;

const columnsOf = (ctx: AppContext, resource: Resource): ReadonlySet<string> => {
  const columns = ctx.columns.get(resource.entity.table);
  if (!columns) throw new Error(`table ${resource.entity.table} does not exist`);
  return columns;
};

const fieldOf = (resource: Resource, name: string): FieldDef | undefined => resource.entity.fields.find((field) => field.name === name);

const orgColumn = (access: Access) => (access.org ? `${access.org.type}_seq` : null);

/** Conditions every query of the call carries: the organisation's own rows only. */
const scopeConditions = (access: Access): Where => {
  const column = orgColumn(access);
  return column && access.org ? [sql<SqlBool>`${sql.ref(column)} = ${access.org.seq}`] : [];
};

const and = (conditions: Where): Expression<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

export interface ListResult {
  status: 'OK';
  result: Row[];
  pagination: { page: number; total_pages: number };
  paginationMap: { page: number; total_pages: number; list_count: number; total_count: number };
  description: string;
  write_check: boolean;
}

/** POST {list}: filters of the list definition, title search, sort, paging (01 §7.3, 02 §7). */
export async function listRecords(ctx: AppContext, resource: Resource, access: Access, params: Row): Promise<ListResult> {
  const { entity } = resource;
  const columns = columnsOf(ctx, resource);
  const list = entity.list;
  const where: Where = scopeConditions(access);
  for (const [name, value] of Object.entries({ ...entity.listFilter, ...pick(params, list?.search ?? []) })) {
    const field = fieldOf(resource, name);
    if (!field || !columns.has(name)) continue;
    const parsed = toFilterValue(field, value);
    if (parsed === undefined) continue;
    where.push(field.type === 'stringArray' ? sql<SqlBool>`${parsed} = any(${sql.ref(name)})` : sql<SqlBool>`${sql.ref(name)} = ${parsed}`);
  }
  // Title search and search type apply together; either one alone is dropped.
  const title = typeof params.searchTitle === 'string' ? params.searchTitle.trim() : '';
  const searchType = typeof params.searchType === 'string' ? params.searchType : '';
  const searchable = (list?.titleSearch ?? []).filter((name) => columns.has(name));
  if (title && searchType) {
    const targets = searchable.includes(searchType) ? [searchType] : ['ALL', 'all'].includes(searchType) ? searchable : [];
    if (targets.length > 0) {
      const pattern = `%${escapeLike(title)}%`;
      const alternatives = targets.flatMap((name) => [name, `${name}_kr`].filter((column) => columns.has(column)));
      where.push(sql<SqlBool>`(${sql.join(alternatives.map((name) => sql`${sql.ref(name)}::text ilike ${pattern}`), sql` or `)})`);
    }
  }
  const pageSize = PAGE_SIZES.includes(Number(params.list_count) as never) ? Number(params.list_count) : DEFAULT_PAGE_SIZE;
  const page = Math.min(Math.max(1, Math.trunc(Number(params.page)) || 1), MAX_PAGE);
  const order = orderBy(resource, columns, params.orderType);
  const selected = storedFields(entity, columns).map((field) => field.name);
  const rows = await ctx.db
    .selectFrom(entity.table)
    .select([...selected.map((name) => sql.ref(name).as(name)), sql<number>`count(*) over ()`.as('__total')])
    .where(and(where))
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  let total = Number(rows[0]?.__total ?? 0);
  if (rows.length === 0 && page > 1) {
    const counted = await ctx.db.selectFrom(entity.table).select(sql<number>`count(*)`.as('n')).where(and(where)).executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  const totalPages = Math.ceil(total / pageSize);
  return {
    status: 'OK',
    result: rows.map(({ __total: _total, ...row }) => row),
    pagination: { page, total_pages: totalPages },
    paginationMap: { page, total_pages: totalPages, list_count: pageSize, total_count: total },
    description: total === 0 ? 'nodata_text' : '',
    write_check: access.rights.write && entity.creatable !== false && !entity.readOnly,
  };
}

function pick(params: Row, names: readonly string[]): Row {
  return Object.fromEntries(names.filter((name) => name in params).map((name) => [name, params[name]]));
}

/** `{field}_orderdesc|asc` of a sortable field; registration time (newest first) otherwise; keys break ties. */
function orderBy(resource: Resource, columns: ReadonlySet<string>, orderType: unknown) {
  const { entity } = resource;
  const sortable = new Set([...(entity.list?.sort ?? []), 'rgst_at', 'edit_at'].filter((name) => columns.has(name)));
  const match = typeof orderType === 'string' ? /^(.+)_order(asc|desc)$/.exec(orderType) : null;
  const [field, direction] = match && match[1] && sortable.has(match[1]) ? [match[1], match[2] as 'asc' | 'desc'] : ['rgst_at', 'desc' as const];
  const terms = [sql`${sql.ref(field)} ${sql.raw(direction)} nulls last`, ...entity.keys.map((key) => sql`${sql.ref(key)} ${sql.raw(direction)}`)];
  return sql`${sql.join(terms)}`;
}

/** Key values from an id joined with `_` (01 §2.6) or from named parameters. */
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

const keyConditions = (keys: Row): Where => Object.entries(keys).map(([name, value]) => sql<SqlBool>`${sql.ref(name)} = ${value}`);

export async function readRecord(ctx: AppContext, resource: Resource, access: Access, keys: Row, db: Database = ctx.db): Promise<Row | undefined> {
  const columns = columnsOf(ctx, resource);
  const selected = storedFields(resource.entity, columns).map((field) => field.name);
  return db
    .selectFrom(resource.entity.table)
    .select(selected.map((name) => sql.ref(name).as(name)))
    .where(and([...scopeConditions(access), ...keyConditions(keys)]))
    .executeTakeFirst();
}

/** GET {detail}/{id}: the record with its edit-check flag (01 §2.6). */
export async function detailRecord(ctx: AppContext, resource: Resource, access: Access, keys: Row) {
  const record = await readRecord(ctx, resource, access, keys);
  if (!record) throw notFound();
  const result = { ...record, edit_check: access.rights.edit && !resource.entity.readOnly };
  return { status: 'OK', result, detail_result: result };
}

export interface SaveInput {
  params: Row;
  locale: Locale;
  user: AuthUser;
}

/**
 * POST {save}: changed fields plus key fields. Without the generated key (or with mode 'write') it creates;
 * otherwise it updates when `edit_at` still matches the stored one (409 save_conflict, nothing written).
 */
export async function saveRecord(ctx: AppContext, resource: Resource, access: Access, mode: 'write' | 'edit', input: SaveInput) {
  const { entity } = resource;
  const columns = columnsOf(ctx, resource);
  const { params, locale, user } = input;
  const failure = validateRecord(entity, params, { mode, locale, changedOnly: mode === 'edit', representation: 'stored' });
  if (failure) throw badRequest(failure.key, { field: failure.field, ...(failure.bound !== undefined ? { bound: failure.bound } : {}) });
  const writable = storedFields(entity, columns).filter(
    (field) => !field.readOnly && !field.generated && !field.audit && !field.computed && !(mode === 'edit' && (field.lockedOnUpdate || field.key)),
  );
  const values: Row = {};
  for (const field of writable) {
    if (!(field.name in params)) continue;
    await checkCode(ctx, field, params[field.name]);
    values[field.name] = toColumnValue(field, params[field.name]);
  }
  const audit = { edit_user: user.user_seq, edit_by: user.user_name, edit_at: sql`now()` };
  return ctx.db.transaction().execute(async (trx) => {
    await resource.onWrite?.(trx, values, mode);
    if (mode === 'write') {
      const scope = access.org ? { [`${access.org.type}_seq`]: access.org.seq } : {};
      const keyValues = pick(params, entity.keys.filter((key) => !fieldOf(resource, key)?.generated));
      const inserted = await trx
        .insertInto(entity.table)
        .values({ ...values, ...keyValues, ...scope, ...audit, rgst_user: user.user_seq, rgst_by: user.user_name, rgst_at: sql`now()` })
        .onConflict((onConflict) => onConflict.doNothing())
        .returning([...entity.keys, 'edit_at'])
        .executeTakeFirst();
      if (!inserted) throw conflict('duplicate_key');
      return inserted;
    }
    const keys = keysFrom(resource, params);
    if (!keys) throw badRequest('field_required', { field: entity.keys.find((key) => isEmptyValue(params[key])) ?? entity.keys[0] });
    const loadedAt = parseEditAt(params.edit_at);
    const updated = await trx
      .updateTable(entity.table)
      .set({ ...values, ...audit })
      .where(and([...scopeConditions(access), ...keyConditions(keys), sql<SqlBool>`edit_at = ${loadedAt}`]))
      .returning([...entity.keys, 'edit_at'])
      .executeTakeFirst();
    if (updated) return updated;
    throw (await readRecord(ctx, resource, access, keys, trx)) ? conflict() : notFound();
  });
}

/** POST {remove}: deletes the record (409 record_in_use when other records still refer to it). */
export async function deleteRecord(ctx: AppContext, resource: Resource, access: Access, params: Row) {
  const keys = keysFrom(resource, params);
  if (!keys) throw badRequest('field_required', { field: resource.entity.keys[0] });
  const conditions = [...scopeConditions(access), ...keyConditions(keys)];
  if (params.edit_at !== undefined) conditions.push(sql<SqlBool>`edit_at = ${parseEditAt(params.edit_at)}`);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom(resource.entity.table).where(and(conditions)).returningAll().executeTakeFirst();
      if (!deleted) throw (await readRecord(ctx, resource, access, keys, trx)) ? conflict() : notFound();
      await resource.onWrite?.(trx, deleted, 'delete');
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw conflict('record_in_use');
    throw error;
  }
  return { status: 'OK', result: keys };
}

function parseEditAt(value: unknown): Date {
  const parsed = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) throw badRequest('field_required', { field: 'edit_at' });
  return parsed;
}

/** Values of code-group fields must be codes of the group (or the 'input direct' option). */
async function checkCode(ctx: AppContext, field: FieldDef, value: unknown): Promise<void> {
  if (!field.codeGroup || isEmptyValue(value)) return;
  const group = await ctx.codes.group(field.codeGroup);
  if (!group) return;
  const values = Array.isArray(value) ? value : field.type === 'stringArray' ? String(value).split(',') : [value];
  const unknown = values.find((item) => String(item) !== String(INPUT_DIRECT_VALUE) && !group.ids.has(String(item)));
  if (unknown !== undefined) throw badRequest('field_code', { field: field.name, value: unknown });
}
