import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { Link } from '@coffee/field-toolkit/runtime';
import { formatScore } from '@coffee/field-toolkit/widgets/format';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { QC_ROASTING_PATH, cuppingNotesQuery, cuppingScore } from '../../shared/cupping';

// The table takes the section's whole width (a form section is a grid of field columns), scrolling sideways if
// ever wider than a phone.
const useStyles = makeStyles({ wide: { gridColumn: '1 / -1', minWidth: 0, overflowX: 'auto' } });

/** The QC cupping notes written on this batch, so roast and cup are read together (behaviour §04-2); a new batch has none yet. */
export function CuppingNotes({ values }: { values: FormValues }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const year = values.roasting_result_year;
  const seq = values.roasting_result_seq;
  const notes = useQuery({
    ...cuppingNotesQuery(year, seq),
    enabled: seq !== undefined && seq !== null && seq !== '',
  });
  if (seq === undefined || seq === null || seq === '') return <Text>{t('area.cupping.afterSave')}</Text>;
  if (notes.isPending) return <Text>{t('widgets.loading')}</Text>;
  if (!notes.data) return <Text role="alert">{t('area.cupping.failed')}</Text>;
  if (notes.data.length === 0) return <Text className={styles.wide}>{t('area.cupping.none')}</Text>;
  const nameOf = (note: (typeof notes.data)[number]) =>
    (i18n.language === 'en' ? note.cupnote_name : (note.cupnote_name_kr ?? note.cupnote_name)) ??
    String(note.cupnote_seq);
  return (
    <div className={styles.wide}>
      <Table size="small" aria-label={t('area.sections.cupping')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('fields.cupnote_date')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.cupnote_name')}</TableHeaderCell>
            <TableHeaderCell>{t('area.cupping.score')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {notes.data.map((note) => (
            <TableRow key={note.cupnote_seq}>
              <TableCell>{note.cupnote_date?.slice(0, 10) ?? ''}</TableCell>
              <TableCell>
                <Link to={`${QC_ROASTING_PATH}/${note.cupnote_seq}`}>{nameOf(note)}</Link>
              </TableCell>
              <TableCell>{formatScore(cuppingScore(note), 'satisfaction') || '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
