import { sql } from 'kysely';
import { amountOfMass, splitVat } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import type { User } from '../routes/trade-lines';
import { dayValue } from '../routes/trade-lines';

/** An invoice's keys. */
export interface InvoiceKeys {
  invoice_year: number;
  invoice_seq: number;
}

/** A line as issued: what it is, its value as priced, and that value split into supply value and tax. */
export interface IssuedLine {
  line_kind: 'BLEND' | 'SHIPPING';
  blending_seq: number | null;
  item_name: string | null;
  item_name_kr: string | null;
  ship_mass: number | null;
  bag_mass: number | null;
  unit_price: number | null;
  credit_line_no: number | null;
  amount: number;
  supply: number;
  vat: number;
}

/** The money settings an order was placed with (behaviour §05-10). */
export interface PriceBasis {
  currency: string;
  vat_rate: number;
  price_vat_included: boolean;
}

/** An invoice's number as printed: its year and its place in the roastery's series, "2026-0001". */
export const invoiceNo = (year: number, number: number): string => `${year}-${String(number).padStart(4, '0')}`;

/**
 * The roastery's next number of the year (behaviour §05-11): the counter row is written and so stays locked until the
 * issuing transaction ends, so concurrent issues take one number each, in turn; a transaction that rolls back gives
 * its number back. Numbers thus run 1, 2, 3 ... without gap or duplicate.
 */
