import type { Locale } from '@coffee/domain';
import { sql } from 'kysely';
import type { Row } from '../db/database';
import { byTableName, executePrepared } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { listColumns, listExpressions, listSelect } from './list-select';
import { listQuery } from './list-query';
import type { Resource } from './resource';
import { and } from './scope';
import { visibleTo } from './visibility';

export const PAGE_SIZES = [5, 10, 20, 30, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE = 100_000;

export interface ListResult {
  status: 'OK';
  result: Row[];
  pagination: { page: number; total_pages: number };
  paginationMap: { page: number; total_pages: number; list_count: number; total_count: number };
  description: string;
  write_check: boolean;
}

/**
 * POST {list}: filters, title search, sort and paging (behaviour §01-7.3, §02-7); code and reference columns come with their
 * labels in the request's locale (`{field}__label`).
 */
export async function listRecords(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  params: Row,
  locale: Locale = 'kr',
): Promise<ListResult> {
  const { entity } = resource;
  const table = entity.table;
  const { where, ownTableOnly, order } = await listQuery(ctx, resource, access, params, locale);
  const pageSize = PAGE_SIZES.includes(Number(params.list_count) as never)
    ? Number(params.list_count)
    : DEFAULT_PAGE_SIZE;
  const page = Math.min(Math.max(1, Math.trunc(Number(params.page)) || 1), MAX_PAGE);
  // The page of rows is chosen on the table alone (an index walk); names of other records are looked up for that
  // page only; the count runs beside it (reused while the table is unchanged: the query is the key, owner included).
  const pageRows = byTableName(ctx.db)
    .selectFrom(table)
    .selectAll(table)
    .where(and(where))
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const compiledCount = byTableName(ctx.db)
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .where(and(where))
    .compile();
  const countKey = `${compiledCount.sql}\u0000${JSON.stringify(compiledCount.parameters)}`;
  const runCount = async () => Number((await executePrepared(ctx.db, compiledCount)).rows[0]?.n ?? 0);
  const select = listSelect(ctx, resource, access, locale);
  const pageQuery = select
    ? sql<Row>`select ${select} from (${pageRows}) as ${sql.table(table)} order by ${order}`.compile(ctx.db)
    : ctx.db
        .selectFrom(pageRows.as(table))
        .select([
          ...listColumns(ctx, resource).map((name) => sql.ref(`${table}.${name}`).as(name)),
          ...listExpressions(ctx, resource, locale).map(([name, expression]) => expression.as(name)),
        ])
        .orderBy(order)
        .compile();
  const [rows, total] = await Promise.all([
    executePrepared(ctx.db, pageQuery).then((result) => result.rows),
    ownTableOnly ? ctx.counts.count(table, countKey, runCount) : runCount(),
  ]);
  const totalPages = Math.ceil(total / pageSize);
  const { rowEditable } = resource;
  const flagged = rowEditable ? rows.map((row) => ({ ...row, row_editable: rowEditable(access, row) })) : rows;
  return {
    status: 'OK',
    // The precompiled select list only reads what the visitor may see.
    result: select ? flagged : flagged.map((row) => visibleTo(resource, access, row)),
    pagination: { page, total_pages: totalPages },
    paginationMap: { page, total_pages: totalPages, list_count: pageSize, total_count: total },
    description: total === 0 ? 'nodata_text' : '',
    write_check: access.rights.write && entity.creatable !== false && !entity.readOnly,
  };
}
