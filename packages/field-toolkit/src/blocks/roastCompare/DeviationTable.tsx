import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { storedDeviation } from '@coffee/domain';
import { useTranslation } from 'react-i18next';
import { deviationText, toleranceText } from './deviationText';

const useStyles = makeStyles({
  // The whole width of a form section's grid.
  scroll: { overflowX: 'auto', maxWidth: '100%', gridColumn: '1 / -1', minWidth: 0 },
  note: { gridColumn: '1 / -1' },
  number: { whiteSpace: 'nowrap' },
});

/** Within or out of tolerance, in words and colour. */
export function ToleranceBadge({ within }: { within: boolean | null }) {
  const { t } = useTranslation();
  if (within === null) return <Text>-</Text>;
  return (
    <Badge appearance="tint" color={within ? 'success' : 'danger'}>
      {t(within ? 'blocks.compare.deviation.within' : 'blocks.compare.deviation.out')}
    </Badge>
  );
}

/**
 * A batch's deviation from its recipe's reference batch (behaviour §08-1), as the server stored it on save: each
 * figure, its tolerance and whether it is within; a note when the recipe names no reference batch.
 */
export function DeviationTable({ stored }: { stored: unknown }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const deviation = storedDeviation(stored);
  if (!deviation)
    return (
      <Text role="status" className={styles.note}>
        {t('blocks.compare.deviation.none')}
      </Text>
    );
  return (
    <div className={styles.scroll} role="region" aria-label={t('blocks.compare.deviation.title')} tabIndex={0}>
      <Table size="small" aria-label={t('blocks.compare.deviation.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('blocks.compare.measure')}</TableHeaderCell>
            <TableHeaderCell>{t('blocks.compare.deviation.value')}</TableHeaderCell>
            <TableHeaderCell>{t('blocks.compare.deviation.tolerance')}</TableHeaderCell>
            <TableHeaderCell>{t('blocks.compare.deviation.judgement')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deviation.figures.map((figure) => (
            <TableRow key={figure.figure}>
              <TableCell>{t(`blocks.compare.deviation.figures.${figure.figure}`)}</TableCell>
              <TableCell className={styles.number}>{deviationText(figure)}</TableCell>
              <TableCell className={styles.number}>{toleranceText(figure)}</TableCell>
              <TableCell>
                <ToleranceBadge within={figure.within} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
