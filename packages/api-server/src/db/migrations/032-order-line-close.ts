import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Partial deliveries (behaviour §05-7): a line ships in parts, so one batch may serve an order in more than one
 * shipment, and the roastery may close a line short with a reason and a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cafe_order_blending add column close_reason text, add column close_date date`.execute(db);
  await sql`alter table cafe_order_shipment drop constraint cafe_order_shipment_pkey,
    add primary key (order_year, order_seq, shipment_no, blending_result_seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cafe_order_shipment drop constraint cafe_order_shipment_pkey,
    add primary key (order_year, order_seq, blending_result_seq)`.execute(db);
  await sql`alter table cafe_order_blending drop column close_date, drop column close_reason`.execute(db);
}