export async function nextInvoiceNumber(trx: Database, roaster: number, year: number): Promise<number> {
  const row = await trx
    .insertInto('invoice_counter')
    .values({ roaster_seq: roaster, invoice_year: year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['roaster_seq', 'invoice_year'])
        .doUpdateSet({ last_number: sql<number>`invoice_counter.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** A line valued as priced, split into supply value and tax by the one rule of behaviour §05-10 (per line). */
export function pricedLine(line: Omit<IssuedLine, 'supply' | 'vat'>, basis: PriceBasis): IssuedLine {
  const { supply, vat } = splitVat(line.amount, basis.vat_rate, basis.price_vat_included);
  return { ...line, supply, vat };
}

const PARTY_COLUMNS = ['name', 'name_kr', 'biz_no', 'biz_owner', 'biz_address', 'biz_type', 'biz_item', 'biz_email'];

/** The seller's and buyer's names and business identity as they are now, kept on the invoice (behaviour §05-11). */
async function partiesOf(trx: Database, roaster: number, cafe: number): Promise<Row> {
  const seller = await trx
    .selectFrom('roaster')
    .selectAll()
    .where('roaster_seq', '=', roaster)
    .executeTakeFirstOrThrow();
  const buyer = await trx.selectFrom('cafe').selectAll().where('cafe_seq', '=', cafe).executeTakeFirstOrThrow();
  const of = (prefix: string, row: Row, side: string) =>
    Object.fromEntries(PARTY_COLUMNS.map((column) => [`${side}_${column}`, row[`${prefix}_${column}`] ?? null]));
  return { ...of('roaster', seller as Row, 'seller'), ...of('cafe', buyer as Row, 'buyer') };
}

/**
 * Writes an invoice or credit note with its lines, numbered next in the roastery's series of its issue year, the
 * parties as they are today; its figures are the sums of its lines' supply values and taxes.
 */
export async function writeInvoice(
  trx: Database,
  header: {
    roaster_seq: number;
    cafe_seq: number;
    order_year: number;
    order_seq: number;
    shipment_no: number | null;
    credit_of?: (InvoiceKeys & { reason: string }) | null;
    issue_date: string;
    due_date: string;
    basis: PriceBasis;
    user: User;
  },
  lines: readonly IssuedLine[],
): Promise<InvoiceKeys & { invoice_no: string }> {
  const year = Number(header.issue_date.slice(0, 4));
  const number = await nextInvoiceNumber(trx, header.roaster_seq, year);
  const subtotal = lines.reduce((sum, line) => sum + line.supply, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  const no = invoiceNo(year, number);
  const written = await trx
    .insertInto('invoice')
    .values({
      invoice_year: year,
      invoice_number: number,
      invoice_no: no,
      invoice_kind: header.credit_of ? 'CREDIT' : 'INVOICE',
      roaster_seq: header.roaster_seq,
      cafe_seq: header.cafe_seq,
      order_year: header.order_year,
      order_seq: header.order_seq,
      shipment_no: header.shipment_no,
      credit_of_year: header.credit_of?.invoice_year ?? null,
      credit_of_seq: header.credit_of?.invoice_seq ?? null,
      credit_reason: header.credit_of?.reason ?? null,
      issue_date: header.issue_date,
      due_date: header.due_date,
      currency: header.basis.currency,
      vat_rate: String(header.basis.vat_rate),
      price_vat_included: header.basis.price_vat_included,
      subtotal,
      vat,
      total: subtotal + vat,
      ...(await partiesOf(trx, header.roaster_seq, header.cafe_seq)),
      rgst_user: header.user.user_seq,
      rgst_by: header.user.user_name,
    })
    .returning(['invoice_year', 'invoice_seq'])
    .executeTakeFirstOrThrow();
  const keys = { invoice_year: Number(written.invoice_year), invoice_seq: Number(written.invoice_seq) };
  if (lines.length > 0)
    await trx
      .insertInto('invoice_line')
      .values(lines.map((line, index) => ({ ...keys, line_no: index + 1, ...line })))
      .execute();
  return { ...keys, invoice_no: no };
}

/**
 * The order's shipping fee as an invoice line, as the order's value counted it (behaviour §05-10): the order keeps the
 * fee's supply value, and its VAT is the order's VAT less its lines' (each line's split as `orderValue` splits it);
 * null without a fee.
 */
async function shippingLine(trx: Database, order: Row, basis: PriceBasis): Promise<IssuedLine | null> {
  const supply = Number(order.shipping_fee ?? 0);
  if (!(supply > 0)) return null;
  const lines = await trx
    .selectFrom('cafe_order_blending')
    .select('line_amount')
    .where('order_year', '=', Number(order.order_year))
    .where('order_seq', '=', Number(order.order_seq))
    .execute();
  const linesVat = lines.reduce(
    (sum, line) => sum + splitVat(Number(line.line_amount ?? 0), basis.vat_rate, basis.price_vat_included).vat,
    0,
  );
  const vat = Math.max(0, Number(order.vat ?? 0) - linesVat);
  const amount = basis.price_vat_included ? supply + vat : supply;
  return {
    line_kind: 'SHIPPING',
    blending_seq: null,
    item_name: 'Shipping',
    item_name_kr: '배송비',
    ship_mass: null,
    bag_mass: null,
    unit_price: amount,
    credit_line_no: null,
    amount,
    supply,
    vat,
  };
}

/**
 * Issues the invoice of an order's shipment, in the shipment's transaction (behaviour §05-11): a line per blend
 * shipped, its mass valued at the order line's unit price as placed (`amountOfMass`), the order's shipping fee as a
 * line of the first shipment's invoice; issued the shipment's day, due the partner cafe's payment days later. An
 * order placed before prices (no unit price on any line) issues none (null).
 */
export async function issueShipmentInvoice(
  trx: Database,
  { order, shipmentNo, day, user }: { order: Row; shipmentNo: number; day: string | null; user: User },
): Promise<(InvoiceKeys & { invoice_no: string }) | null> {
  const keys = { order_year: Number(order.order_year), order_seq: Number(order.order_seq) };
  const shipped = await trx
    .selectFrom('cafe_order_shipment as s')
    .innerJoin('cafe_order_blending as l', (join) =>
      join
        .onRef('l.order_year', '=', 's.order_year')
        .onRef('l.order_seq', '=', 's.order_seq')
        .onRef('l.blending_seq', '=', 's.blending_seq'),
    )
    .innerJoin('blending_default as b', 'b.blending_seq', 's.blending_seq')
    .select([
      's.blending_seq',
      'b.blending_name',
      'b.blending_name_kr',
      'l.bag_mass',
      'l.unit_price',
      sql<number>`sum(s.ship_mass)`.as('ship_mass'),
    ])
    .where('s.order_year', '=', keys.order_year)
    .where('s.order_seq', '=', keys.order_seq)
    .where('s.shipment_no', '=', shipmentNo)
    .groupBy(['s.blending_seq', 'b.blending_name', 'b.blending_name_kr', 'l.bag_mass', 'l.unit_price'])
    .orderBy('s.blending_seq')
    .execute();
  if (shipped.length === 0 || shipped.every((line) => line.unit_price === null)) return null;
  const basis: PriceBasis = {
    currency: String(order.currency ?? 'KRW'),
    vat_rate: Number(order.vat_rate ?? 10),
    price_vat_included: order.price_vat_included === true,
  };
  const lines = shipped.map((line) => {
    const mass = Number(line.ship_mass);
    // A blend sold without sizes is priced per kg (behaviour §05-10).
    const bag = line.bag_mass === null ? 10000 : Number(line.bag_mass);
    const price = Number(line.unit_price ?? 0);
    return pricedLine(
      {
        line_kind: 'BLEND',
        blending_seq: Number(line.blending_seq),
        item_name: line.blending_name,
        item_name_kr: line.blending_name_kr,
        ship_mass: mass,
        bag_mass: bag,
        unit_price: price,
        credit_line_no: null,
        amount: amountOfMass(mass, bag, price),
      },
      basis,
    );
  });
  const fee = await shippingLine(trx, order, basis);
  if (shipmentNo === 1 && fee) lines.push(fee);
  const dates = await sql<{ issue_date: string; due_date: string }>`
    select to_char(d.day, 'YYYY-MM-DD') as issue_date,
           to_char(d.day + coalesce((select max(rc.roaster_cafe_payment_days) from roaster_cafe rc
             where rc.roaster_seq = ${Number(order.roaster_seq)} and rc.cafe_seq = ${Number(order.cafe_seq)}), 30),
             'YYYY-MM-DD') as due_date
      from (select ${dayValue(day)}::date as day) d`.execute(trx);
  const { issue_date, due_date } = dates.rows[0]!;
  return writeInvoice(
    trx,
    {
      roaster_seq: Number(order.roaster_seq),
      cafe_seq: Number(order.cafe_seq),
      ...keys,
      shipment_no: shipmentNo,
      issue_date,
      due_date,
      basis,
      user,
    },
    lines,
  );
}
