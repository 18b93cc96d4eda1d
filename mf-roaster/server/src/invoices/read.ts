import { sql } from 'kysely';
import type { InvoiceDetail, InvoiceRow, InvoiceStatus } from '@coffee/domain/contracts';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';

/** Which side reads: the roastery that issued the invoice or the cafe that owes it; any other finds nothing. */
export interface Side {
  org: 'roaster' | 'cafe';
  seq: number;
}

/** An invoice's keys from the body (400 naming the key when missing or not a whole number). */
export function invoiceKeys(params: Row): { invoice_year: number; invoice_seq: number } {
  const keys = { invoice_year: Number(params.invoice_year), invoice_seq: Number(params.invoice_seq) };
  for (const [name, value] of Object.entries(keys))
    if (!Number.isSafeInteger(value) || value <= 0) throw badRequest('field_required', { field: name });
  return keys;
}

/**
 * An invoice's state on `day` (behaviour §05-12): paid once nothing is owed (credit notes and payments cover it),
 * overdue when something is owed after its due date, partly paid when something was paid, else open.
 */
export function invoiceStatus(
  row: { invoice_kind: string; open: number; paid: number; due_date: string },
  day: string,
): InvoiceStatus {
  if (row.invoice_kind === 'CREDIT') return 'credit';
  if (row.open <= 0) return 'paid';
  if (day > row.due_date) return 'overdue';
  return row.paid > 0 ? 'partly_paid' : 'open';
}

const DAY = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * Invoices and credit notes with what credit notes took off them, what was paid and what is still owed: every
 * recorded credit note and payment counts; the day decides only what is overdue.
 */
