import { sql } from 'kysely';
import { PAY_METHODS } from '@coffee/domain/contracts';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import type { User } from '../routes/trade-lines';
import { isoDay } from '../routes/trade-lines';
import type { InvoiceKeys, IssuedLine } from './issue';
import { pricedLine, writeInvoice } from './issue';

/**
 * The roastery's invoice, locked for the rest of the transaction (payments and credit notes on one invoice run one
 * after the other), 404 for any other whatever keys are sent.
 */
async function lockInvoice(trx: Database, roaster: number, keys: InvoiceKeys) {
  const invoice = await trx
    .selectFrom('invoice')
    .selectAll()
    .where('invoice_year', '=', keys.invoice_year)
    .where('invoice_seq', '=', keys.invoice_seq)
    .where('roaster_seq', '=', roaster)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw notFound();
  return invoice;
}

/** What is still owed on an invoice: its total less its credit notes and payments. */
async function openOf(trx: Database, keys: InvoiceKeys, total: number): Promise<number> {
  const row = await sql<{ credited: number; paid: number }>`select
      (select coalesce(sum(total), 0) from invoice where credit_of_year = ${keys.invoice_year}
        and credit_of_seq = ${keys.invoice_seq}) as credited,
      (select coalesce(sum(pay_amount), 0) from invoice_payment where invoice_year = ${keys.invoice_year}
        and invoice_seq = ${keys.invoice_seq}) as paid`.execute(trx);
  const { credited, paid } = row.rows[0]!;
  return total - Number(credited) - Number(paid);
}

/** A whole amount above zero in minor units, else 400 naming the field (`field_NaN`, `field_minValue`). */
function amountOf(value: unknown, field: string): number {
  const amount = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isSafeInteger(amount))
    throw badRequest('field_NaN', { field });
  if (amount <= 0) throw badRequest('field_minValue', { field, bound: '1' });
  return amount;
}

/**
 * Records a payment against an invoice (behaviour §05-12): a day, an amount above zero and no more than is still
 * owed (`payment_above_open`, naming what is), a method of the list. A credit note takes no payment. Answers the
 * payment's serial; nothing is written on a refusal.
 */
export async function recordPayment(
  trx: Database,
  { roaster, keys, params, user }: { roaster: number; keys: InvoiceKeys; params: Row; user: User },
): Promise<number> {
  const invoice = await lockInvoice(trx, roaster, keys);
  if (invoice.invoice_kind !== 'INVOICE') throw badRequest('payment_on_credit', { field: 'invoice_seq' });
  const day = isoDay(params.pay_date);
  if (!day || Number.isNaN(Date.parse(day))) throw badRequest('field_required', { field: 'pay_date' });
  const amount = amountOf(params.pay_amount, 'pay_amount');
  const method = params.pay_method;
  if (!(PAY_METHODS as readonly unknown[]).includes(method)) throw badRequest('field_code', { field: 'pay_method' });
  const memo = typeof params.pay_memo === 'string' ? params.pay_memo.trim() : '';
  if (memo.length > 500) throw badRequest('field_max', { field: 'pay_memo' });
  const open = await openOf(trx, keys, Number(invoice.total));
  if (amount > open) throw badRequest('payment_above_open', { field: 'pay_amount', bound: String(open), open });
  const written = await trx
    .insertInto('invoice_payment')
    .values({
      ...keys,
      pay_date: day,
      pay_amount: amount,
      pay_method: method as string,
      pay_memo: memo || null,
      rgst_user: user.user_seq,
      rgst_by: user.user_name,
    })
    .returning('payment_seq')
    .executeTakeFirstOrThrow();
  return Number(written.payment_seq);
}

/**
 * Issues a credit note correcting an invoice (behaviour §05-11): per line of the invoice what it takes off, as the
 * line was priced (all that is left of every line when no list is sent), never more than is left of the line
 * (`credit_above_line`), with a reason; numbered in the roastery's series, issued on its day (due the same day).
 * A credit that takes the rest of a line takes the rest of its supply value and tax, so credits add up to the line.
 */
