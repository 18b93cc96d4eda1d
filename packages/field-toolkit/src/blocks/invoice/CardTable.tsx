import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& [data-numeric]': { textAlign: 'end' },
    '& tfoot td': { fontWeight: tokens.fontWeightSemibold },
    // A phone reads each row as a card: every value beside its column's name.
    '@media screen and (max-width: 640px)': {
      '& thead': { display: 'none' },
      '& tr': {
        display: 'block',
        padding: `${tokens.spacingVerticalS} 0`,
        borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
      },
      '& td': {
        display: 'flex',
        justifyContent: 'space-between',
        gap: tokens.spacingHorizontalM,
        border: 'none',
        padding: '2px 0',
      },
      '& td[data-label]::before': { content: 'attr(data-label)', color: tokens.colorNeutralForeground3 },
    },
  },
});

/** A column: its heading and its cell; numeric columns align to the end. */
export interface CardColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A table of an invoice's figures: a table on a wide screen and on paper, one card a row on a phone. */
export function CardTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string;
  columns: ReadonlyArray<CardColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  footer?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <table className={styles.table} aria-label={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" data-numeric={column.numeric || undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label} data-numeric={column.numeric || undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}
