import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The ratings of brews and notes (overall and the six radar points). */
const RATINGS = [
  'brewing_satis',
  'cupnote_satis',
  'cupnote_balance_point',
  'cupnote_aroma_point',
  'cupnote_sweetness_point',
  'cupnote_body_point',
  'cupnote_flavor_point',
  'cupnote_acidity_point',
];

const ratingColumns = (db: Kysely<unknown>) =>
  sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_name in (${sql.join(RATINGS)})`.execute(db);

/** The tables that keep a brewing record (they have its water readings). */
const brewingTables = (db: Kysely<unknown>) =>
  sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'brewing_water_tds'`.execute(db);

/**
 * Ratings start empty: a skipped rating is stored as none, never as a perfect 10. A brew keeps its cup's TDS
 * (x100, %), from which its extraction yield is computed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table_name, column_name } of (await ratingColumns(db)).rows) {
    await sql`alter table ${sql.table(table_name)} alter column ${sql.ref(column_name)} drop default`.execute(db);
  }
  for (const { table_name } of (await brewingTables(db)).rows) {
    await sql`alter table ${sql.table(table_name)} add column brewing_tds bigint`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table_name } of (await brewingTables(db)).rows) {
    await sql`alter table ${sql.table(table_name)} drop column if exists brewing_tds`.execute(db);
  }
  for (const { table_name, column_name } of (await ratingColumns(db)).rows) {
    await sql`alter table ${sql.table(table_name)} alter column ${sql.ref(column_name)} set default 10`.execute(db);
  }
}
