import type { Kysely } from 'kysely';
import { PAGE_TABLES, tableDdl } from '../page-tables';
import { createTable, index } from './ddl';

/**
 * Roaster production, quality notes, cafe beans and brewing, user notes, events and relations (specs 02, 03).
 * Columns come from the entity definitions of @coffee/domain as they were when this migration was written;
 * later changes to a definition need a migration of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const spec of PAGE_TABLES) {
    const ddl = tableDdl(spec);
    await createTable(db, ddl.table, ddl.columns);
    for (const columns of ddl.indexes) await index(db, ddl.table, columns);
    for (const child of ddl.children) await createTable(db, child.table, child.columns, false);
  }
}
