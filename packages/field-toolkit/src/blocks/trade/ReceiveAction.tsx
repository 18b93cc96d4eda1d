import { Field, Input, Textarea } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { getQuery, useQuery } from '@coffee/api-client/query';
import { localToday, pageApi, RECEIVABLE_ORDER_STATUSES, TRADE_CALLS, tradeEntities } from '@coffee/domain';
import type { OrderStatus } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { usePageRights } from '@coffee/field-toolkit/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { keysOf, receiveOrder } from './api';
import type { Shipment } from './api';
import { useOrderAction } from './useOrderAction';
import { blendName, massText } from './OrderReading';

/**
 * The cafe confirms the receipt of a shipment of its order (behaviour §05-5, §05-7): the first one not received yet,
 * whole or with what is missing per coffee and a note; the received mass enters its stock.
 */
export function ReceiveAction({ record, mode }: { record: FormValues; mode: 'write' | 'edit' | 'view' }) {
  const { t, i18n } = useTranslation();
  const rights = usePageRights();
  const run = useOrderAction(pageApi(tradeEntities.CafeOrder));
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [memo, setMemo] = useState('');
  const receivable = RECEIVABLE_ORDER_STATUSES.includes(record.order_status as OrderStatus);
  const shipments = useQuery({
    ...getQuery<Shipment[]>(TRADE_CALLS.shipments, { ...keysOf(record) }),
    enabled: receivable,
  });
  const shipment = (shipments.data && isOk(shipments.data) ? shipments.data.result : []).find(
    (one) => !one.receive_date,
  );
  if (mode !== 'view' || !rights.edit || !receivable || !shipment) return null;
  // The blends' names as the order's lines carry them, in the page's language.
  const names = new Map<string, string>();
  for (let index = 0; `blending_seq_${index}` in record; index += 1)
    names.set(
      String(record[`blending_seq_${index}`]),
      blendName(
        record[`blending_name_${index}`] as string | null,
        record[`blending_name_kr_${index}`] as string | null,
        i18n.language,
      ),
    );
  const lines = shipment.lines;
  const submit = () =>
    run(() =>
      receiveOrder(
        keysOf(record),
        shipment.shipment_no,
        lines
          .map((line) => ({
            blending_seq: line.blending_seq,
            short_mass: Math.round(Number(missing[String(line.blending_seq)] ?? 0) * 10),
          }))
          .filter((line) => line.short_mass > 0),
        memo,
        localToday(),
      ),
    );
  return (
    <ActionDialog
      appearance="primary"
      label={t('blocks.trade.receive')}
      title={t('blocks.trade.receiveTitle')}
      submitLabel={t('blocks.trade.doReceive')}
      onSubmit={submit}
    >
      <p>{t('blocks.trade.shipmentOf', { number: shipment.shipment_no, date: shipment.ship_date })}</p>
      <p>{t('blocks.trade.receiveHint')}</p>
      {lines.map((line) => (
        <Field
          key={line.blending_seq}
          label={`${names.get(String(line.blending_seq)) ?? line.blending_seq} · ${t('blocks.trade.shortMass')}`}
          hint={t('blocks.trade.shipped', { mass: massText(line.ship_mass, i18n.language) })}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.1"
            min="0"
            value={missing[String(line.blending_seq)] ?? ''}
            onChange={(_, data) => setMissing({ ...missing, [String(line.blending_seq)]: data.value })}
          />
        </Field>
      ))}
      <Field label={t('blocks.trade.receiveMemo')}>
        <Textarea value={memo} onChange={(_, data) => setMemo(data.value)} />
      </Field>
    </ActionDialog>
  );
}
