import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addChangeTriggers } from './005-change-notify';

/**
 * Invoices, credit notes and payments (behaviour §05-11, §05-12):
 * - `invoice_counter`: per roastery and year the last number given; the issuing transaction takes the next one with
 *   the row locked, so numbers run without gap or duplicate (a rolled-back shipment gives its number back).
 * - `invoice`: an invoice issued by a shipment (`INVOICE`) or a credit note correcting one (`CREDIT`, `credit_of_*`),
 *   with the seller's and buyer's business identity as they were on the day, the order's money settings and the
 *   figures. Issued documents never change: a trigger refuses any update or delete of an invoice or its lines.
 * - `invoice_line`: supply value and tax per line (the Korean tax invoice prints them per item).
 * - `invoice_payment`: payments received against an invoice (date, amount, method), partial ones included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoice_counter (
    roaster_seq integer not null references roaster (roaster_seq),
    invoice_year integer not null,
    last_number integer not null check (last_number > 0),
    primary key (roaster_seq, invoice_year))`.execute(db);
  await sql`create table invoice (
    invoice_year integer not null,
    invoice_seq integer generated always as identity,
    invoice_number integer not null check (invoice_number > 0),
    invoice_no text not null,
    invoice_kind text not null default 'INVOICE' check (invoice_kind in ('INVOICE', 'CREDIT')),
    roaster_seq integer not null references roaster (roaster_seq),
    cafe_seq integer not null references cafe (cafe_seq),
    order_year integer not null,
    order_seq integer not null,
    shipment_no integer,
    credit_of_year integer,
    credit_of_seq integer,
    credit_reason text,
    issue_date date not null,
    due_date date not null,
    currency text not null,
    vat_rate numeric(4, 2) not null,
    price_vat_included boolean not null,
    subtotal bigint not null check (subtotal >= 0),
    vat bigint not null check (vat >= 0),
    total bigint not null check (total = subtotal + vat),
    seller_name text, seller_name_kr text, seller_biz_no text, seller_biz_owner text, seller_biz_address text,
    seller_biz_type text, seller_biz_item text, seller_biz_email text,
    buyer_name text, buyer_name_kr text, buyer_biz_no text, buyer_biz_owner text, buyer_biz_address text,
    buyer_biz_type text, buyer_biz_item text, buyer_biz_email text,
    rgst_at timestamptz not null default now(),
    rgst_user integer,
    rgst_by text,
    primary key (invoice_year, invoice_seq),
    unique (invoice_seq),
    unique (roaster_seq, invoice_year, invoice_number),
    foreign key (order_year, order_seq) references cafe_order (order_year, order_seq),
    foreign key (credit_of_year, credit_of_seq) references invoice (invoice_year, invoice_seq),
    check ((invoice_kind = 'INVOICE') = (credit_of_seq is null)),
    check ((invoice_kind = 'INVOICE') = (shipment_no is not null)))`.execute(db);
  // One invoice per shipment.
  await sql`create unique index invoice_shipment_idx on invoice (order_year, order_seq, shipment_no)
    where invoice_kind = 'INVOICE'`.execute(db);
  await sql`create index invoice_cafe_idx on invoice (cafe_seq, issue_date)`.execute(db);
  await sql`create index invoice_roaster_idx on invoice (roaster_seq, issue_date)`.execute(db);
  await sql`create index invoice_credit_idx on invoice (credit_of_year, credit_of_seq)`.execute(db);
  await sql`create table invoice_line (
    invoice_year integer not null,
    invoice_seq integer not null,
    line_no integer not null check (line_no > 0),
    line_kind text not null check (line_kind in ('BLEND', 'SHIPPING')),
    blending_seq integer,
    item_name text,
    item_name_kr text,
    ship_mass bigint,
    bag_mass bigint,
    unit_price bigint,
    credit_line_no integer,
    amount bigint not null check (amount >= 0),
    supply bigint not null check (supply >= 0),
    vat bigint not null check (vat >= 0),
    primary key (invoice_year, invoice_seq, line_no),
    foreign key (invoice_year, invoice_seq) references invoice (invoice_year, invoice_seq))`.execute(db);
  await sql`create table invoice_payment (
    payment_seq integer generated always as identity primary key,
    invoice_year integer not null,
    invoice_seq integer not null,
    pay_date date not null,
    pay_amount bigint not null check (pay_amount > 0),
    pay_method text not null check (pay_method in ('TRANSFER', 'CASH', 'CARD', 'CHECK', 'BILL', 'OTHER')),
    pay_memo text,
    rgst_at timestamptz not null default now(),
    rgst_user integer,
    rgst_by text,
    foreign key (invoice_year, invoice_seq) references invoice (invoice_year, invoice_seq))`.execute(db);
  await sql`create index invoice_payment_invoice_idx on invoice_payment (invoice_year, invoice_seq)`.execute(db);
  // An issued invoice is never edited nor removed: a correction is a credit note (behaviour §05-11).
  await sql`create function invoice_issued() returns trigger language plpgsql as $$
    begin
      raise exception 'invoice_issued: an issued invoice is corrected by a credit note, never changed'
        using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger invoice_issued before update or delete on invoice
    for each row execute function invoice_issued()`.execute(db);
  await sql`create trigger invoice_line_issued before update or delete on invoice_line
    for each row execute function invoice_issued()`.execute(db);
  await addChangeTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invoice_payment`.execute(db);
  await sql`drop table if exists invoice_line`.execute(db);
  await sql`drop table if exists invoice`.execute(db);
  await sql`drop function if exists invoice_issued()`.execute(db);
  await sql`drop table if exists invoice_counter`.execute(db);
}
