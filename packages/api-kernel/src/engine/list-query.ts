import type { Locale } from '@coffee/domain';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { column, columnsOf, fieldOf, pick } from './fields';
import type { Resource, Where } from './resource';
import { scopeConditions } from './scope';
import { escapeLike, toFilterValue } from './values';

/** What a list call selects, shared by the paged list and the export. */
export interface ListQuery {
  where: Where;
  /** No condition reads another record (joined names), so the count depends on the page's table alone. */
  ownTableOnly: boolean;
  order: RawBuilder<unknown>;
}

/** ICU collations of the locales, when the server has them (PostgreSQL built with ICU). */
const COLLATIONS: Record<Locale, string> = { kr: 'ko-x-icu', en: 'en-x-icu' };
const collationSets = new WeakMap<Database, Promise<ReadonlySet<string>>>();
function collations(db: Database): Promise<ReadonlySet<string>> {
  let known = collationSets.get(db);
  if (!known) {
    known = sql<{ collname: string }>`select collname from pg_collation where collname in (${sql.join(
      Object.values(COLLATIONS),
    )})`
      .execute(db)
      .then((result) => new Set(result.rows.map((row) => row.collname)));
    collationSets.set(db, known);
  }
  return known;
}

/** Filters of the list definition, title search (behaviour §01-7.3, §02-7), and the sort in the request's locale. */
export async function listQuery(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  params: Row,
  locale: Locale,
): Promise<ListQuery> {
  const { entity } = resource;
  const columns = columnsOf(ctx, entity.table);
  const isExpression = (name: string) => name in (resource.expressions ?? {});
  const known = (name: string) => columns.has(name) || isExpression(name);
  const list = entity.list;
  const where: Where = scopeConditions(resource, access);
  let ownTableOnly = true;
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
  const collation = (await collations(ctx.db)).has(COLLATIONS[locale]) ? COLLATIONS[locale] : undefined;
  return { where, ownTableOnly, order: orderBy(resource, known, params.orderType, locale, collation) };
}

/**
 * `{field}_orderdesc|asc` of a sortable field; registration time (newest first) otherwise; keys break ties.
 * A name with a Korean twin sorts by the name the visitor reads (behaviour §03-9), in the locale's collation.
 */
function orderBy(
  resource: Resource,
  known: (name: string) => boolean,
  orderType: unknown,
  locale: Locale,
  collation: string | undefined,
) {
  const { entity } = resource;
  const sortable = new Set([...(entity.list?.sort ?? []), 'rgst_at', 'edit_at'].filter(known));
  const match = typeof orderType === 'string' ? /^(.+)_order(asc|desc)$/.exec(orderType) : null;
  const [field, direction] =
    match && match[1] && sortable.has(match[1]) ? [match[1], match[2] as 'asc' | 'desc'] : ['rgst_at', 'desc' as const];
  // Keys and registration and edit times are never null: no null ordering, so an index serves either direction.
  const nulls = ['rgst_at', 'edit_at', ...entity.keys].includes(field) ? sql`` : sql` nulls last`;
  const twin = `${field}_kr`;
  const [first, second] = locale === 'kr' ? [twin, field] : [field, twin];
  const sorted =
    known(twin) && fieldOf(resource, twin)
      ? sql`coalesce(${column(resource, first)}, ${column(resource, second)})${collation ? sql` collate ${sql.id(collation)}` : sql``}`
      : column(resource, field);
  const terms = [
    sql`${sorted} ${sql.raw(direction)}${nulls}`,
    ...entity.keys.map((key) => sql`${sql.ref(`${entity.table}.${key}`)} ${sql.raw(direction)}`),
  ];
  return sql`${sql.join(terms)}`;
}
