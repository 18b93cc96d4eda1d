import { Field, Input, Textarea } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { lookupQuery, useQuery } from '@coffee/api-client/query';
import { findField, localToday, PAGES, TRADE_LOOKUPS } from '@coffee/domain';
import type { SelectOption } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { readRows } from '@coffee/field-toolkit/forms';
import { usePageRights } from '@coffee/field-toolkit/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { keysOf, receiveOrder } from './api';
import { useOrderAction } from './useOrderAction';

type Line = { blending_seq: number; order_mass: number };

/**
 * The cafe confirms a shipped order's receipt (behaviour §05-5): whole, or with what is missing per coffee and a
 * note; the received mass enters its stock.
 */
export function ReceiveAction({ record, mode }: { record: FormValues; mode: 'write' | 'edit' | 'view' }) {
  const { t } = useTranslation();
  const rights = usePageRights();
  const run = useOrderAction(PAGES.CafeOrder.api);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [memo, setMemo] = useState('');
  const products = useQuery({
    ...lookupQuery<SelectOption[]>(TRADE_LOOKUPS.product.url, { roaster_seq: Number(record.roaster_seq) }),
    enabled: record.order_status === 'SHIPPED',
  });
  if (mode !== 'view' || !rights.edit || record.order_status !== 'SHIPPED') return null;
  const names = new Map(
    (products.data && isOk(products.data) ? products.data.result : []).map((option) => [
      String(option.value),
      option.label,
    ]),
  );
  // The form holds a sub-list as indexed fields (order_list rows → blending_seq_0, order_mass_0, ...).
  const list = findField(PAGES.CafeOrder.entity, 'order_list');
  const lines = (list ? readRows(record, list) : []).map((row) => ({
    blending_seq: Number(row.blending_seq),
    order_mass: Number(row.order_mass),
  })) as Line[];
  const submit = () =>
    run(() =>
      receiveOrder(
        keysOf(record),
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
      <p>{t('blocks.trade.receiveHint')}</p>
      {lines.map((line) => (
        <Field
          key={line.blending_seq}
          label={`${names.get(String(line.blending_seq)) ?? line.blending_seq} · ${t('blocks.trade.shortMass')}`}
          hint={t('blocks.trade.ordered', { mass: line.order_mass / 10 })}
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
