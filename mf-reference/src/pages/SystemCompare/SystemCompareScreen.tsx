import { useState } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { compareColumns } from '../SystemTable/codegen';
import { useColumns } from '../SystemTable/systemApi';
import { TablePicker } from '../SystemTable/TablePicker';
import type { TableChoice } from '../SystemTable/TablePicker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

/** user/system/compare: the columns of two tables side by side. */
export function SystemCompareScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [left, setLeft] = useState<TableChoice>({ schema: 'public', table: '' });
  const [right, setRight] = useState<TableChoice>({ schema: 'public', table: '' });
  const leftColumns = useColumns(left.schema, left.table);
  const rightColumns = useColumns(right.schema, right.table);
  const ready = leftColumns.rows.length > 0 && rightColumns.rows.length > 0;
  const comparison = compareColumns(leftColumns.rows, rightColumns.rows);
  const rows = [
    ...comparison.onlyLeft.map((column) => ({ column, state: t('area.system.onlyLeft'), detail: '' })),
    ...comparison.onlyRight.map((column) => ({ column, state: t('area.system.onlyRight'), detail: '' })),
    ...comparison.differing.map(({ column, left: a, right: b }) => ({
      column,
      state: t('area.system.differing'),
      detail: `${a} / ${b}`,
    })),
    ...comparison.same.map((column) => ({ column, state: t('area.system.same'), detail: '' })),
  ];
  return (
    <div className={styles.root}>
      <Title3 as="h1">{t('area.system.compareTitle')}</Title3>
      <TablePicker value={left} onChange={setLeft} label={t('area.system.left')} />
      <TablePicker value={right} onChange={setRight} label={t('area.system.right')} />
      {ready && (
        <Table aria-label={t('area.system.compareTitle')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('fields.column_name')}</TableHeaderCell>
              <TableHeaderCell>{t('area.system.comparison')}</TableHeaderCell>
              <TableHeaderCell>{t('fields.column_type')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.column}>
                <TableCell>{row.column}</TableCell>
                <TableCell>{row.state}</TableCell>
                <TableCell>{row.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

export { SystemCompareScreen as Screen };
