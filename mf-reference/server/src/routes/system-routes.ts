import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemCalls } from 'mf-reference/model';
import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import { sql } from 'kysely';
import { withCatalog } from '@coffee/api-kernel/db/catalog';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { serveCall } from '@coffee/api-kernel/http/calls';

const IDENTIFIER = /^[a-z_][a-z0-9_$]{0,62}$/i;
/** Only our own schemas: never PostgreSQL's catalogs. */
const HIDDEN_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast'];

const nameParam = (request: FastifyRequest, ...names: string[]): string => {
  const params = paramsOf(request);
  const value = names
    .map((name) => params[name])
    .find((candidate) => typeof candidate === 'string' && candidate !== '');
  if (typeof value !== 'string') throw badRequest('field_required', { field: names[0] });
  if (!IDENTIFIER.test(value)) throw badRequest('field_code', { field: names[0] });
  return value;
};

/** The system table tool (behaviour §03-3.14, §03-7.8), SADMIN only: schemas, tables and columns of this database. */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const menu = menuSegments(PAGES.SystemTable);
  serveCall(app, systemCalls.schemas, async (request) => {
    await authorize(ctx, request, menu, 'listview');
    const rows = await withCatalog(ctx.db)
      .selectFrom('information_schema.schemata')
      .select([
        'schema_name as TABLE_SCHEMA',
        sql<string>`schema_name`.as('value'),
        sql<string>`schema_name`.as('label'),
      ])
      .where('schema_name', 'not in', HIDDEN_SCHEMAS)
      .where('schema_name', 'not like', 'pg\\_%')
      .orderBy('schema_name')
      .execute();
    return { status: 'OK' as const, result: rows };
  });

  serveCall(app, systemCalls.tables, async (request) => {
    await authorize(ctx, request, menu, 'listview');
    const schema = nameParam(request, 'TABLE_SCHEMA', 'table_schema');
    const rows = await withCatalog(ctx.db)
      .selectFrom('information_schema.tables as t')
      .select([
        't.table_schema as TABLE_SCHEMA',
        't.table_name as TABLE_NAME',
        't.table_type as TABLE_TYPE',
        sql<string | null>`obj_description(format('%I.%I', t.table_schema, t.table_name)::regclass)`.as(
          'TABLE_COMMENT',
        ),
        sql<string[]>`array(
          select k.column_name::text from information_schema.table_constraints c
          join information_schema.key_column_usage k on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema and k.table_name = c.table_name
          where c.table_schema = t.table_schema and c.table_name = t.table_name and c.constraint_type = 'PRIMARY KEY'
          order by k.ordinal_position)`.as('PRIMARY_KEYS'),
      ])
      .where('t.table_schema', '=', schema)
      .where('t.table_schema', 'not in', HIDDEN_SCHEMAS)
      .orderBy('t.table_name')
      .execute();
    return {
      status: 'OK' as const,
      result: rows,
      paginationMap: { page: 1, total_pages: 1, list_count: rows.length, total_count: rows.length },
    };
  });

  serveCall(app, systemCalls.columns, async (request) => {
    await authorize(ctx, request, menu, 'view');
    const schema = nameParam(request, 'TABLE_SCHEMA', 'table_schema');
    const table = nameParam(request, 'TABLE_NAME', 'table_name');
    if (HIDDEN_SCHEMAS.includes(schema)) throw notFound();
    const rows = await withCatalog(ctx.db)
      .selectFrom('information_schema.columns as c')
      .select([
        'c.column_name as COLUMN_NAME',
        'c.ordinal_position as ORDINAL_POSITION',
        'c.data_type as DATA_TYPE',
        'c.udt_name as UDT_NAME',
        'c.is_nullable as IS_NULLABLE',
        'c.column_default as COLUMN_DEFAULT',
        'c.character_maximum_length as CHARACTER_MAXIMUM_LENGTH',
        sql<boolean>`exists (
          select 1 from information_schema.table_constraints k
          join information_schema.key_column_usage u on u.constraint_name = k.constraint_name and u.table_schema = k.table_schema and u.table_name = k.table_name
          where k.table_schema = c.table_schema and k.table_name = c.table_name and k.constraint_type = 'PRIMARY KEY' and u.column_name = c.column_name)`.as(
          'COLUMN_KEY',
        ),
      ])
      .where('c.table_schema', '=', schema)
      .where('c.table_name', '=', table)
      .orderBy('c.ordinal_position')
      .execute();
    if (rows.length === 0) throw notFound();
    return { status: 'OK' as const, result: rows, detail_result: rows };
  });
}
