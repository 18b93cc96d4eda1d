import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Roast batches imported from other software's logs (behaviour §08-6.4): the format they came from and a key of
 * the roast (machine, day and curve) that a second import of the same log meets, unique within the roastery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_result
    add column roasting_import_format text,
    add column roasting_import_key text`.execute(db);
  await sql`create unique index roasting_result_import_key_uq on roasting_result (roaster_seq, roasting_import_key)
    where roasting_import_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index roasting_result_import_key_uq`.execute(db);
  await sql`alter table roasting_result drop column roasting_import_key, drop column roasting_import_format`.execute(
    db,
  );
}
