import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ADDED_PAGE_TABLES, entityOf, orderIndexes, tableDdl } from '../page-tables';
import { addChangeTriggers } from './005-change-notify';
import { createTable, index } from './ddl';

const TABLES = ADDED_PAGE_TABLES['009-dialin'] ?? [];

/**
 * The cafe's dial-in (issue 12): the day's grind, dose, yield, time and temperature per bean (cafe_dialin) and each
 * bean's target with the days after roasting it is served (cafe_dialin_default); the serial of the cafe's public
 * setting note page; the stock ledger learns whose cafe a movement is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const spec of TABLES) {
    const ddl = tableDdl(spec);
    await createTable(db, ddl.table, ddl.columns);
    for (const columns of ddl.indexes) await index(db, ddl.table, columns);
    for (const order of orderIndexes(spec)) {
      await sql.raw(`create index ${order.name} on ${ddl.table} (${order.columns.join(', ')})`).execute(db);
      if (order.replaces) await sql.raw(`drop index if exists ${order.replaces}`).execute(db);
    }
  }
  await index(db, 'cafe_dialin', ['cafe_seq', 'coffeebean_seq', 'dialin_date']);
  await sql
    .raw('alter table cafe add column cafe_note_uuid text not null unique default gen_random_uuid()::text')
    .execute(db);
  await index(db, 'stock_movement', ['cafe_seq']);
  await addChangeTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table cafe drop column cafe_note_uuid').execute(db);
  for (const spec of [...TABLES].reverse()) await sql.raw(`drop table ${entityOf(spec.page).table}`).execute(db);
}
