import {
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { StockItem } from '@coffee/domain';
import { USE_WINDOW_DAYS } from '@coffee/domain';
import { isOk } from '@coffee/api-client';
import { useQuery, useQueryClient } from '@coffee/api-client/query';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile, usePageRights } from '@coffee/field-toolkit/engine';
import { grams, keysOf, readsAfterMovement, stockListQuery } from './api';
import type { StockRow } from './api';
import { CorrectionForm } from './CorrectionForm';
import { MovementHistory } from './MovementHistory';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  name: { overflowWrap: 'anywhere' },
  itemButton: { justifyContent: 'flex-start', textAlign: 'start', minWidth: 0, paddingInline: 0 },
});

export interface InventoryPanelProps {
  type: StockItem;
  /** Detail paths of the records movements come from, by record type. */
  recordPaths: Readonly<Record<string, string>>;
  /** The level of the panel's title (2 under a list page, 1 as a page of its own). */
  headingLevel?: 1 | 2;
  /** What the area offers for a chosen item beside its history (a cafe's "order again"). */
  itemActions?: ComponentType<{ row: StockRow }>;
}

/**
 * The stock of one kind of item (behaviour §04-1): each lot or batch with its balance, its use over the last 30 days and
 * the days left at that pace; choosing one shows its movements and, with edit rights, a correction form.
 */
export function InventoryPanel({ type, recordPaths, headingLevel = 1, itemActions: ItemActions }: InventoryPanelProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const mobile = useIsMobile();
  const rights = usePageRights();
  const client = useQueryClient();
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const [all, setAll] = useState(false);
  const [chosen, setChosen] = useState<StockRow | null>(null);
  const stock = useQuery(stockListQuery(type, !all, locale));
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const answer = stock.data;
  const rows = answer && isOk(answer) ? answer.result : [];
  const current = chosen ? (rows.find((row) => row.item_id === chosen.item_id) ?? chosen) : null;

  return (
    <section className={styles.panel} aria-labelledby={`inventory-${type}`}>
      <Heading id={`inventory-${type}`}>{t(`blocks.inventory.title.${type}`)}</Heading>
      <Checkbox
        checked={all}
        onChange={(_, data) => setAll(data.checked === true)}
        label={t('blocks.inventory.showAll')}
      />
      {stock.isPending ? (
        <Text>…</Text>
      ) : !answer || !isOk(answer) ? (
        <Text role="alert">{t('blocks.inventory.failed')}</Text>
      ) : rows.length === 0 ? (
        <Text>{t('blocks.inventory.empty')}</Text>
      ) : (
        <Table size="small" aria-label={t('blocks.inventory.stock')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('blocks.inventory.item')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('blocks.inventory.balance')}</TableHeaderCell>
              {!mobile && (
                <TableHeaderCell className={styles.number}>
                  {t('blocks.inventory.used', { days: USE_WINDOW_DAYS })}
                </TableHeaderCell>
              )}
              <TableHeaderCell className={styles.number}>{t('blocks.inventory.daysLeft')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.item_id} className={current?.item_id === row.item_id ? styles.selected : undefined}>
                <TableCell className={styles.name}>
                  <Button
                    appearance="transparent"
                    className={styles.itemButton}
                    aria-pressed={current?.item_id === row.item_id}
                    aria-label={t('blocks.inventory.open', { name: row.item_name ?? row.item_id })}
                    onClick={() => setChosen(row)}
                  >
                    {row.item_name ?? row.item_id}
                  </Button>
                </TableCell>
                <TableCell className={styles.number}>{grams(row.balance, locale)}</TableCell>
                {!mobile && <TableCell className={styles.number}>{grams(row.used_window, locale)}</TableCell>}
                <TableCell className={styles.number}>
                  {row.days_left === null
                    ? t('blocks.inventory.noPace')
                    : t('blocks.inventory.daysLeftValue', { days: row.days_left })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {current && (
        <section aria-label={t('blocks.inventory.open', { name: current.item_name ?? current.item_id })}>
          <h2>{t('blocks.inventory.open', { name: current.item_name ?? current.item_id })}</h2>
          {ItemActions && <ItemActions row={current} />}
          {rights.edit && (
            <CorrectionForm
              type={type}
              keys={keysOf(type, current)}
              onSaved={() =>
                readsAfterMovement(type, keysOf(type, current), locale).forEach(
                  (queryKey) => void client.invalidateQueries({ queryKey }),
                )
              }
            />
          )}
          {/* The correction first, the ledger under it (behaviour §04-1): a count is typed without scrolling. */}
          <MovementHistory type={type} keys={keysOf(type, current)} recordPaths={recordPaths} />
        </section>
      )}
    </section>
  );
}
