import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'start',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'top',
    },
    // On a phone each row reads as a card: every value under its column's name.
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
        padding: `2px 0`,
        textAlign: 'end',
      },
      '& td::before': {
        content: 'attr(data-label)',
        color: tokens.colorNeutralForeground3,
        textAlign: 'start',
      },
    },
  },
});

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** A list of the trace (behaviour §12-2): a table on a wide screen and on paper, one card a row on a phone. */
export function TraceTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  const styles = useStyles();
  return (
    <table className={styles.table} aria-label={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
