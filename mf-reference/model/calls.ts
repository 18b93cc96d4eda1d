// The reference area's hand-written calls: one contract each, read by the page that calls it and the route that
// serves it.
import { crudPaths } from '@coffee/domain';
import { T, defineCall } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A schema or table name as the tool sends it (upper case, or the lower-case twin); the handler checks it. */
const NameParam = () => T.Optional(T.Union([T.String(), T.Null()]));
const tableParams = T.Open({
  table_schema: NameParam(),
  table_name: NameParam(),
  TABLE_SCHEMA: NameParam(),
  TABLE_NAME: NameParam(),
});

const SchemaRow = T.Open({ TABLE_SCHEMA: T.String(), value: T.String(), label: T.String() });
const TableRow = T.Open({
  TABLE_SCHEMA: T.String(),
  TABLE_NAME: T.String(),
  TABLE_TYPE: T.Nullable(T.String()),
  TABLE_COMMENT: T.Nullable(T.String()),
  PRIMARY_KEYS: T.Array(T.String()),
});
const ColumnRow = T.Open({
  COLUMN_NAME: T.String(),
  ORDINAL_POSITION: T.Number(),
  DATA_TYPE: T.String(),
  UDT_NAME: T.Nullable(T.String()),
  /** `YES` or `NO`. */
  IS_NULLABLE: T.String(),
  COLUMN_DEFAULT: T.Nullable(T.String()),
  CHARACTER_MAXIMUM_LENGTH: T.Nullable(T.Number()),
  COLUMN_KEY: T.Boolean(),
});

/** The system table tool (behaviour §03-7.8), SADMIN only: schemas, tables and columns of this database. */
export const systemCalls = {
  schemas: defineCall({
    path: '/api/setting/system/schema',
    method: 'GET+POST',
    tag: 'SystemTable',
    summary: "The database's own schemas",
    params: tableParams,
    result: T.Array(SchemaRow),
  }),
  tables: defineCall({
    path: '/api/setting/system/table',
    method: 'GET+POST',
    tag: 'SystemTable',
    summary: 'The tables of a schema, with their comments and primary keys',
    params: tableParams,
    result: T.Array(TableRow),
    extras: {
      paginationMap: T.Open({
        page: T.Number(),
        total_pages: T.Number(),
        list_count: T.Number(),
        total_count: T.Number(),
      }),
    },
  }),
  columns: defineCall({
    path: '/api/setting/system/column',
    method: 'GET+POST',
    tag: 'SystemTable',
    summary: 'The columns of a table',
    params: tableParams,
    result: T.Array(ColumnRow),
    extras: { detail_result: T.Array(ColumnRow) },
  }),
};
export interface SystemTableRow extends Static<typeof TableRow> {}
export interface SystemColumn extends Static<typeof ColumnRow> {}

/**
 * The engine's calls of a page the tool generates from a table (behaviour §03-7.8): its list, detail and save under
 * `/api/<page path>`, as every engine page's.
 */
export const generatedPagePaths = (pagePath: string) => crudPaths(`/api/${pagePath}`);
