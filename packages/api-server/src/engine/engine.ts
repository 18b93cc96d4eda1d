import type { FieldDef, Locale } from '@coffee/domain';
import { INPUT_DIRECT_VALUE, isEmptyValue, validateRecord } from '../domain';
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { executePrepared } from '../db/database';
import type { SubListTable } from '../db/page-tables';
import type { Access, AppContext } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AuthUser } from '../auth/session';
import type { Resource, Where } from './resource';
import { storedFields } from './resource';
import { escapeLike, toColumnValue, toFilterValue } from './values';

export const PAGE_SIZES = [5, 10, 20, 30, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;
/** Audit variants naming who registered or edited: answered to SADMIN only (01 §3.2, §6). */
const AUDIT_WHO = ['rgst_user', 'rgst_by', 'edit_user', 'edit_by'] as const;

const columnsOf = (ctx: AppContext, table: string): ReadonlySet<string> => {
  const columns = ctx.columns.get(table);
  if (!columns) throw new Error(`table ${table} does not exist`);
  return columns;
};

const fieldMaps = new WeakMap<Resource, Map<string, FieldDef>>();
const fieldOf = (resource: Resource, name: string): FieldDef | undefined => {
  let fields = fieldMaps.get(resource);
  if (!fields) {
    fields = new Map();
    for (const field of resource.entity.fields) if (!fields.has(field.name)) fields.set(field.name, field);
    fieldMaps.set(resource, fields);
  }
  return fields.get(name);
};

/** A field as SQL: its expression, or its column qualified by the page's table. */
const column = (resource: Resource, name: string) =>
  resource.expressions?.[name] ?? sql.ref(`${resource.entity.table}.${name}`);

/** The owner column and value of the call: the selected organisation, the signed-in user, or none. */
export function ownerOf(resource: Resource, access: Access): { column: string; value: number } | null {
  const { scope } = resource.entity;
  if (scope === 'user') return access.user ? { column: 'user_seq', value: access.user.user_seq } : null;
  if (scope !== 'none' && access.org) return { column: `${access.org.type}_seq`, value: access.org.seq };
  return null;
}

/** Conditions every query of the call carries: the owner's rows only, and the page's own conditions. */
const scopeConditions = (resource: Resource, access: Access): Where => {
  const owner = ownerOf(resource, access);
  if (!owner && resource.entity.scope !== 'none') return [sql<SqlBool>`false`];
  return [
    ...(owner ? [sql<SqlBool>`${sql.ref(`${resource.entity.table}.${owner.column}`)} = ${owner.value}`] : []),
    ...(resource.conditions?.(access) ?? []),
  ];
};

export const and = (conditions: Where): Expression<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

/** Fields answered: columns of the table and expressions of the page. */
const selectedNames = (ctx: AppContext, resource: Resource): string[] => [
  ...answeredColumns(ctx, resource),
  ...Object.keys(resource.expressions ?? {}),
];

/** Stored fields, plus edit_at where the page does not show it: a save must send it back (conflict check). */
const answeredColumns = (ctx: AppContext, resource: Resource): string[] => {
  const columns = columnsOf(ctx, resource.entity.table);
  const names = storedFields(resource.entity, columns).map((field) => field.name);
  return columns.has('edit_at') && !names.includes('edit_at') ? [...names, 'edit_at'] : names;
};

/** Fields every list row carries besides the list definition's own: what names, links, flags and dates a row. */
const ROW_FIELD = /(?:_name|_nick)(?:_kr)?$|_use$|_uuid|^(?:rgst|edit)_(?:at|by|user)$/;

/**
 * Columns of list rows: the keys, the fields the list definition shows, filters, sorts or searches (with their Korean
 * twins and direct-input companions), and the fields that name, link, flag or date a row (names, nicks, uuids, use
 * flags, audit fields). Everything else of a record (timelines, curves, readings, descriptions) comes with its detail:
 * a list page reads ten or more records at once, and the unread fields were most of its cost.
 */
const listColumnSets = new WeakMap<Resource, string[]>();
const listColumns = (ctx: AppContext, resource: Resource): string[] => {
  const known = listColumnSets.get(resource);
  if (known) return known;
  const { entity } = resource;
  const list = entity.list;
  const named = new Set<string>([
    ...entity.keys,
    ...(list?.columns ?? []),
    ...(list?.search ?? []),
    ...(list?.titleSearch ?? []),
    ...(list?.sort ?? []),
  ]);
  for (const name of [...named]) {
    named.add(`${name}_kr`);
    const direct = fieldOf(resource, name)?.direct;
    if (direct) named.add(direct);
  }
  const columns = answeredColumns(ctx, resource).filter(
    (name) => named.has(name) || ROW_FIELD.test(name) || fieldOf(resource, name)?.generated,
  );
  listColumnSets.set(resource, columns);
  return columns;
};

/** On create, fields the form did not send take their definition's default (as stored: scaled). */
function withDefaults(resource: Resource, params: Row): void {
  for (const field of resource.entity.fields) {
    if (
      field.name in params ||
      field.defaultValue === undefined ||
      field.readOnly ||
      field.generated ||
      field.transient ||
      field.stored === false
    )
      continue;
    params[field.name] =
      typeof field.defaultValue === 'number' ? field.defaultValue * (field.scale ?? 1) : field.defaultValue;
  }
}

/** Whether this visitor may see a field: audit who-fields are SADMIN's, some fields only their user types'. */
const mayDisclose = (resource: Resource, types: readonly string[], name: string): boolean => {
  if (types.includes('SADMIN')) return true;
  if ((AUDIT_WHO as readonly string[]).includes(name)) return false;
  const field = fieldOf(resource, name);
  return !field?.visibleTo || field.visibleTo.some((type) => types.includes(type));
};

/** Drops what this visitor may not see: audit who-fields and fields restricted to other user types. */
export function visibleTo(resource: Resource, access: Access, row: Row): Row {
  const types: readonly string[] = access.user?.user_type ?? [];
  if (types.includes('SADMIN')) return row;
  const visible = { ...row };
  for (const name of Object.keys(visible)) if (!mayDisclose(resource, types, name)) delete visible[name];
  return visible;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The select list of a list page for a kind of visitor, as SQL text built once: the list columns the visitor may see
 * (so nothing is fetched only to be dropped) and the page's expressions. Null when an expression has parameters.
 */
const selectLists = new WeakMap<Resource, Map<string, RawBuilder<unknown> | null>>();
function listSelect(ctx: AppContext, resource: Resource, access: Access): RawBuilder<unknown> | null {
  const types = [...(access.user?.user_type ?? [])].sort();
  const id = types.includes('SADMIN') ? 'SADMIN' : types.join(',');
  let byVisitor = selectLists.get(resource);
  if (!byVisitor) selectLists.set(resource, (byVisitor = new Map()));
  const known = byVisitor.get(id);
  if (known !== undefined) return known;
  const table = quoted(resource.entity.table);
  const parts = listColumns(ctx, resource)
    .filter((name) => mayDisclose(resource, types, name))
    .map((name) => `${table}.${quoted(name)} as ${quoted(name)}`);
  let select: RawBuilder<unknown> | null = null;
  const expressions = Object.entries(resource.expressions ?? {})
    .filter(([name]) => mayDisclose(resource, types, name))
    .map(([name, expression]) => ({ name, compiled: expression.compile(ctx.db) }));
  if (expressions.every(({ compiled }) => compiled.parameters.length === 0)) {
    select = sql.raw(
      [...parts, ...expressions.map(({ name, compiled }) => `${compiled.sql} as ${quoted(name)}`)].join(', '),
    );
  }
  byVisitor.set(id, select);
  return select;
}

export interface ListResult {
  status: 'OK';
  result: Row[];
  pagination: { page: number; total_pages: number };
  paginationMap: { page: number; total_pages: number; list_count: number; total_count: number };
  description: string;
  write_check: boolean;
}

/** POST {list}: filters of the list definition, title search, sort, paging (01 §7.3, 02 §7). */
export async function listRecords(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  params: Row,
): Promise<ListResult> {
  const { entity } = resource;
  const table = entity.table;
  const columns = columnsOf(ctx, table);
  const known = (name: string) => columns.has(name) || name in (resource.expressions ?? {});
  const list = entity.list;
  const where: Where = scopeConditions(resource, access);
  // A count only depends on the page's own table unless a condition reads another record (joined names).
  let ownTableOnly = true;
  const isExpression = (name: string) => name in (resource.expressions ?? {});
  for (const [name, value] of Object.entries({ ...entity.listFilter, ...pick(params, list?.search ?? []) })) {
    const field = fieldOf(resource, name);
    if (!field || !known(name)) continue;
    const parsed = toFilterValue(field, value);
    if (parsed === undefined) continue;
    if (isExpression(name)) ownTableOnly = false;
    where.push(
      field.type === 'stringArray'
        ? sql<SqlBool>`${parsed} = any(${column(resource, name)})`
        : sql<SqlBool>`${column(resource, name)} = ${parsed}`,
    );
  }
  // Title search and search type apply together; either one alone is dropped.
  const title = typeof params.searchTitle === 'string' ? params.searchTitle.trim() : '';
  const searchType = typeof params.searchType === 'string' ? params.searchType : '';
  const searchable = (list?.titleSearch ?? []).filter(known);
  if (title && searchType) {
    const targets = searchable.includes(searchType)
      ? [searchType]
      : ['ALL', 'all'].includes(searchType)
        ? searchable
        : [];
    if (targets.length > 0) {
      const pattern = `%${escapeLike(title)}%`;
      const alternatives = targets.flatMap((name) => [name, `${name}_kr`].filter(known));
      if (alternatives.some(isExpression)) ownTableOnly = false;
      where.push(
        sql<SqlBool>`(${sql.join(
          alternatives.map((name) => sql`${column(resource, name)}::text ilike ${pattern}`),
          sql` or `,
        )})`,
      );
    }
  }
  const pageSize = PAGE_SIZES.includes(Number(params.list_count) as never)
    ? Number(params.list_count)
    : DEFAULT_PAGE_SIZE;
  const page = Math.min(Math.max(1, Math.trunc(Number(params.page)) || 1), MAX_PAGE);
  const order = orderBy(resource, known, params.orderType);
  const stored = listColumns(ctx, resource);
  // The page of rows is chosen on the table alone (an index walk); names of other records are looked up for that
  // page only; the count runs beside it (reused while the table is unchanged: the query is the key, owner included).
  const pageRows = ctx.db
    .selectFrom(table)
    .selectAll(table)
    .where(and(where))
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const compiledCount = ctx.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where(and(where))
    .compile();
  const countKey = `${compiledCount.sql}\u0000${JSON.stringify(compiledCount.parameters)}`;
  const runCount = async () => Number((await executePrepared(ctx.db, compiledCount)).rows[0]?.n ?? 0);
  const select = listSelect(ctx, resource, access);
  const pageQuery = select
    ? sql<Row>`select ${select} from (${pageRows}) as ${sql.table(table)} order by ${order}`.compile(ctx.db)
    : ctx.db
        .selectFrom(pageRows.as(table))
        .select([
          ...stored.map((name) => sql.ref(`${table}.${name}`).as(name)),
          ...Object.entries(resource.expressions ?? {}).map(([name, expression]) => expression.as(name)),
        ])
        .orderBy(order)
        .compile();
  const [rows, total] = await Promise.all([
    executePrepared(ctx.db, pageQuery).then((result) => result.rows),
    ownTableOnly ? ctx.counts.count(table, countKey, runCount) : runCount(),
  ]);
  const totalPages = Math.ceil(total / pageSize);
  return {
    status: 'OK',
    // The precompiled select list only reads what the visitor may see.
    result: select ? rows : rows.map((row) => visibleTo(resource, access, row)),
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
function orderBy(resource: Resource, known: (name: string) => boolean, orderType: unknown) {
  const { entity } = resource;
  const sortable = new Set([...(entity.list?.sort ?? []), 'rgst_at', 'edit_at'].filter(known));
  const match = typeof orderType === 'string' ? /^(.+)_order(asc|desc)$/.exec(orderType) : null;
  const [field, direction] =
    match && match[1] && sortable.has(match[1]) ? [match[1], match[2] as 'asc' | 'desc'] : ['rgst_at', 'desc' as const];
  // Keys and registration and edit times are never null: no null ordering, so an index serves either direction.
  const nulls = ['rgst_at', 'edit_at', ...entity.keys].includes(field) ? sql`` : sql` nulls last`;
  const terms = [
    sql`${column(resource, field)} ${sql.raw(direction)}${nulls}`,
    ...entity.keys.map((key) => sql`${sql.ref(`${entity.table}.${key}`)} ${sql.raw(direction)}`),
  ];
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

const keyConditions = (table: string, keys: Row): Where =>
  Object.entries(keys).map(([name, value]) => sql<SqlBool>`${sql.ref(`${table}.${name}`)} = ${value}`);

export async function readRecord(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  keys: Row,
  db: Database = ctx.db,
): Promise<Row | undefined> {
  const table = resource.entity.table;
  return db
    .selectFrom(table)
    .select(selectedNames(ctx, resource).map((name) => column(resource, name).as(name)))
    .where(and([...scopeConditions(resource, access), ...keyConditions(table, keys)]))
    .executeTakeFirst();
}

// ---- sub-lists ------------------------------------------------------------------------------------------

const rowDefinition = (resource: Resource, sub: SubListTable) => {
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

const rowKeyOf = (sub: SubListTable, row: Row) => sub.rowKeys.map((key) => String(row[key] ?? '')).join('\u0000');

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
function mergeRows(resource: Resource, sub: SubListTable, params: Row, existing: Row[]): Row[] | null {
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

async function writeRows(
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

/** Referenced records must exist and, when the referenced table is owned, belong to the same owner. */
async function checkReferences(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  access: Access,
  values: Row,
  rowSets: Row[][],
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
    const found = await trx
      .selectFrom(reference.table)
      .select(sql<number>`count(distinct ${sql.ref(reference.column)})`.as('n'))
      .where(sql.ref(reference.column), 'in', [...wanted])
      .where(scoped ? sql<SqlBool>`${sql.ref(owner.column)} = ${owner.value}` : sql<SqlBool>`true`)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== wanted.size) throw badRequest('field_code', { field: name });
  }
}

/** GET {detail}/{id}: the record with its edit-check flag (01 §2.6) and its sub-lists (detail_result). */
export async function detailRecord(ctx: AppContext, resource: Resource, access: Access, keys: Row) {
  const record = await readRecord(ctx, resource, access, keys);
  if (!record) throw notFound();
  const lists: Row = {};
  for (const sub of resource.subLists ?? []) lists[sub.field] = await readRows(ctx, resource, sub, keys);
  const result = {
    ...visibleTo(resource, access, record),
    ...lists,
    edit_check: access.rights.edit && !resource.entity.readOnly,
  };
  const first = resource.subLists?.[0];
  return {
    status: 'OK',
    result,
    detail_result: first ? lists[first.field] : result,
    ...lists,
    ...(resource.detailExtras?.(record) ?? {}),
  };
}

export interface SaveInput {
  params: Row;
  locale: Locale;
  user: AuthUser;
}

/**
 * POST {save}: changed fields plus key fields and sub-list changes. Without the generated key (or with mode
 * 'write') it creates; otherwise it updates when `edit_at` still matches the stored one (409 save_conflict).
 * Everything, sub-lists and derived values included, is written in one transaction or not at all.
 */
export async function saveRecord(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  mode: 'write' | 'edit',
  input: SaveInput,
) {
  const { entity } = resource;
  const table = entity.table;
  const columns = columnsOf(ctx, table);
  const { locale, user } = input;
  const role = access.org?.membership.user_auth;
  const writable = storedFields(entity, columns).filter(
    (field) =>
      !field.readOnly &&
      !field.generated &&
      !field.audit &&
      !field.computed &&
      !(mode === 'edit' && (field.lockedOnUpdate || field.key)) &&
      !(field.editableByRoles && !field.editableByRoles.includes(role as never)),
  );
  const audit = { edit_user: user.user_seq, edit_by: user.user_name, edit_at: sql`now()` };
  return ctx.db.transaction().execute(async (trx) => {
    const keys = mode === 'edit' ? keysFrom(resource, input.params) : null;
    if (mode === 'edit' && !keys)
      throw badRequest('field_required', {
        field: entity.keys.find((key) => isEmptyValue(input.params[key])) ?? entity.keys[0],
      });
    const stored = keys ? await lockRecord(ctx, trx, resource, access, keys, input.params.edit_at) : undefined;
    const params: Row = { ...input.params };
    if (mode === 'write') withDefaults(resource, params);
    resource.prepare?.({ mode, params, ...(stored ? { stored } : {}) });
    const rowSets = new Map<SubListTable, Row[]>();
    const checked: Row = { ...params };
    for (const sub of resource.subLists ?? []) {
      const existing = keys ? await readRows(ctx, resource, sub, keys, trx) : [];
      const merged = mergeRows(resource, sub, params, existing) ?? (mode === 'write' ? [] : null);
      if (!merged) continue;
      rowSets.set(sub, merged);
      checked[sub.field] = merged;
    }
    const failure = validateRecord(entity, checked, {
      mode,
      locale,
      changedOnly: mode === 'edit',
      representation: 'stored',
    });
    if (failure)
      throw badRequest(failure.key, {
        field: failure.field,
        ...(failure.bound !== undefined ? { bound: failure.bound } : {}),
      });
    for (const [sub, rows] of rowSets) {
      const seen = new Set<string>();
      for (const row of rows) {
        const key = rowKeyOf(sub, row);
        if (seen.has(key))
          throw badRequest(rowDefinition(resource, sub).duplicateMessage ?? 'duplicate_row', { field: sub.field });
        seen.add(key);
      }
    }
    const values: Row = {};
    for (const field of writable) {
      if (!(field.name in params)) continue;
      await checkCode(ctx, field, params[field.name]);
      values[field.name] = toColumnValue(field, params[field.name]);
    }
    for (const sub of rowSets.keys()) {
      for (const field of rowDefinition(resource, sub).fields) {
        for (const row of rowSets.get(sub) ?? []) await checkCode(ctx, field, row[field.name]);
      }
    }
    await checkReferences(ctx, trx, resource, access, values, [...rowSets.values()]);
    await resource.beforeSave?.({ trx, access, mode, params, values, ...(stored ? { stored } : {}) });
    await resource.onWrite?.(trx, values, mode);
    let written: Row;
    if (mode === 'write') {
      const owner = ownerOf(resource, access);
      const keyValues = pick(
        params,
        entity.keys.filter((key) => !fieldOf(resource, key)?.generated),
      );
      const inserted = await trx
        .insertInto(table)
        .values({
          ...values,
          ...keyValues,
          ...(owner ? { [owner.column]: owner.value } : {}),
          ...audit,
          rgst_user: user.user_seq,
          rgst_by: user.user_name,
          rgst_at: sql`now()`,
        })
        .onConflict((onConflict) => onConflict.doNothing())
        .returning([...entity.keys])
        .executeTakeFirst();
      if (!inserted) throw conflict('duplicate_key');
      written = inserted;
    } else {
      written = keys ?? {};
      await trx
        .updateTable(table)
        .set({ ...values, ...audit })
        .where(and(keyConditions(table, written)))
        .execute();
    }
    for (const [sub, rows] of rowSets) await writeRows(ctx, trx, resource, sub, written, rows);
    await resource.derive?.(trx, written);
    const after = await trx
      .selectFrom(table)
      .select('edit_at')
      .where(and(keyConditions(table, written)))
      .executeTakeFirstOrThrow();
    return { ...written, edit_at: after.edit_at };
  });
}

/** Locks the stored record of an update; 404 when it is not the owner's, 409 when it changed since it was loaded. */
async function lockRecord(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  access: Access,
  keys: Row,
  editAt: unknown,
): Promise<Row> {
  const loadedAt = parseEditAt(editAt);
  const table = resource.entity.table;
  const stored = await trx
    .selectFrom(table)
    .select(selectedNames(ctx, resource).map((name) => column(resource, name).as(name)))
    .where(and([...scopeConditions(resource, access), ...keyConditions(table, keys)]))
    .forUpdate()
    .executeTakeFirst();
  if (!stored) throw notFound();
  if (new Date(stored.edit_at as string).getTime() !== loadedAt.getTime()) throw conflict();
  return stored;
}

/** POST {remove}: deletes the record (409 record_in_use when other records still refer to it). */
export async function deleteRecord(ctx: AppContext, resource: Resource, access: Access, params: Row) {
  const keys = keysFrom(resource, params);
  const table = resource.entity.table;
  if (!keys) throw badRequest('field_required', { field: resource.entity.keys[0] });
  const conditions = [...scopeConditions(resource, access), ...keyConditions(table, keys)];
  if (params.edit_at !== undefined)
    conditions.push(sql<SqlBool>`${sql.ref(`${table}.edit_at`)} = ${parseEditAt(params.edit_at)}`);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom(table).where(and(conditions)).returningAll().executeTakeFirst();
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

/** Values of code-group fields must be codes of the group (and of the page's allowed values, or 'input direct'). */
async function checkCode(ctx: AppContext, field: FieldDef, value: unknown): Promise<void> {
  if (!field.codeGroup || isEmptyValue(value)) return;
  const group = await ctx.codes.group(field.codeGroup);
  if (!group) return;
  const values = Array.isArray(value) ? value : field.type === 'stringArray' ? String(value).split(',') : [value];
  const allowed = (item: string) => group.ids.has(item) && (!field.codeValues || field.codeValues.includes(item));
  const unknown = values.find((item) => String(item) !== String(INPUT_DIRECT_VALUE) && !allowed(String(item)));
  if (unknown !== undefined) throw badRequest('field_code', { field: field.name, value: unknown });
}
