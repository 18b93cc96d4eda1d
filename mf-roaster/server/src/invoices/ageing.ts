import { sql } from 'kysely';
import type { Statement } from '@coffee/domain/contracts';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import type { Side } from './read';
import { answerRow, invoiceRows, ownedBy } from './read';

/** What is owed, aged by days past due on a day (behaviour §05-12). */
export interface Aged {
  open: number;
  current: number;
  d1_30: number;
  d31_60: number;
  over_60: number;
}

const DAY_MS = 86_400_000;
/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The bucket of an amount owed `late` days after its due date: not yet due (or due today), 1-30, 31-60, over 60. */
export function ageBucket(late: number): keyof Omit<Aged, 'open'> {
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  return 'over_60';
}

/**
 * What each counterpart owes (the roastery's cafes) or is owed (the cafe's roasteries) on `day`, from the invoices
 * still open: each invoice's open amount in the bucket of its days past due (behaviour §05-12). Counterparts with
 * nothing open are left out.
 */
export async function agedBalances(db: Database, side: Side, day: string): Promise<Array<Aged & Row>> {
  const rows = (
    await invoiceRows(db).where(ownedBy(side), '=', side.seq).where('i.invoice_kind', '=', 'INVOICE').execute()
  )
    .map((row) => answerRow(row, day))
    .filter((row) => row.open !== 0);
  const other = side.org === 'roaster' ? 'cafe' : 'roaster';
  const totals = new Map<number, Aged & Row>();
  for (const row of rows) {
    const seq = other === 'cafe' ? row.cafe_seq : row.roaster_seq;
    const names =
      other === 'cafe'
        ? { cafe_name: row.buyer_name, cafe_name_kr: row.buyer_name_kr }
        : { roaster_name: row.seller_name, roaster_name_kr: row.seller_name_kr };
    const entry = totals.get(seq) ?? {
      [`${other}_seq`]: seq,
      ...names,
      open: 0,
      current: 0,
      d1_30: 0,
      d31_60: 0,
      over_60: 0,
    };
    entry.open += row.open;
    entry[ageBucket(daysBetween(row.due_date, day))] += row.open;
    totals.set(seq, entry);
  }
  return [...totals.values()].sort((a, b) => b.open - a.open);
}

/** A month as the body sends it ('YYYY-MM'), else 400 naming `month`. */
export function monthOf(value: unknown): { month: string; first: string; next: string } {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw badRequest('field_required', { field: 'month' });
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { month: value as string, first: `${value as string}-01`, next };
}

/**
 * The statement of a cafe with a roastery for a month (behaviour §05-12): the balance brought forward from the days
 * before it, then each invoice (adds), credit note and payment (take off) of the month by day, with the running
 * balance, and the balance carried at its end.
 */
export async function statementOf(
  db: Database,
  parties: { roaster_seq: number; cafe_seq: number },
  monthValue: unknown,
): Promise<Statement> {
  const { month, first, next } = monthOf(monthValue);
  const entries = await sql<Row>`
    select to_char(i.issue_date, 'YYYY-MM-DD') as entry_date, i.invoice_kind as entry_kind, i.invoice_no,
           i.invoice_year, i.invoice_seq, null as pay_method,
           case when i.invoice_kind = 'CREDIT' then -i.total else i.total end as amount, 0 as sort, i.invoice_number as n
      from invoice i where i.roaster_seq = ${parties.roaster_seq} and i.cafe_seq = ${parties.cafe_seq}
        and i.issue_date < ${next}::date
    union all
    select to_char(p.pay_date, 'YYYY-MM-DD'), 'PAYMENT', i.invoice_no, i.invoice_year, i.invoice_seq, p.pay_method,
           -p.pay_amount, 1, p.payment_seq
      from invoice_payment p join invoice i using (invoice_year, invoice_seq)
     where i.roaster_seq = ${parties.roaster_seq} and i.cafe_seq = ${parties.cafe_seq} and p.pay_date < ${next}::date
    order by entry_date, sort, n`.execute(db);
  const names = await sql<Row>`select r.roaster_name, r.roaster_name_kr, c.cafe_name, c.cafe_name_kr,
      (select i.currency from invoice i where i.roaster_seq = r.roaster_seq order by i.invoice_seq desc limit 1) as currency
      from roaster r, cafe c where r.roaster_seq = ${parties.roaster_seq} and c.cafe_seq = ${parties.cafe_seq}`.execute(
    db,
  );
  let balance = 0;
  let opening = 0;
  const inMonth: Statement['entries'] = [];
  for (const entry of entries.rows) {
    balance += Number(entry.amount);
    if (String(entry.entry_date) < first) {
      opening = balance;
      continue;
    }
    inMonth.push({
      entry_date: String(entry.entry_date),
      entry_kind: entry.entry_kind as 'INVOICE' | 'CREDIT' | 'PAYMENT',
      invoice_no: String(entry.invoice_no),
      invoice_year: Number(entry.invoice_year),
      invoice_seq: Number(entry.invoice_seq),
      pay_method: (entry.pay_method as string | null) ?? null,
      amount: Number(entry.amount),
      balance,
    });
  }
  const party = names.rows[0] ?? {};
  return {
    month,
    currency: String(party.currency ?? 'KRW'),
    opening,
    closing: balance,
    cafe_name: (party.cafe_name as string | null) ?? null,
    cafe_name_kr: (party.cafe_name_kr as string | null) ?? null,
    roaster_name: (party.roaster_name as string | null) ?? null,
    roaster_name_kr: (party.roaster_name_kr as string | null) ?? null,
    entries: inMonth,
  };
}
