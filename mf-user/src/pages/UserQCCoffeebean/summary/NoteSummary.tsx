import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { callQuery, codeGroupsQuery, useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { isOk } from '@coffee/api-client';
import { CategoryChart } from '@coffee/field-toolkit/charts';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { lastMonths, summaryCharts } from './noteSummary';
import { noteSummaryCall } from '../../../../model';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const SCORE_RANGE = { min: 0, max: 10 };
const CODE_GROUPS = ['CNTR', 'FLVR'];

/** "My coffee at a glance" above the note list: the signed-in user's own notes as four small charts. */
export function NoteSummary() {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const answer = useQuery(callQuery(noteSummaryCall, {}));
  const codes = useQuery(codeGroupsQuery(CODE_GROUPS, locale));
  const summary = answer.data && isOk(answer.data) ? answer.data.result : null;
  if (!summary) return null;

  const names = new Map(
    Object.values(codes.data ?? {})
      .flat()
      .map((code) => [code.code_id, (locale === 'en' ? code.code_name : code.code_name_kr) || code.code_name]),
  );
  const monthFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en' : 'ko', { year: '2-digit', month: 'short' });
  const charts = summaryCharts(
    summary,
    lastMonths(summary.latest_month),
    (month) => monthFormat.format(new Date(`${month}-01T00:00:00`)),
    (code) => names.get(code) ?? code,
  );
  return (
    <section className={styles.root} aria-labelledby="note-summary-title">
      <h2 id="note-summary-title">{t('area.summary.title')}</h2>
      {summary.total === 0 ? (
        <Text className={styles.muted}>{t('area.summary.empty')}</Text>
      ) : (
        <div className={styles.grid}>
          <CategoryChart
            kind="column"
            integer
            label={t('area.summary.perMonth')}
            seriesName={t('area.summary.notes')}
            points={charts.notes}
          />
          <CategoryChart
            kind="line"
            range={SCORE_RANGE}
            label={t('area.summary.satisfaction')}
            seriesName={t('area.summary.average')}
            points={charts.satisfaction}
          />
          {charts.origins.length > 0 && (
            <CategoryChart
              kind="bar"
              integer
              label={t('area.summary.origins')}
              seriesName={t('area.summary.notes')}
              points={charts.origins}
            />
          )}
          {charts.flavors.length > 0 && (
            <CategoryChart
              kind="bar"
              integer
              label={t('area.summary.flavors')}
              seriesName={t('area.summary.notes')}
              points={charts.flavors}
            />
          )}
        </div>
      )}
    </section>
  );
}
