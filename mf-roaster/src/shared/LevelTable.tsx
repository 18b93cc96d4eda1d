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

/** Below this width a table reads as cards (behaviour §05-3). */
export const PHONE_QUERY = '@media (max-width: 640px)';

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
});

export interface Column<R> {
  label: string;
  cell: (row: R) => ReactNode;
  number?: boolean;
}

/** A table of figures, and on a phone cards: the first column titles each card, the others under it. */
export function LevelTable<R>({
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
