import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import type { PlanAnswer } from './plan';
import { kgText, nameIn, PHONE_QUERY } from './plan';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // Columns as wide as their figures; on a phone each row reads as a card instead.
  table: { tableLayout: 'auto', width: '100%', minWidth: 'max-content', [PHONE_QUERY]: { display: 'none' } },
  cards: {
    display: 'none',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [PHONE_QUERY]: { display: 'grid', gap: tokens.spacingVerticalS },
  },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  cardTitle: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  pairs: { margin: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  pair: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  cardValue: { margin: 0, textAlign: 'end' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface Column<R> {
  label: string;
  cell: (row: R) => ReactNode;
  number?: boolean;
}

/** One level of the plan as a table, and on a phone as cards: the first column titles each, the others under it. */
function LevelTable<R>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: readonly R[];
  columns: Column<R>[];
  rowKey: (row: R) => string;
}) {
  const styles = useStyles();
  return (
    <section aria-label={caption} className={styles.scroll}>
      <h2>{caption}</h2>
      <Table size="small" aria-label={caption} className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.label} className={column.number ? styles.number : undefined}>
                {column.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} className={column.number ? styles.number : undefined}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className={styles.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            <p className={styles.cardTitle}>{columns[0]?.cell(row)}</p>
            <dl className={styles.pairs}>
              {columns.slice(1).map((column) => (
                <div key={column.label} className={styles.pair}>
                  <dt>{column.label}</dt>
                  <dd className={styles.cardValue}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plan's three levels (behaviour §05-3): blends to make, roasts to make with their batches, green per lot. */
export function PlanTables({ plan }: { plan: PlanAnswer }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const kg = (mass: number) => kgText(mass, locale);
  const collate = new Intl.Collator(english ? 'en' : 'ko').compare;
  const byName = <R extends { name: string | null; name_kr: string | null }>(rows: readonly R[]) =>
    [...rows].sort((a, b) => collate(nameIn(english, a, ''), nameIn(english, b, '')));
  const lotName = (lot: PlanAnswer['lots'][number]) =>
    `${nameIn(english, lot, String(lot.greenbean_roaster_seq))} ${lot.greenbean_year ?? t('area.plan.noLot')}`;
  const lossSource = (source: string) => t(`area.plan.lossFrom.${source}`);
  return (
    <>
      <LevelTable
        caption={t('area.plan.blends')}
        rows={byName(plan.blends)}
        rowKey={(row) => String(row.blending_seq)}
        columns={[
          { label: t('area.plan.blend'), cell: (row) => nameIn(english, row, String(row.blending_seq)) },
          { label: t('area.plan.ordered'), cell: (row) => kg(row.demand), number: true },
          { label: t('area.plan.minStock'), cell: (row) => kg(row.min_stock), number: true },
          { label: t('area.plan.onHand'), cell: (row) => kg(row.stock), number: true },
          { label: t('area.plan.toBlend'), cell: (row) => kg(row.to_make), number: true },
        ]}
      />
      <LevelTable
        caption={t('area.plan.roasts')}
        rows={byName(plan.recipes)}
        rowKey={(row) => String(row.roasting_seq)}
        columns={[
          { label: t('area.plan.recipe'), cell: (row) => nameIn(english, row, String(row.roasting_seq)) },
          { label: t('area.plan.needed'), cell: (row) => kg(row.required), number: true },
          { label: t('area.plan.onHand'), cell: (row) => kg(row.stock), number: true },
          { label: t('area.plan.toRoast'), cell: (row) => kg(row.to_roast), number: true },
          {
            label: t('area.plan.loss'),
            cell: (row) => `${(row.expected_loss / 10).toFixed(1)} % (${lossSource(row.loss_source)})`,
            number: true,
          },
          { label: t('area.plan.batchSize'), cell: (row) => kg(row.batch_size), number: true },
          { label: t('area.plan.batches'), cell: (row) => row.batch_count, number: true },
          { label: t('area.plan.green'), cell: (row) => kg(row.green), number: true },
        ]}
      />
      <LevelTable
        caption={t('area.plan.lots')}
        rows={[...plan.lots].sort((a, b) => collate(lotName(a), lotName(b)))}
        rowKey={(row) => `${row.greenbean_roaster_seq}_${row.greenbean_year ?? ''}`}
        columns={[
          { label: t('area.plan.lot'), cell: lotName },
          { label: t('area.plan.inStock'), cell: (row) => kg(row.stock), number: true },
          { label: t('area.plan.greenNeeded'), cell: (row) => kg(row.required), number: true },
          {
            label: t('area.plan.short'),
            cell: (row) => (row.short > 0 ? <span className={styles.short}>{kg(row.short)}</span> : '-'),
            number: true,
          },
        ]}
      />
    </>
  );
}
