import type { InvoiceDetail, TaxExport } from '@coffee/domain/contracts';

/**
 * The layout of Hometax's bulk issuance upload of electronic tax invoices (홈택스 전자(세금)계산서 일괄발급, the
 * "엑셀업로드양식" sheet of the form the service offers for download; SOURCES.md): the header on row 6, one invoice
 * per row from row 7, 59 columns, at most 4 items per invoice and 100 invoices per file (behaviour §05-13).
 */
export const HOMETAX_SHEET = '엑셀업로드양식';
export const HOMETAX_HEADER_ROW = 6;
export const HOMETAX_ROWS_PER_FILE = 100;
export const HOMETAX_ITEMS = 4;

const PARTY = (who: '공급자' | '공급받는자') => [
  `${who} 등록번호\n("-" 없이 입력)`,
  `${who}\n종사업장번호`,
  `${who} 상호`,
  `${who} 성명`,
  `${who} 사업장주소`,
  `${who} 업태`,
  `${who} 종목`,
];
const ITEM = (n: number) => [
  `일자${n}\n(2자리, 작성년월 제외)`,
  `품목${n}`,
  `규격${n}`,
  `수량${n}`,
  `단가${n}`,
  `공급가액${n}`,
  `세액${n}`,
  `품목비고${n}`,
];

export const HOMETAX_COLUMNS: readonly string[] = [
  '전자(세금)계산서 종류\n(01:일반, 02:영세율)',
  '작성일자',
  ...PARTY('공급자'),
  '공급자 이메일',
  ...PARTY('공급받는자'),
  '공급받는자 이메일1',
  '공급받는자 이메일2',
  '공급가액\n합계',
  '세액\n합계',
  '비고',
  ...Array.from({ length: HOMETAX_ITEMS }, (_, index) => ITEM(index + 1)).flat(),
  '현금',
  '수표',
  '어음',
  '외상미수금',
  '영수(01),\n청구(02)',
];

type Cell = string | number;
const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
const text = (value: string | null | undefined) => value ?? '';

/** A size as the 규격 column names it: "200g", "1kg". */
const sizeText = (bag: number | null) => {
  if (!bag) return '';
  const grams = bag / 10;
  return grams >= 1000 && grams % 1000 === 0 ? `${grams / 1000}kg` : `${grams}g`;
};

/** An item of the form: its day of the month, name, size, count, unit value, supply value, tax. */
function itemCells(invoice: InvoiceDetail, line: InvoiceDetail['lines'][number], sign: number): Cell[] {
  const day = invoice.issue_date.slice(8, 10);
  const name = text(line.item_name_kr ?? line.item_name);
  const count =
    line.line_kind === 'SHIPPING' || !line.ship_mass || !line.bag_mass
      ? 1
      : Math.round((line.ship_mass / line.bag_mass) * 100) / 100;
  // The unit value is the supply value per unit when it is a whole amount (the form's 단가 is without tax).
  const unit = Number.isInteger(line.supply / count) ? (sign * line.supply) / count : '';
  return [day, name, sizeText(line.bag_mass), count, unit, sign * line.supply, sign * line.vat, ''];
}

/** The items of an invoice in the form's 4 places: beyond 4, the 4th sums the rest ("… 외 N건"). */
function itemsOf(invoice: InvoiceDetail, sign: number): Cell[] {
  const lines = invoice.lines;
  const cells: Cell[] = [];
  const shown = lines.length > HOMETAX_ITEMS ? lines.slice(0, HOMETAX_ITEMS - 1) : lines;
  for (const line of shown) cells.push(...itemCells(invoice, line, sign));
  if (lines.length > HOMETAX_ITEMS) {
    const rest = lines.slice(HOMETAX_ITEMS - 1);
    const first = rest[0]!;
    const supply = rest.reduce((sum, line) => sum + line.supply, 0);
    const vat = rest.reduce((sum, line) => sum + line.vat, 0);
    cells.push(
      invoice.issue_date.slice(8, 10),
      `${text(first.item_name_kr ?? first.item_name)} 외 ${rest.length - 1}건`,
      '',
      '',
      '',
      sign * supply,
      sign * vat,
      '',
    );
  }
  while (cells.length < HOMETAX_ITEMS * 8) cells.push('');
  return cells;
}

/** What the tax service needs of an invoice that it lacks: each party's registration number, name and owner. */
export function missingForHometax(invoice: InvoiceDetail): string[] {
  const missing: string[] = [];
  for (const [side, party] of [
    ['seller', invoice.seller],
    ['buyer', invoice.buyer],
  ] as const) {
    if (digits(party.biz_no).length !== 10) missing.push(`${side}_biz_no`);
    if (!party.name_kr && !party.name) missing.push(`${side}_name`);
    if (!party.biz_owner) missing.push(`${side}_biz_owner`);
  }
  return missing;
}

/**
 * An invoice as a row of the form (behaviour §05-13): kind 01 (영세율 02 at a 0 % rate), the issue day, both parties
 * with their business type and item, the totals, the invoice number (and for a credit note the invoice it corrects
 * and why) as the note, the items, and receipt (영수, 01: paid in full by payments, the amount as cash) or claim
 * (청구, 02: the amount as credit, 외상미수금). A credit note's amounts are negative, as a 수정세금계산서 for goods returned.
 */
export function hometaxRow(invoice: InvoiceDetail): Cell[] {
  const credit = invoice.invoice_kind === 'CREDIT';
  const sign = credit ? -1 : 1;
  const party = (who: InvoiceDetail['seller']) => [
    digits(who.biz_no),
    '',
    text(who.name_kr ?? who.name),
    text(who.biz_owner),
    text(who.biz_address),
    text(who.biz_type),
    text(who.biz_item),
  ];
  const note = credit
    ? `${invoice.invoice_no} 수정(${text(invoice.credit_of_no)}): ${text(invoice.credit_reason)}`
    : invoice.invoice_no;
  const receipt = !credit && invoice.paid > 0 && invoice.open <= 0;
  const total = sign * invoice.total;
  return [
    invoice.vat_rate === 0 ? '02' : '01',
    invoice.issue_date.replace(/-/g, ''),
    ...party(invoice.seller),
    text(invoice.seller.biz_email),
    ...party(invoice.buyer),
    text(invoice.buyer.biz_email),
    '',
    sign * invoice.subtotal,
    sign * invoice.vat,
    note.slice(0, 150),
    ...itemsOf(invoice, sign),
    receipt ? total : '',
    '',
    '',
    receipt ? '' : total,
    receipt ? '01' : '02',
  ];
}

/** The month's export: the form's layout, a row per invoice the tax service can take, the others named. */
export function hometaxExport(month: string, invoices: readonly InvoiceDetail[]): TaxExport {
  const rows: Cell[][] = [];
  const missing: TaxExport['missing'] = [];
  for (const invoice of invoices) {
    const lacks = missingForHometax(invoice);
    if (lacks.length > 0) missing.push({ invoice_no: invoice.invoice_no, fields: lacks });
    else rows.push(hometaxRow(invoice));
  }
  return {
    month,
    sheet_name: HOMETAX_SHEET,
    header_row: HOMETAX_HEADER_ROW,
    columns: [...HOMETAX_COLUMNS],
    rows,
    rows_per_file: HOMETAX_ROWS_PER_FILE,
    missing,
  };
}
