import { invoiceCalls } from '@coffee/domain/contracts';
import { InvoiceBrowser } from '@coffee/field-toolkit/blocks/invoice';

/** The invoices the cafe's roasteries issued, each read as the roastery reads it (behaviour §05-11). */
export function Screen() {
  return (
    <InvoiceBrowser listCall={invoiceCalls.cafe.list} detailCall={invoiceCalls.cafe.detail} counterpart="roaster" />
  );
}
