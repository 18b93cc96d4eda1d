// A block entry of its own (`@coffee/field-toolkit/blocks/invoice`): the invoices both sides of the trade read
// alike (behaviour §05-11 to §05-13); it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { invoiceStrings } from './strings';

addStrings('blocks', invoiceStrings);

export { InvoiceBrowser, invoiceLink } from './InvoiceBrowser';
export { InvoiceDocument } from './InvoiceDocument';
export { OwedBrowser } from './OwedBrowser';
export { CardTable } from './CardTable';
export type { CardColumn } from './CardTable';
export { bizNoText, lineQuantity, useInvoiceFormat } from './format';
export { invoiceStrings } from './strings';
