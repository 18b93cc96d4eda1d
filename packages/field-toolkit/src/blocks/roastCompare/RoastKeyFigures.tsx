import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { storedDeviation } from '@coffee/domain';
import { ToleranceBadge } from './DeviationTable';
import { minutesSeconds, roastSummary } from './summary';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(9rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  value: { margin: 0 },
});

export interface RoastKeyFiguresProps {
  values: Readonly<Record<string, unknown>>;
  /** The timeline fields the chart draws (the chart field's `chartOf`). */
  chartOf: readonly string[];
  /** Whether the batch is within its recipe's tolerances against the reference batch; absent when not judged. */
  withinTolerance?: boolean | null;
  /**
   * The deviation the server stored with the verdict: the verdict is shown only beside one, so a new batch's unset
   * flag, or a batch whose recipe names no reference, is never called out of tolerance (behaviour §08-1).
   */
  deviation?: unknown;
}

const percent = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} %`);
const celsius = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} °C`);

/**
 * What a roaster reads first of a batch (behaviour §10-2.2): DTR, loss, drop temperature and time, development time,
 * and the verdict against the reference batch where there is one (behaviour §08-1).
 */
export function RoastKeyFigures({ values, chartOf, withinTolerance = null, deviation }: RoastKeyFiguresProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const summary = roastSummary(values, chartOf);
  const verdict = storedDeviation(deviation) ? withinTolerance : null;
  const figures: [string, string][] = [
    [t('blocks.compare.dtr'), percent(summary.developmentRatio)],
    [t('blocks.compare.loss'), percent(summary.weightLoss)],
    [t('blocks.compare.drop'), celsius(summary.dropBt)],
    [t('blocks.compare.total'), minutesSeconds(summary.totalMs)],
    [t('blocks.compare.phases.development'), minutesSeconds(summary.phases.development?.durationMs)],
  ];
  return (
    <dl className={styles.figures} aria-label={t('blocks.compare.keyFigures')}>
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>
            <Caption1>{label}</Caption1>
          </dt>
          <dd className={styles.value}>
            <Subtitle1>{value}</Subtitle1>
          </dd>
        </div>
      ))}
      {verdict !== null && (
        <div className={styles.figure}>
          <dt>
            <Caption1>{t('blocks.compare.deviation.overall')}</Caption1>
          </dt>
          <dd className={styles.value}>
            <ToleranceBadge within={verdict} />
          </dd>
        </div>
      )}
    </dl>
  );
}
