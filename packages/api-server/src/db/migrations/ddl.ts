import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Part of every migration that uses it: a change here rewrites history (databases migrated before keep the old DDL).

/** rgst_user / edit_user: user seq; *_by: display name; *_at: millisecond precision so edit_at round-trips JSON. */
export const AUDIT_COLUMNS = `
  rgst_user bigint,
  rgst_by text,
  rgst_at timestamptz(3) not null default now(),
  edit_user bigint,
  edit_by text,
  edit_at timestamptz(3) not null default now()`;

/** Migration DDL only: table and column names are literals of the migration files, never input. */
export async function createTable(db: Kysely<unknown>, table: string, columns: string, audit = true): Promise<void> {
  await sql.raw(`create table ${table} (${columns}${audit ? `,${AUDIT_COLUMNS}` : ''})`).execute(db);
}

export async function index(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  unique = false,
): Promise<void> {
  const name = `${table}_${columns.join('_')}_idx`.replace(/[^a-z0-9_]/g, '');
  await sql.raw(`create ${unique ? 'unique ' : ''}index ${name} on ${table} (${columns.join(', ')})`).execute(db);
}
