import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { pageApi, tradeEntities } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { usePageRights } from '@coffee/field-toolkit/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { keysOf, setOrderStatus } from './api';
import { ShipDialog } from './ShipDialog';
import { CloseLineDialog } from './CloseLineDialog';
import { useOrderAction } from './useOrderAction';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

/**
 * The roastery's actions on an order it received (behaviour §05-2, §05-4, §05-7): confirm a placed order, ship a
 * confirmed or partly shipped one from its blend batches, close a line short with a reason, cancel a placed or
 * confirmed one with a reason; for managers and up (the page's edit right).
 */
export function RoasterOrderActions({ record, mode }: { record: FormValues; mode: 'write' | 'edit' | 'view' }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const rights = usePageRights();
  const run = useOrderAction(pageApi(tradeEntities.RoasterOrder));
  const [reason, setReason] = useState('');
  const status = record.order_status;
  if (mode !== 'view' || !rights.edit || (status !== 'PLACED' && status !== 'CONFIRMED' && status !== 'PARTLY'))
    return null;
  const keys = keysOf(record);
  return (
    <div className={styles.row}>
      {status === 'PLACED' ? (
        <Button appearance="primary" onClick={() => void run(() => setOrderStatus(keys, 'CONFIRMED'))}>
          {t('blocks.trade.confirm')}
        </Button>
      ) : (
        <>
          <ShipDialog keys={keys} run={run} />
          <CloseLineDialog record={record} run={run} />
        </>
      )}
      {status !== 'PARTLY' && (
        <ActionDialog
          label={t('blocks.trade.cancel')}
          title={t('blocks.trade.cancelTitle')}
          submitLabel={t('blocks.trade.doCancel')}
          onSubmit={() => run(() => setOrderStatus(keys, 'CANCELLED', reason))}
        >
          <Field label={t('blocks.trade.reason')} required>
            <Textarea value={reason} onChange={(_, data) => setReason(data.value)} />
          </Field>
        </ActionDialog>
      )}
    </div>
  );
}
