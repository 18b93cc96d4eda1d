import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The production plan and what the cup said (behaviour §05-3, §05-6): a recipe's expected roasting loss (stored
 * percent x10, below 100 %), and indexes for following a blend batch downstream by its serial (cafes' received
 * batches, consumers' notes) and a received batch to its brews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_default add column roasting_expected_loss integer
    constraint roasting_default_expected_loss_range check (roasting_expected_loss between 0 and 999)`.execute(db);
  await sql`create index coffeebean_received_blending_result_uuid_idx
    on coffeebean_received (blending_result_uuid)`.execute(db);
  await sql`create index user_cupnote_coffeebean_uuid_idx on user_cupnote (coffeebean_uuid)`.execute(db);
  await sql`create index cafe_brewing_result_received_seq_idx on cafe_brewing_result (received_seq)`.execute(db);
  await sql`create index roasting_result_recipe_date_idx
    on roasting_result (roasting_seq, roasting_result_date desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists roasting_result_recipe_date_idx`.execute(db);
  await sql`drop index if exists cafe_brewing_result_received_seq_idx`.execute(db);
  await sql`drop index if exists user_cupnote_coffeebean_uuid_idx`.execute(db);
  await sql`drop index if exists coffeebean_received_blending_result_uuid_idx`.execute(db);
  await sql`alter table roasting_default drop column if exists roasting_expected_loss`.execute(db);
}
