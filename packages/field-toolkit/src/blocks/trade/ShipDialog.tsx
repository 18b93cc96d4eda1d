import {
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { useQuery } from '@coffee/api-client/query';
import { batchName, localToday } from '@coffee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { shipOrder, shipPlanQuery } from './api';
import type { OrderKeys, ShipBatch } from './api';
import { blendName, massText } from './OrderReading';

const useStyles = makeStyles({
  table: { overflowX: 'auto', maxWidth: '100%' },
  // The mass box fits its column: at its own width it pushed the batch's name out of a phone's dialog.
  mass: { width: '100%', minWidth: 0, maxWidth: '9rem' },
  massInput: { minWidth: 0, width: '100%' },
});

const grams = (stored: number) => String(stored / 10);
const batchId = (batch: Pick<ShipBatch, 'blending_result_seq'>) => String(batch.blending_result_seq);

/**
 * Shipping (behaviour §05-4, §05-7): each line still to ship with what shipped and what is left, the blend batches
 * in stock that can fill it, each with the mass to take, prefilled oldest first in the bags ordered; what the stock
 * lacks ships later. The server moves the stock and refuses, by name, what the order or the stock does not allow.
 */
export function ShipDialog({
  keys,
  run,
}: {
  keys: OrderKeys;
  run: (send: () => Promise<ApiResponse<unknown>>) => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const language = i18n.language;
  const plan = useQuery({ ...shipPlanQuery(keys), staleTime: 0 });
  const [masses, setMasses] = useState<Record<string, string> | null>(null);
  // One id per opened dialog: sent twice (a double click, a retry), the shipment moves once.
  const [requestId] = useState(() => globalThis.crypto.randomUUID());
  const answer = plan.data && isOk(plan.data) ? plan.data.result : null;
  const lines = answer?.order_list ?? [];
  const nameOf = (blend: number) => {
    const line = lines.find((one) => one.blending_seq === blend);
    return blendName(line?.blending_name, line?.blending_name_kr, language);
  };
  const picked =
    masses ??
    Object.fromEntries((answer?.picks ?? []).map((pick) => [String(pick.blending_result_seq), grams(pick.ship_mass)]));
  const submit = () =>
    run(() =>
      shipOrder(
        keys,
        (answer?.batch_list ?? [])
          .map((batch) => ({
            blending_result_year: batch.blending_result_year,
            blending_result_seq: batch.blending_result_seq,
            ship_mass: Math.round(Number(picked[batchId(batch)] ?? 0) * 10),
          }))
          .filter((pick) => pick.ship_mass > 0),
        localToday(),
        requestId,
      ),
    );
  return (
    <ActionDialog
      appearance="primary"
      label={t('blocks.trade.ship')}
      title={t('blocks.trade.shipTitle')}
      submitLabel={t('blocks.trade.doShip')}
      onSubmit={submit}
    >
      <Text>{t('blocks.trade.shipHint')}</Text>
      {lines.map((line) => (
        <Text key={line.blending_seq} as="p">
          {t('blocks.trade.lineLeft', {
            name: nameOf(line.blending_seq),
            ordered: massText(line.order_mass, language),
            shipped: massText(line.ship_mass, language),
            left: massText(line.open_mass, language),
          })}
        </Text>
      ))}
      {Object.entries(answer?.short ?? {}).map(([blend, mass]) => (
        <Text key={blend} role="status">
          {t('blocks.trade.laterLine', { name: nameOf(Number(blend)), mass: massText(mass, language) })}
        </Text>
      ))}
      <div className={styles.table}>
        <Table size="small" aria-label={t('blocks.trade.shipTitle')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('blocks.trade.batch')}</TableHeaderCell>
              <TableHeaderCell>{t('blocks.trade.inStock')}</TableHeaderCell>
              <TableHeaderCell>{t('blocks.trade.shipMass')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(answer?.batch_list ?? []).map((batch) => {
              const name = batchName({
                code: batch.blending_batch_code,
                date: batch.blending_result_date,
                name: blendName(batch.blending_name, batch.blending_name_kr, language),
              });
              return (
                <TableRow key={batchId(batch)}>
                  <TableCell>{name}</TableCell>
                  <TableCell>{massText(batch.blending_instock, language)}</TableCell>
                  <TableCell>
                    <Input
                      className={styles.mass}
                      input={{ className: styles.massInput }}
                      aria-label={`${name} ${t('blocks.trade.shipMass')}`}
                      type="number"
                      inputMode="decimal"
                      step="0.1"
                      min="0"
                      value={picked[batchId(batch)] ?? ''}
                      onChange={(_, data) => setMasses({ ...picked, [batchId(batch)]: data.value })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </ActionDialog>
  );
}
