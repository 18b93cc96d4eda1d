import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Rows brought from a Beanconqueror backup (behaviour §10-5) keep the app's id of what they came from
 * (`bc:<uuid>`), unique within their cafe or their user, so a second import of the same backup adds nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table cafe_equip add column import_key text;
create unique index cafe_equip_import_key_uq on cafe_equip (cafe_seq, import_key) where import_key is not null;
alter table user_equip_data add column import_key text;
create unique index user_equip_data_import_key_uq on user_equip_data (user_seq, import_key) where import_key is not null;
alter table cafe_brewing_default add column import_key text;
create unique index cafe_brewing_default_import_key_uq on cafe_brewing_default (cafe_seq, import_key)
  where import_key is not null;
alter table user_brewing_default add column import_key text;
create unique index user_brewing_default_import_key_uq on user_brewing_default (user_seq, import_key)
  where import_key is not null;
alter table coffeebean add column import_key text;
create unique index coffeebean_import_key_uq on coffeebean (cafe_seq, import_key) where import_key is not null;
alter table user_cupnote add column import_key text;
create unique index user_cupnote_import_key_uq on user_cupnote (user_seq, import_key) where import_key is not null;
alter table cafe_brewing_result add column import_key text;
create unique index cafe_brewing_result_import_key_uq on cafe_brewing_result (cafe_seq, import_key)
  where import_key is not null;
alter table user_brewing_result add column import_key text;
create unique index user_brewing_result_import_key_uq on user_brewing_result (user_seq, import_key)
  where import_key is not null;
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
alter table cafe_equip drop column import_key;
alter table user_equip_data drop column import_key;
alter table cafe_brewing_default drop column import_key;
alter table user_brewing_default drop column import_key;
alter table coffeebean drop column import_key;
alter table user_cupnote drop column import_key;
alter table cafe_brewing_result drop column import_key;
alter table user_brewing_result drop column import_key;
`.execute(db);
}
