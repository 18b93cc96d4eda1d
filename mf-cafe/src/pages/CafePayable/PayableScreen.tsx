import { invoiceCalls } from '@coffee/domain/contracts';
import { useTranslation } from 'react-i18next';
import { OwedBrowser } from '@coffee/field-toolkit/blocks/invoice';

/** What the cafe owes each roastery, aged by days past due, each with its statement of a month (behaviour §05-12). */
export function Screen() {
  const { t } = useTranslation();
  return (
    <OwedBrowser
      title={t('pages.CafePayable')}
      agedCall={invoiceCalls.cafe.payables}
      statementCall={invoiceCalls.cafe.statement}
      counterpart="roaster"
    />
  );
}
