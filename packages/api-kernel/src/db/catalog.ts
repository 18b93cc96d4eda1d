import type { Kysely } from 'kysely';
import type { Tables } from './database';

/** The columns of PostgreSQL's information_schema views that the server reads (the system tool, column checks). */
export type CatalogTables = {
  'information_schema.schemata': { schema_name: string };
  'information_schema.tables': { table_schema: string; table_name: string; table_type: string };
  'information_schema.columns': {
    table_schema: string;
    table_name: string;
    column_name: string;
    ordinal_position: number;
    data_type: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
    character_maximum_length: number | null;
  };
};

/** The database with the catalogue views beside the application's tables. */
export function withCatalog(db: Kysely<Tables>): Kysely<Tables & CatalogTables> {
  return db.withTables<CatalogTables>();
}
