import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import type { StockItem } from '@coffee/domain';
import { isOk } from '@coffee/api-client';
import { useQuery } from '@coffee/api-client/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@coffee/field-toolkit/runtime';
import { useIsMobile } from '@coffee/field-toolkit/engine';
import { grams, movementsQuery } from './api';
import type { ItemKeys, MovementRow } from './api';

const useStyles = makeStyles({
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  pager: { display: 'flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' },
});

/** Movements shown at a time: the newest first, older ones a page further. */
export const MOVEMENTS_PER_PAGE = 20;

export interface MovementHistoryProps {
  type: StockItem;
  keys: ItemKeys;
  /** The detail path of a movement's record by its type (`roasting_result` → `/roaster/roasting/result`). */
  recordPaths: Readonly<Record<string, string>>;
}

/** An item's movements, newest first and paged: date, kind, record, change, who and the balance after it. */
export function MovementHistory({ type, keys, recordPaths }: MovementHistoryProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const mobile = useIsMobile();
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const history = useQuery(movementsQuery(type, keys, locale));
  const [page, setPage] = useState(0);
  if (history.isPending) return <Text>…</Text>;
  const answer = history.data;
  if (!answer || !isOk(answer)) return <Text role="alert">{t('blocks.inventory.failed')}</Text>;
  if (answer.result.length === 0) return <Text>{t('blocks.inventory.noMovements')}</Text>;

  const kindOf = (row: MovementRow) =>
    row.correction_kind
      ? `${t('blocks.inventory.kinds.correction')}: ${t(`blocks.inventory.reasons.${row.correction_kind}`)}`
      : t(`blocks.inventory.kinds.${row.movement_kind}`);
  const recordOf = (row: MovementRow) => {
    const path = row.source_type ? recordPaths[row.source_type] : undefined;
    // A record that is gone (deleted; its movements stay in the ledger) has no name and no page.
    if (row.source_type && !row.source_id) return t('blocks.inventory.deletedRecord');
    if (!row.source_id || !path) return row.movement_memo ?? '';
    return <Link to={`${path}/${encodeURIComponent(row.source_id)}`}>{row.source_name ?? row.source_id}</Link>;
  };
  const total = answer.result.length;
  const pages = Math.ceil(total / MOVEMENTS_PER_PAGE);
  const shown = Math.min(page, pages - 1);
  const from = shown * MOVEMENTS_PER_PAGE;
  const rows = answer.result.slice(from, from + MOVEMENTS_PER_PAGE);
  return (
    <>
      <Table size="small" aria-label={t('blocks.inventory.movements')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('blocks.inventory.date')}</TableHeaderCell>
            <TableHeaderCell>{t('blocks.inventory.kind')}</TableHeaderCell>
            {!mobile && <TableHeaderCell>{t('blocks.inventory.record')}</TableHeaderCell>}
            <TableHeaderCell className={styles.number}>{t('blocks.inventory.change')}</TableHeaderCell>
            {!mobile && <TableHeaderCell>{t('blocks.inventory.who')}</TableHeaderCell>}
            <TableHeaderCell className={styles.number}>{t('blocks.inventory.after')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.movement_seq}>
              <TableCell>{mobile ? row.movement_date.slice(5) : row.movement_date}</TableCell>
              <TableCell>{kindOf(row)}</TableCell>
              {!mobile && <TableCell>{recordOf(row)}</TableCell>}
              <TableCell className={styles.number}>
                {row.change_mass > 0 ? '+' : ''}
                {grams(row.change_mass, locale)}
              </TableCell>
              {!mobile && <TableCell>{row.rgst_by ?? ''}</TableCell>}
              <TableCell className={styles.number}>{grams(row.balance_after, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('blocks.inventory.movements')}>
          <Button disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            {t('blocks.inventory.newer')}
          </Button>
          <span role="status">{t('blocks.inventory.pageOf', { from: from + 1, to: from + rows.length, total })}</span>
          <Button disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)}>
            {t('blocks.inventory.older')}
          </Button>
        </nav>
      )}
    </>
  );
}
