import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Costs (behaviour §05-14, §05-16): a green lot's purchase cost (a price per kg and the freight, duties and other
 * costs of the whole lot, in the roastery's currency minor unit), a roaster machine's optional cost per batch (gas,
 * labour), and whether a cafe's baristas see the cost of a cup. Batch costs, margins and cup costs are computed from
 * these and the records on every read, never stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table greenbean_roaster_year
    add column greenbean_price_kg bigint check (greenbean_price_kg >= 0),
    add column greenbean_freight bigint check (greenbean_freight >= 0),
    add column greenbean_duties bigint check (greenbean_duties >= 0),
    add column greenbean_other_cost bigint check (greenbean_other_cost >= 0)`.execute(db);
  await sql`alter table roaster_equip add column equip_batch_cost bigint check (equip_batch_cost >= 0)`.execute(db);
  await sql`alter table cafe add column cafe_cup_cost_barista boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cafe drop column cafe_cup_cost_barista`.execute(db);
  await sql`alter table roaster_equip drop column equip_batch_cost`.execute(db);
  await sql`alter table greenbean_roaster_year drop column greenbean_other_cost, drop column greenbean_duties,
    drop column greenbean_freight, drop column greenbean_price_kg`.execute(db);
}
