import { Button } from '@fluentui/react-components';
import { useSessionStore } from '@coffee/api-client';
import { pagePath } from '@coffee/domain';
import type { StockRow } from '@coffee/field-toolkit/blocks/inventory';
import { rightsOf } from '@coffee/field-toolkit/engine';
import { useNavigate } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import { CAFE_PAGES } from '../../../model';

/**
 * "Order again" beside a received bean's run-out forecast (behaviour §05-5): a new order filled from the last order
 * that brought this bean, for those who may order.
 */
export function OrderAgain({ row }: { row: StockRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayOrder = useSessionStore((state) => rightsOf(pagePath(CAFE_PAGES.CafeOrder), state).write);
  if (!mayOrder) return null;
  return (
    <Button onClick={() => navigate(`${pagePath(CAFE_PAGES.CafeOrder)}/write?received_seq=${row.item_seq}`)}>
      {t('area.orderAgain')}
    </Button>
  );
}
