import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Partial shipments (behaviour §05-7): an order may be shipped in several shipments, numbered within the order,
 * each with its own shipping and receipt day; an order with some of its lines shipped is PARTLY shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cafe_order drop constraint cafe_order_order_status_check`.execute(db);
  await sql`alter table cafe_order add constraint cafe_order_order_status_check
    check (order_status in ('PLACED', 'CONFIRMED', 'PARTLY', 'SHIPPED', 'RECEIVED', 'CANCELLED'))`.execute(db);
  await sql`alter table cafe_order_shipment
    add column shipment_no integer not null default 1 check (shipment_no > 0),
    add column ship_date date,
    add column receive_date date`.execute(db);
  await sql`update cafe_order_shipment s set ship_date = o.ship_date, receive_date = o.receive_date
    from cafe_order o where o.order_year = s.order_year and o.order_seq = s.order_seq`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update cafe_order set order_status = 'CONFIRMED' where order_status = 'PARTLY'`.execute(db);
  await sql`alter table cafe_order_shipment drop column receive_date, drop column ship_date, drop column shipment_no`.execute(
    db,
  );
  await sql`alter table cafe_order drop constraint cafe_order_order_status_check`.execute(db);
  await sql`alter table cafe_order add constraint cafe_order_order_status_check
    check (order_status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'RECEIVED', 'CANCELLED'))`.execute(db);
}
