import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A roasting recipe's reference batch (a result's chart overlays it, behaviour §04-2): the batch's year and seq, a key of
 * the roastery's results. Deleting the batch clears the reference. `if not exists`: a database created after this
 * definition already has the columns from 004 (without the foreign key, as roasting_result comes later there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_default
    add column if not exists roasting_reference_year bigint,
    add column if not exists roasting_reference_seq bigint`.execute(db);
  await sql`alter table roasting_default add constraint roasting_default_reference_fk
    foreign key (roasting_reference_year, roasting_reference_seq)
    references roasting_result (roasting_result_year, roasting_result_seq) on delete set null`.execute(db);
  await sql`create index if not exists roasting_default_reference_idx
    on roasting_default (roasting_reference_year, roasting_reference_seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_default drop constraint if exists roasting_default_reference_fk`.execute(db);
  await sql`alter table roasting_default
    drop column if exists roasting_reference_year,
    drop column if exists roasting_reference_seq`.execute(db);
}
