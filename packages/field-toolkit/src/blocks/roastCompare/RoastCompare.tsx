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
import { DEVIATION_FIGURES, ROAST_PHASE_KEYS } from '@coffee/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RoastingChart, RorSpanSelect } from '@coffee/field-toolkit/charts';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { minutesSeconds, roastSummary } from './summary';
import type { RoastSummary } from './summary';
import { deviationText } from './deviationText';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  number: { whiteSpace: 'nowrap' },
});

export interface CompareBatch {
  id: string;
  label: string;
  values: Readonly<Record<string, unknown>>;
}

export interface RoastCompareProps {
  batches: readonly CompareBatch[];
  /** The timeline fields the chart draws (the chart log field's `chartOf`). */
  chartOf: readonly string[];
}

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${value.toFixed(1)} %`;
const celsius = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} °C`);

/**
 * Roast batches compared (behaviour §04-2): their curves overlaid on one time axis aligned at CHARGE, then the
 * phase and deviation table with a column per batch.
 */
export function RoastCompare({ batches, chartOf }: RoastCompareProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const span = usePreferences((state) => state.rorSpan);
  const summaries = useMemo(
    () => batches.map((batch) => ({ batch, summary: roastSummary(batch.values, chartOf, undefined, span) })),
    [batches, chartOf, span],
  );
  // Every batch on one time axis aligned at CHARGE, one colour each (behaviour §04-2); the table under the chart.
  const [first, ...rest] = summaries;
  const overlays = rest.map(({ batch, summary }) => ({
    label: batch.label,
    samples: summary.chart.samples,
    rateOfRise: summary.chart.rateOfRise ?? [],
    events: summary.chart.events ?? [],
    chargeMs: summary.chart.events?.find((event) => event.type === 'charge')?.timeMs ?? 0,
  }));
  const rows: Array<[label: string, cell: (summary: RoastSummary) => string]> = [
    ...ROAST_PHASE_KEYS.flatMap((key): Array<[string, (summary: RoastSummary) => string]> => [
      [t(`blocks.compare.phases.${key}`), (summary) => minutesSeconds(summary.phases[key]?.durationMs)],
      [
        t('blocks.compare.share', { phase: t(`blocks.compare.phases.${key}`) }),
        (summary) => percent(summary.phases[key]?.percent),
      ],
    ]),
    [t('blocks.compare.dtr'), (summary) => percent(summary.developmentRatio)],
    [t('blocks.compare.fcStart'), (summary) => celsius(summary.fcStartBt)],
    [t('blocks.compare.drop'), (summary) => celsius(summary.dropBt)],
    [t('blocks.compare.total'), (summary) => minutesSeconds(summary.totalMs)],
    [t('blocks.compare.loss'), (summary) => percent(summary.weightLoss)],
    // Each batch against its own recipe's reference batch (behaviour §08-1).
    [
      t('blocks.compare.deviation.overall'),
      ({ deviation }) =>
        deviation?.within == null
          ? '-'
          : t(deviation.within ? 'blocks.compare.deviation.within' : 'blocks.compare.deviation.out'),
    ],
    ...DEVIATION_FIGURES.map((figure): [string, (summary: RoastSummary) => string] => [
      t(`blocks.compare.deviation.figures.${figure}`),
      ({ deviation }) => {
        const value = deviation?.figures.find((entry) => entry.figure === figure);
        return value ? deviationText(value) : '-';
      },
    ]),
  ];
  return (
    <div className={styles.root}>
      <RorSpanSelect />
      {first && (
        <RoastingChart
          {...first.summary.chart}
          label={first.batch.label}
          overlays={overlays}
          rorSpanPicker={false}
          downloadable
        />
      )}
      <div className={styles.scroll} role="region" aria-label={t('blocks.compare.table')} tabIndex={0}>
        <Table size="small" aria-label={t('blocks.compare.table')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('blocks.compare.measure')}</TableHeaderCell>
              {summaries.map(({ batch }) => (
                <TableHeaderCell key={batch.id}>{batch.label}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(([label, cell]) => (
              <TableRow key={label}>
                <TableCell>{label}</TableCell>
                {summaries.map(({ batch, summary }) => (
                  <TableCell key={batch.id} className={styles.number}>
                    {cell(summary)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
