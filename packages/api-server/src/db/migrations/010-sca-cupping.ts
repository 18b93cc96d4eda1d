import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { scaFields } from '@coffee/domain';
import { PAGE_TABLES, columnDdl, entityOf, orderIndexes } from '../page-tables';

/** The QC note pages that carry the SCA cupping form (issue 13). */
const QC_PAGES = ['QCBlending', 'QCRoasting', 'QCGreenbean', 'QCBrewingResult', 'QCCoffeebean'];

const scaColumns = () => scaFields().filter((field) => field.stored !== false && !field.transient);

/**
 * The SCA cupping form on every QC note table: the attribute scores (hundredths), levels, cups, defect cups and the
 * total and final score the server computes on save, plus the list order indexes of the new sorts (score).
 * `if not exists`: a database created after this definition already has them from 004 and 006.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const spec of PAGE_TABLES.filter((table) => QC_PAGES.includes(table.page))) {
    const table = entityOf(spec.page).table;
    for (const field of scaColumns()) {
      await sql.raw(`alter table ${table} add column if not exists ${columnDdl(field)}`).execute(db);
    }
    for (const index of orderIndexes(spec)) {
      await sql.raw(`create index if not exists ${index.name} on ${table} (${index.columns.join(', ')})`).execute(db);
      if (index.replaces) await sql.raw(`drop index if exists ${index.replaces}`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const spec of PAGE_TABLES.filter((table) => QC_PAGES.includes(table.page))) {
    const table = entityOf(spec.page).table;
    for (const field of scaColumns())
      await sql.raw(`alter table ${table} drop column if exists ${field.name}`).execute(db);
  }
}
