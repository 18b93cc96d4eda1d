import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { PAGE_TABLES, entityOf, orderIndexes } from '../page-tables';

/**
 * List pages walk an index in the list's order: owner + sort field + keys (and owner + year + sort field + keys on
 * pages filed by year), replacing the owner + field indexes of 004 that left ties and descending null orders to a sort.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const spec of PAGE_TABLES) {
    const table = entityOf(spec.page).table;
    for (const index of orderIndexes(spec)) {
      await sql.raw(`create index if not exists ${index.name} on ${table} (${index.columns.join(', ')})`).execute(db);
      if (index.replaces) await sql.raw(`drop index if exists ${index.replaces}`).execute(db);
    }
  }
}
