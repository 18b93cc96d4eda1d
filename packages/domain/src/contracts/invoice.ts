// The invoices of the trade (behaviour §05-11 to §05-13): one document read alike by the roastery that issued it and
// the cafe that owes it, so its contracts belong to no single area. Amounts are integers in the currency's minor
// unit; masses in 0.1 g.
import { T, defineCall } from './define';
import type { Static } from './define';

const Serial = () => T.Optional(T.Union([T.Number(), T.String(), T.Null()]));
const Text = () => T.Optional(T.Union([T.String(), T.Null()]));
const Day = T.String({ description: 'YYYY-MM-DD' });
const Money = T.Number;

/** An invoice's state on a day (behaviour §05-12); a credit note is `credit`. */
export const INVOICE_STATUSES = ['open', 'partly_paid', 'paid', 'overdue', 'credit'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** How a payment came (behaviour §05-12). */
export const PAY_METHODS = ['TRANSFER', 'CASH', 'CARD', 'CHECK', 'BILL', 'OTHER'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** A party's business identity as the invoice keeps it (the day it was issued). */
const Party = T.Open({
  name: T.Nullable(T.String()),
  name_kr: T.Nullable(T.String()),
  biz_no: T.Nullable(T.String()),
  biz_owner: T.Nullable(T.String()),
  biz_address: T.Nullable(T.String()),
  biz_type: T.Nullable(T.String()),
  biz_item: T.Nullable(T.String()),
  biz_email: T.Nullable(T.String()),
});

const Line = T.Open({
  line_no: T.Number(),
  line_kind: T.Union([T.Literal('BLEND'), T.Literal('SHIPPING')]),
  blending_seq: T.Nullable(T.Number()),
  item_name: T.Nullable(T.String()),
  item_name_kr: T.Nullable(T.String()),
  ship_mass: T.Nullable(T.Number()),
  bag_mass: T.Nullable(T.Number()),
  unit_price: T.Nullable(T.Number()),
  /** The line of the invoice a credit note's line corrects. */
  credit_line_no: T.Nullable(T.Number()),
  /** The line's value as priced (with or without VAT as the roastery enters prices). */
  amount: Money(),
  supply: Money(),
  vat: Money(),
  /** What credit notes took off this line so far (an invoice's line). */
  credited: T.Optional(Money()),
});

const Payment = T.Open({
  payment_seq: T.Number(),
  pay_date: Day,
  pay_amount: Money(),
  pay_method: T.String(),
  pay_memo: T.Nullable(T.String()),
});

/** An invoice (or credit note) as a list row: its keys, number, parties' names, figures and state. */
const InvoiceRow = T.Open({
  invoice_year: T.Number(),
  invoice_seq: T.Number(),
  invoice_no: T.String(),
  invoice_kind: T.Union([T.Literal('INVOICE'), T.Literal('CREDIT')]),
  roaster_seq: T.Number(),
  cafe_seq: T.Number(),
  order_year: T.Number(),
  order_seq: T.Number(),
  shipment_no: T.Nullable(T.Number()),
  issue_date: Day,
  due_date: Day,
  currency: T.String(),
  subtotal: Money(),
  vat: Money(),
  total: Money(),
  /** Credit notes against it, payments received, and what is still owed (all 0 for a credit note). */
  credited: Money(),
  paid: Money(),
  open: Money(),
  status: T.String(),
  seller_name: T.Nullable(T.String()),
  seller_name_kr: T.Nullable(T.String()),
  buyer_name: T.Nullable(T.String()),
  buyer_name_kr: T.Nullable(T.String()),
  credit_of_no: T.Nullable(T.String()),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

const InvoiceDetail = T.Open({
  ...InvoiceRow.properties,
  vat_rate: T.Number(),
  price_vat_included: T.Boolean(),
  credit_of_year: T.Nullable(T.Number()),
  credit_of_seq: T.Nullable(T.Number()),
  credit_reason: T.Nullable(T.String()),
  seller: Party,
  buyer: Party,
  lines: T.Array(Line),
  payments: T.Array(Payment),
  /** The credit notes issued against it. */
  credits: T.Array(T.Open({ invoice_year: T.Number(), invoice_seq: T.Number(), invoice_no: T.String() })),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;
export type InvoiceLine = Static<typeof Line>;
export type InvoicePayment = Static<typeof Payment>;

const Keys = {
  invoice_year: Serial(),
  invoice_seq: Serial(),
};
/** The day the figures are read on (the visitor's day), for the overdue state and the ageing. */
const OnDay = { today: Text() };

/** What one party owes the other on a day, aged by days past due (behaviour §05-12). */
const Ageing = {
  open: Money(),
  current: Money(),
  d1_30: Money(),
  d31_60: Money(),
  over_60: Money(),
};
const Receivable = T.Open({
  cafe_seq: T.Number(),
  cafe_name: T.Nullable(T.String()),
  cafe_name_kr: T.Nullable(T.String()),
  ...Ageing,
});
const Payable = T.Open({
  roaster_seq: T.Number(),
  roaster_name: T.Nullable(T.String()),
  roaster_name_kr: T.Nullable(T.String()),
  ...Ageing,
});
export type Receivable = Static<typeof Receivable>;
export type Payable = Static<typeof Payable>;

/** A statement of one cafe with one roastery for a month: balance brought forward, each document and payment. */
const Statement = T.Open({
  month: T.String(),
  currency: T.String(),
  opening: Money(),
  closing: Money(),
  cafe_name: T.Nullable(T.String()),
  cafe_name_kr: T.Nullable(T.String()),
  roaster_name: T.Nullable(T.String()),
  roaster_name_kr: T.Nullable(T.String()),
  entries: T.Array(
    T.Open({
      entry_date: Day,
      entry_kind: T.Union([T.Literal('INVOICE'), T.Literal('CREDIT'), T.Literal('PAYMENT')]),
      invoice_no: T.String(),
      invoice_year: T.Number(),
      invoice_seq: T.Number(),
      pay_method: T.Nullable(T.String()),
      /** What it adds to the balance (a credit note and a payment take off: negative). */
      amount: Money(),
      balance: Money(),
    }),
  ),
});
export type Statement = Static<typeof Statement>;

/** The month's invoices in the layout of Hometax's bulk issuance upload (behaviour §05-13). */
const TaxExport = T.Open({
  month: T.String(),
  sheet_name: T.String(),
  /** The row (1-based) of the header; data rows follow it. */
  header_row: T.Number(),
  columns: T.Array(T.String()),
  /** One row per invoice, one value per column; at most `rows_per_file` rows go into one file. */
  rows: T.Array(T.Array(T.Union([T.String(), T.Number()]))),
  rows_per_file: T.Number(),
  /** Invoices left out, naming what the tax service needs and they lack (a business registration number). */
  missing: T.Array(T.Open({ invoice_no: T.String(), fields: T.Array(T.String()) })),
});
export type TaxExport = Static<typeof TaxExport>;

const tag = 'invoices';
const list = (org: 'roaster' | 'cafe') =>
  defineCall({
    path: `/api/${org}/invoice/list`,
    method: 'POST',
    tag,
    summary: org === 'roaster' ? "The roastery's invoices and credit notes" : "The cafe's invoices and credit notes",
    params: T.Open({
      ...OnDay,
      status: Text(),
      from: Text(),
      to: Text(),
      [org === 'roaster' ? 'cafe_seq' : 'roaster_seq']: Serial(),
    }),
    result: T.Array(InvoiceRow),
  });
const detail = (org: 'roaster' | 'cafe') =>
  defineCall({
    path: `/api/${org}/invoice/detail`,
    method: 'POST',
    tag,
    summary: 'An invoice or credit note with its parties, lines, payments and credit notes',
    params: T.Open({ ...Keys, ...OnDay }),
    result: InvoiceDetail,
  });
const statement = (org: 'roaster' | 'cafe') =>
  defineCall({
    path: `/api/${org}/invoice/statement`,
    method: 'POST',
    tag,
    summary: 'The statement of a cafe with a roastery for a month',
    params: T.Open({ month: Text(), [org === 'roaster' ? 'cafe_seq' : 'roaster_seq']: Serial() }),
    result: Statement,
  });

export const invoiceCalls = {
  roaster: {
    list: list('roaster'),
    detail: detail('roaster'),
    statement: statement('roaster'),
    /** Records a payment received against an invoice; more than is owed is refused (`payment_above_open`). */
    payment: defineCall({
      path: '/api/roaster/invoice/payment',
      method: 'POST',
      tag,
      summary: 'Records a payment against an invoice',
      params: T.Open({
        ...Keys,
        pay_date: Text(),
        pay_amount: Serial(),
        pay_method: Text(),
        pay_memo: Text(),
        request_id: Text(),
      }),
      result: T.Open({ ...InvoiceRow.properties, payment_seq: T.Number() }),
    }),
    /** Issues a credit note against an invoice: per line what it takes off (as priced), with a reason. */
    credit: defineCall({
      path: '/api/roaster/invoice/credit',
      method: 'POST',
      tag,
      summary: 'Issues a credit note correcting an invoice',
      params: T.Open({
        ...Keys,
        credit_date: Text(),
        credit_reason: Text(),
        credit_list: T.Optional(T.Union([T.Array(T.Open({ line_no: Serial(), credit_amount: Serial() })), T.Null()])),
      }),
      result: T.Open({ invoice_year: T.Number(), invoice_seq: T.Number(), invoice_no: T.String() }),
    }),
    /** An issued invoice is never edited: always refused (`invoice_issued`), a correction is a credit note. */
    edit: defineCall({
      path: '/api/roaster/invoice/edit',
      method: 'POST',
      tag,
      summary: 'Refuses any edit of an issued invoice (a correction is a credit note)',
      params: T.Open({ ...Keys }),
      result: T.Null(),
    }),
    receivables: defineCall({
      path: '/api/roaster/receivables',
      method: 'POST',
      tag,
      summary: 'What each cafe owes the roastery on a day, aged by days past due',
      params: T.Open({ ...OnDay }),
      result: T.Array(Receivable),
    }),
    taxExport: defineCall({
      path: '/api/roaster/invoice/taxexport',
      method: 'POST',
      tag,
      summary: "The month's invoices in the layout of Hometax's bulk issuance of electronic tax invoices",
      params: T.Open({ month: Text(), ...OnDay }),
      result: TaxExport,
    }),
  },
  cafe: {
    list: list('cafe'),
    detail: detail('cafe'),
    statement: statement('cafe'),
    payables: defineCall({
      path: '/api/cafe/payables',
      method: 'POST',
      tag,
      summary: 'What the cafe owes each roastery on a day, aged by days past due',
      params: T.Open({ ...OnDay }),
      result: T.Array(Payable),
    }),
  },
};
