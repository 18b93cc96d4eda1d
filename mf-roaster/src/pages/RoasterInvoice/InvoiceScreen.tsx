import { invoiceCalls } from '@coffee/domain/contracts';
import { useTranslation } from 'react-i18next';
import { InvoiceBrowser } from '@coffee/field-toolkit/blocks/invoice';
import { CreditDialog, PaymentDialog } from './InvoiceActions';
import { TaxExport } from './TaxExport';

/**
 * The roastery's invoices (behaviour §05-11 to §05-13): the list by state, each invoice as the cafe reads it, with
 * a payment to record and a credit note to issue, and the month's export for the tax service.
 */
export function Screen() {
  const { t } = useTranslation();
  return (
    <InvoiceBrowser
      title={t('pages.RoasterInvoice')}
      listCall={invoiceCalls.roaster.list}
      detailCall={invoiceCalls.roaster.detail}
      counterpart="cafe"
      toolbar={<TaxExport />}
      actions={(invoice) =>
        invoice.invoice_kind === 'INVOICE' && (
          <>
            {invoice.open > 0 && <PaymentDialog invoice={invoice} />}
            {invoice.lines.some((line) => line.amount > (line.credited ?? 0)) && <CreditDialog invoice={invoice} />}
          </>
        )
      }
    />
  );
}
