import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** A serial's short code names its first ten hex digits (`xxxxxxxx-xx`): each serial column is searched by them. */
const SERIAL_COLUMNS = [
  ['blending_default', 'blending_uuid_str'],
  ['blending_default', 'blending_uuid_cafe'],
  ['blending_result', 'blending_result_uuid_str'],
  ['blending_result', 'blending_result_uuid_cafe'],
  ['coffeebean', 'coffeebean_uuid_str'],
  ['coffeebean_received', 'received_uuid_str'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of SERIAL_COLUMNS)
    await sql`create index if not exists ${sql.id(`${column}_short_idx`)} on ${sql.table(table)} (lower(left(${sql.ref(column)}, 11)))`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [, column] of SERIAL_COLUMNS) await sql`drop index if exists ${sql.id(`${column}_short_idx`)}`.execute(db);
}