export async function creditNote(
  trx: Database,
  { roaster, keys, params, user }: { roaster: number; keys: InvoiceKeys; params: Row; user: User },
): Promise<InvoiceKeys & { invoice_no: string }> {
  const invoice = await lockInvoice(trx, roaster, keys);
  if (invoice.invoice_kind !== 'INVOICE') throw badRequest('credit_of_credit', { field: 'invoice_seq' });
  const reason = typeof params.credit_reason === 'string' ? params.credit_reason.trim() : '';
  if (!reason) throw badRequest('field_required', { field: 'credit_reason' });
  if (reason.length > 500) throw badRequest('field_max', { field: 'credit_reason' });
  const lines = await trx
    .selectFrom('invoice_line as l')
    .selectAll('l')
    .select([
      sql<number>`(select coalesce(sum(c.amount), 0) from invoice_line c join invoice d using (invoice_year, invoice_seq)
        where d.credit_of_year = l.invoice_year and d.credit_of_seq = l.invoice_seq and c.credit_line_no = l.line_no)`.as(
        'credited_amount',
      ),
      sql<number>`(select coalesce(sum(c.supply), 0) from invoice_line c join invoice d using (invoice_year, invoice_seq)
        where d.credit_of_year = l.invoice_year and d.credit_of_seq = l.invoice_seq and c.credit_line_no = l.line_no)`.as(
        'credited_supply',
      ),
      sql<number>`(select coalesce(sum(c.vat), 0) from invoice_line c join invoice d using (invoice_year, invoice_seq)
        where d.credit_of_year = l.invoice_year and d.credit_of_seq = l.invoice_seq and c.credit_line_no = l.line_no)`.as(
        'credited_vat',
      ),
    ])
    .where('l.invoice_year', '=', keys.invoice_year)
    .where('l.invoice_seq', '=', keys.invoice_seq)
    .orderBy('l.line_no')
    .execute();
  const left = (line: (typeof lines)[number]) => Number(line.amount) - Number(line.credited_amount);
  if (Array.isArray(params.credit_list) && params.credit_list.length === 0)
    throw badRequest('field_required', { field: 'credit_list' });
  const asked = Array.isArray(params.credit_list)
    ? (params.credit_list as Row[]).map((row, index) => ({
        line: lines.find((one) => Number(one.line_no) === Number(row.line_no)),
        index,
        amount: amountOf(row.credit_amount, `credit_amount_${index}`),
      }))
    : lines.filter((line) => left(line) > 0).map((line, index) => ({ line, index, amount: left(line) }));
  if (asked.length === 0) throw badRequest('credit_nothing_left', { field: 'credit_list' });
  const basis = {
    currency: invoice.currency,
    vat_rate: Number(invoice.vat_rate),
    price_vat_included: invoice.price_vat_included,
  };
  const credited: IssuedLine[] = [];
  for (const { line, index, amount } of asked) {
    if (!line) throw badRequest('field_code', { field: `line_no_${index}` });
    if (credited.some((one) => one.credit_line_no === Number(line.line_no)))
      throw badRequest('credit_line_twice', { field: `line_no_${index}` });
    if (amount > left(line))
      throw badRequest('credit_above_line', { field: `credit_amount_${index}`, bound: String(left(line)) });
    const copy = {
      line_kind: line.line_kind as IssuedLine['line_kind'],
      blending_seq: line.blending_seq,
      item_name: line.item_name,
      item_name_kr: line.item_name_kr,
      ship_mass: null,
      bag_mass: line.bag_mass === null ? null : Number(line.bag_mass),
      unit_price: line.unit_price === null ? null : Number(line.unit_price),
      credit_line_no: Number(line.line_no),
      amount,
    };
    credited.push(
      amount === left(line)
        ? {
            ...copy,
            supply: Number(line.supply) - Number(line.credited_supply),
            vat: Number(line.vat) - Number(line.credited_vat),
          }
        : pricedLine(copy, basis),
    );
  }
  const day = isoDay(params.credit_date);
  const today =
    day ?? (await sql<{ day: string }>`select to_char(current_date, 'YYYY-MM-DD') as day`.execute(trx)).rows[0]!.day;
  return writeInvoice(
    trx,
    {
      roaster_seq: roaster,
      cafe_seq: Number(invoice.cafe_seq),
      order_year: Number(invoice.order_year),
      order_seq: Number(invoice.order_seq),
      shipment_no: null,
      credit_of: { ...keys, reason },
      issue_date: today,
      due_date: today,
      basis,
      user,
    },
    credited,
  );
}
