import { invoiceCalls } from '@coffee/domain/contracts';
import { useTranslation } from 'react-i18next';
import { InvoiceBrowser } from '@coffee/field-toolkit/blocks/invoice';

/** The invoices the cafe's roasteries issued, each read as the roastery reads it (behaviour §05-11). */
export function Screen() {
  const { t } = useTranslation();
  return (
    <InvoiceBrowser
      title={t('pages.CafeInvoice')}
      listCall={invoiceCalls.cafe.list}
      detailCall={invoiceCalls.cafe.detail}
      counterpart="roaster"
    />
  );
}