export function invoiceRows(db: Database) {
  return db
    .selectFrom('invoice as i')
    .leftJoin('invoice as o', (join) =>
      join.onRef('o.invoice_year', '=', 'i.credit_of_year').onRef('o.invoice_seq', '=', 'i.credit_of_seq'),
    )
    .select([
      'i.invoice_year',
      'i.invoice_seq',
      'i.invoice_no',
      'i.invoice_kind',
      'i.roaster_seq',
      'i.cafe_seq',
      'i.order_year',
      'i.order_seq',
      'i.shipment_no',
      DAY('i.issue_date').as('issue_date'),
      DAY('i.due_date').as('due_date'),
      'i.currency',
      'i.subtotal',
      'i.vat',
      'i.total',
      'i.seller_name',
      'i.seller_name_kr',
      'i.buyer_name',
      'i.buyer_name_kr',
      'o.invoice_no as credit_of_no',
      sql<number>`(select coalesce(sum(c.total), 0) from invoice c
        where c.credit_of_year = i.invoice_year and c.credit_of_seq = i.invoice_seq)`.as('credited'),
      sql<number>`(select coalesce(sum(p.pay_amount), 0) from invoice_payment p
        where p.invoice_year = i.invoice_year and p.invoice_seq = i.invoice_seq)`.as('paid'),
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof invoiceRows>['execute']>>[number];

/** A row as answered: numbers as numbers, what is owed and the state on `day`. */
export function answerRow(row: Selected, day: string): InvoiceRow {
  const credit = row.invoice_kind === 'CREDIT';
  const figures = {
    subtotal: Number(row.subtotal),
    vat: Number(row.vat),
    total: Number(row.total),
    credited: credit ? 0 : Number(row.credited),
    paid: credit ? 0 : Number(row.paid),
  };
  const open = credit ? 0 : figures.total - figures.credited - figures.paid;
  const base = {
    ...row,
    ...figures,
    invoice_kind: row.invoice_kind as 'INVOICE' | 'CREDIT',
    invoice_year: Number(row.invoice_year),
    invoice_seq: Number(row.invoice_seq),
    roaster_seq: Number(row.roaster_seq),
    cafe_seq: Number(row.cafe_seq),
    order_year: Number(row.order_year),
    order_seq: Number(row.order_seq),
    shipment_no: row.shipment_no === null ? null : Number(row.shipment_no),
    open,
  };
  return { ...base, status: invoiceStatus(base, day) };
}

/** The side's own invoices: the roastery's issued, the cafe's received. */
export const ownedBy = (side: Side) => (side.org === 'roaster' ? 'i.roaster_seq' : 'i.cafe_seq');

/** The day as the body sends it (`today`, the visitor's day), else the database's. */
export async function readDay(db: Database, value: unknown): Promise<string> {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const today = await sql<{ day: string }>`select to_char(current_date, 'YYYY-MM-DD') as day`.execute(db);
  return today.rows[0]!.day;
}

const PARTY = ['name', 'name_kr', 'biz_no', 'biz_owner', 'biz_address', 'biz_type', 'biz_item', 'biz_email'];

/**
 * One invoice or credit note as both sides read it (behaviour §05-11): its parties as issued, lines, payments and
 * the credit notes against it. Another organisation's answers 404 whatever keys are sent.
 */
export async function invoiceDetail(
  db: Database,
  side: Side,
  keys: { invoice_year: number; invoice_seq: number },
  day: string,
): Promise<InvoiceDetail> {
  const row = await invoiceRows(db)
    .where('i.invoice_year', '=', keys.invoice_year)
    .where('i.invoice_seq', '=', keys.invoice_seq)
    .where(ownedBy(side), '=', side.seq)
    .executeTakeFirst();
  if (!row) throw notFound();
  const full = await db
    .selectFrom('invoice')
    .selectAll()
    .where('invoice_year', '=', keys.invoice_year)
    .where('invoice_seq', '=', keys.invoice_seq)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('invoice_line as l')
    .selectAll('l')
    .select(
      sql<number>`(select coalesce(sum(c.amount), 0) from invoice_line c join invoice d
        on d.invoice_year = c.invoice_year and d.invoice_seq = c.invoice_seq
        where d.credit_of_year = l.invoice_year and d.credit_of_seq = l.invoice_seq
          and c.credit_line_no = l.line_no)`.as('credited'),
    )
    .where('l.invoice_year', '=', keys.invoice_year)
    .where('l.invoice_seq', '=', keys.invoice_seq)
    .orderBy('l.line_no')
    .execute();
  const payments = await db
    .selectFrom('invoice_payment')
    .select(['payment_seq', DAY('pay_date').as('pay_date'), 'pay_amount', 'pay_method', 'pay_memo'])
    .where('invoice_year', '=', keys.invoice_year)
    .where('invoice_seq', '=', keys.invoice_seq)
    .orderBy('pay_date')
    .orderBy('payment_seq')
    .execute();
  const credits = await db
    .selectFrom('invoice')
    .select(['invoice_year', 'invoice_seq', 'invoice_no'])
    .where('credit_of_year', '=', keys.invoice_year)
    .where('credit_of_seq', '=', keys.invoice_seq)
    .orderBy('invoice_number')
    .execute();
  const party = (prefix: string) =>
    Object.fromEntries(PARTY.map((column) => [column, (full as Row)[`${prefix}_${column}`] ?? null]));
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...answerRow(row, day),
    vat_rate: Number(full.vat_rate),
    price_vat_included: full.price_vat_included,
    credit_of_year: num(full.credit_of_year),
    credit_of_seq: num(full.credit_of_seq),
    credit_reason: full.credit_reason,
    seller: party('seller') as InvoiceDetail['seller'],
    buyer: party('buyer') as InvoiceDetail['buyer'],
    lines: lines.map((line) => ({
      line_no: Number(line.line_no),
      line_kind: line.line_kind as 'BLEND' | 'SHIPPING',
      blending_seq: num(line.blending_seq),
      item_name: line.item_name,
      item_name_kr: line.item_name_kr,
      ship_mass: num(line.ship_mass),
      bag_mass: num(line.bag_mass),
      unit_price: num(line.unit_price),
      credit_line_no: num(line.credit_line_no),
      amount: Number(line.amount),
      supply: Number(line.supply),
      vat: Number(line.vat),
      credited: Number(line.credited),
    })),
    payments: payments.map((payment) => ({
      payment_seq: Number(payment.payment_seq),
      pay_date: payment.pay_date,
      pay_amount: Number(payment.pay_amount),
      pay_method: payment.pay_method,
      pay_memo: payment.pay_memo,
    })),
    credits: credits.map((credit) => ({
      invoice_year: Number(credit.invoice_year),
      invoice_seq: Number(credit.invoice_seq),
      invoice_no: credit.invoice_no,
    })),
  };
}

/** A side's invoices and credit notes, newest first, filtered by state, issue days and the other party. */
export async function invoiceList(db: Database, side: Side, params: Row, day: string): Promise<InvoiceRow[]> {
  let query = invoiceRows(db).where(ownedBy(side), '=', side.seq);
  const other = Number(params[side.org === 'roaster' ? 'cafe_seq' : 'roaster_seq']);
  if (params[side.org === 'roaster' ? 'cafe_seq' : 'roaster_seq'] && Number.isSafeInteger(other))
    query = query.where(side.org === 'roaster' ? 'i.cafe_seq' : 'i.roaster_seq', '=', other);
  const dayOf = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const from = dayOf(params.from);
  const to = dayOf(params.to);
  if (from) query = query.where('i.issue_date', '>=', from);
  if (to) query = query.where('i.issue_date', '<=', to);
  const rows = (await query.orderBy('i.issue_date', 'desc').orderBy('i.invoice_seq', 'desc').execute()).map((row) =>
    answerRow(row, day),
  );
  const status = typeof params.status === 'string' && params.status ? params.status : null;
  return status ? rows.filter((row) => row.status === status) : rows;
}
