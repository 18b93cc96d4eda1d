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
import { useTables } from '../SystemTable/systemApi';
import { TablePicker } from '../SystemTable/TablePicker';
import type { TableChoice } from '../SystemTable/TablePicker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

/** user/system/collection: every table of a schema with its keys and whether its settings were saved. */
export function SystemCollectionScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [choice, setChoice] = useState<TableChoice>({ schema: 'public', table: '' });
  const tables = useTables(choice.schema);
  return (
    <div className={styles.root}>
      <Title3 as="h1">{t('area.system.collectionTitle')}</Title3>
      <TablePicker value={choice} onChange={setChoice} schemaOnly />
      <Table aria-label={t('area.system.collectionTitle')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('fields.table_name')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.table_keys')}</TableHeaderCell>
            <TableHeaderCell>{t('area.system.comment')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tables.rows.map((row) => (
            <TableRow key={row.TABLE_NAME}>
              <TableCell>{row.TABLE_NAME}</TableCell>
              <TableCell>{row.PRIMARY_KEYS.join(', ')}</TableCell>
              <TableCell>{row.TABLE_COMMENT ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export { SystemCollectionScreen as Screen };
