import { listQuery, useQuery } from '@coffee/api-client/query';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isOk } from '@coffee/api-client';
import { LineChart } from '@coffee/field-toolkit/charts';
import { useIsMobile } from '@coffee/field-toolkit/engine';
import { grindTimeSeries } from './grindTimeSeries';
import { CAFE_PAGES } from '../../../model';

const HISTORY_LIST = CAFE_PAGES.CafeSettingHistory.api.list;
/** The chart shows the latest dial-ins (the largest list page: weeks of a counter's beans). */
const CHART_ROWS = 100;

const useStyles = makeStyles({
  chart: { marginBlockEnd: tokens.spacingVerticalL, minWidth: 0 },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** Grind against shot time, a line per bean, from the cafe's latest dial-ins. */
export function DialInChart() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const query = useQuery(
    listQuery<Record<string, unknown>>(HISTORY_LIST, {
      page: 1,
      list_count: CHART_ROWS,
      orderType: 'dialin_date_orderdesc',
    }),
  );
  const rows = query.data && isOk(query.data) ? query.data.result : [];
  const { log, series, xMax } = grindTimeSeries(rows, i18n.language === 'en');
  return (
    <section className={styles.chart} aria-label={t('area.dialIn.chart')}>
      {series.length === 0 ? (
        <Body1 className={styles.empty}>{query.isPending ? t('area.dialIn.loading') : t('area.dialIn.noChart')}</Body1>
      ) : (
        <LineChart
          log={log}
          series={series}
          range={{ xMax }}
          valueAxis={{
            title: t('fields.brewing_grinder_point'),
            unit: '',
            decimals: 2,
            floor: -100,
            defaultMin: 0,
            defaultMax: 10,
          }}
          label={t('area.dialIn.chart')}
          mobile={mobile}
          downloadable
          downloadPrefix="DialIn_"
        />
      )}
    </section>
  );
}
