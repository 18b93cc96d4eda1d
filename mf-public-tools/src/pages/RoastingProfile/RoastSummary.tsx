import {
  Body1,
  Caption1,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RoastAnalysis, RoastEvent } from '@coffee/domain';
import { formatMinutesSeconds } from './manualPoints';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, overflowX: 'auto' },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, gridColumn: '1 / -1' },
  figure: { display: 'flex', flexDirection: 'column' },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  // A figure stays on one line with its unit, "47.5 %" never broken (behaviour §09-4.1).
  numeric: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Columns as wide as their words ("Development"): Fluent's fixed layout lets them run into the next column.
  table: { tableLayout: 'auto' },
});

const oneDecimal = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : value.toFixed(1);
/** A share with its unit joined by a no-break space. */
const percent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : `${value.toFixed(1)}\u00a0%`;

export interface RoastSummaryProps {
  events: readonly RoastEvent[];
  analysis: RoastAnalysis;
}

/** The roast's headline figures (time, DTR, weight loss), its event table and its phase table. */
export function RoastSummary({ events, analysis }: RoastSummaryProps) {
  const styles = useStyles();
  const { t } = useTranslation(undefined, { keyPrefix: 'area.roasting' });
  const figures = [
    { key: 'total', value: analysis.totalMs === null ? '-' : formatMinutesSeconds(analysis.totalMs) },
    { key: 'dtr', value: percent(analysis.developmentRatio) },
    ...(analysis.weightLoss === null ? [] : [{ key: 'weightLoss', value: percent(analysis.weightLoss) }]),
  ];
  return (
    <div className={styles.root}>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>
              <Caption1>{t(`summary.${figure.key}`)}</Caption1>
            </dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.block}>
        <Subtitle2 as="h3">{t('summary.events')}</Subtitle2>
        {events.length === 0 ? (
          <Body1>{t('summary.noEvents')}</Body1>
        ) : (
          <Table size="small" className={styles.table} aria-label={t('summary.events')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('event')}</TableHeaderCell>
                <TableHeaderCell>{t('time')}</TableHeaderCell>
                <TableHeaderCell>{t('bt')}</TableHeaderCell>
                <TableHeaderCell>{t('et')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {events.map((event) => (
                <TableRow key={event.type}>
                  <TableCell>{t(`events.${event.type}`)}</TableCell>
                  <TableCell className={styles.numeric}>{formatMinutesSeconds(event.timeMs)}</TableCell>
                  <TableCell className={styles.numeric}>{oneDecimal(event.bt)}</TableCell>
                  <TableCell className={styles.numeric}>{oneDecimal(event.et)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      {analysis.phases.length > 0 && (
        <div className={styles.block}>
          <Subtitle2 as="h3">{t('summary.phases')}</Subtitle2>
          <Table size="small" className={styles.table} aria-label={t('summary.phases')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('summary.phases')}</TableHeaderCell>
                <TableHeaderCell>{t('summary.duration')}</TableHeaderCell>
                <TableHeaderCell>{t('summary.share')}</TableHeaderCell>
                <TableHeaderCell>{t('summary.rise')}</TableHeaderCell>
                <TableHeaderCell>{t('summary.meanRor')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {analysis.phases.map((phase) => (
                <TableRow key={phase.key}>
                  <TableCell>{t(`phases.${phase.key}`)}</TableCell>
                  <TableCell className={styles.numeric}>{formatMinutesSeconds(phase.durationMs)}</TableCell>
                  <TableCell className={styles.numeric}>{percent(phase.percent)}</TableCell>
                  <TableCell className={styles.numeric}>{oneDecimal(phase.btRise)}</TableCell>
                  <TableCell className={styles.numeric}>{oneDecimal(phase.meanRor)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
