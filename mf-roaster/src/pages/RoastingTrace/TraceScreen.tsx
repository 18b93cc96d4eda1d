import { Button, Text, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useQuery } from '@coffee/api-client/query';
import { pagePath } from '@coffee/domain';
import { useTranslation } from 'react-i18next';
import { Link, usePreferences, useSearchParams } from '@coffee/field-toolkit/runtime';
import type { TraceAnswer, TraceStart } from './trace';
import { formatStoredMass } from '@coffee/field-toolkit/widgets/format';
import { localName, startOf, traceQuery } from './trace';
import { TraceChooser } from './TraceChooser';
import { TraceTable } from './TraceTable';
import { ROASTER_PAGES } from '../../../model';

/** Printing shows the recall list alone, without the suite's frame or the page's controls. */
const usePrintStyles = makeStaticStyles(`@media print {
  body * { visibility: hidden; }
  [data-recall], [data-recall] * { visibility: visible; }
  [data-recall] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-recall] [data-screen-only] { display: none; }
  [data-recall] a { color: inherit; text-decoration: none; }
}`);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  grow: { flexGrow: 1, minWidth: 0, margin: 0 },
  section: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
});

type Row = Record<string, unknown>;
const idOf = (row: Row, prefix: string) => `${String(row[`${prefix}_year`])}_${String(row[`${prefix}_seq`])}`;
const code = (row: Row, column: string) => String(row[column] ?? '') || '—';

/** What the trace is of, as its title names it. */
function subjectOf(start: TraceStart, trace: TraceAnswer, english: boolean, t: (key: string, values?: Row) => string) {
  if (start.kind === 'lot') {
    const lot = trace.greenbeans[0];
    return t('area.trace.ofLot', {
      name: lot ? `${localName(lot, 'greenbean_name', english)} ${String(lot.greenbean_year)}` : '',
    });
  }
  if (start.kind === 'roast') {
    const roast = trace.roasts.find((row) => row.roasting_result_seq === start.roasting_result_seq);
    return t('area.trace.ofRoast', { name: roast ? code(roast, 'roasting_batch_code') : '' });
  }
  const blend = trace.blends.find((row) => row.blending_result_seq === start.blending_result_seq);
  return t('area.trace.ofBlend', { name: blend ? code(blend, 'blending_batch_code') : '' });
}

/**
 * Trace and recall (behaviour §12-2): from a green lot, a roast batch or a blend batch, the cafes it was shipped to
 * (order, shipment, day, batch code and mass), the blend and roast batches made of it or holding it, and the green
 * lots it came from; the list prints alone.
 */
export function Screen() {
  usePrintStyles();
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const [query] = useSearchParams();
  const start = startOf(query);
  const trace = useQuery({
    ...traceQuery(start ?? { kind: 'lot', greenbean_roaster_seq: 0, greenbean_year: 0 }),
    enabled: !!start,
  });
  const mass = (value: unknown) => (value === null || value === undefined ? '—' : formatStoredMass(Number(value)));
  if (!start) return <TraceChooser />;
  if (trace.isPending) return <Text>{t('widgets.loading')}</Text>;
  if (!trace.data) return <Text role="alert">{t('area.trace.failed')}</Text>;
  const data = trace.data;
  const cafes = new Set(data.shipments.map((row) => row.cafe_seq)).size;
  const shipped = data.shipments.reduce((sum, row) => sum + Number(row.ship_mass ?? 0), 0);
  return (
    <div className={styles.root} data-recall>
      <div className={styles.head}>
        <h1 className={styles.grow}>{subjectOf(start, data, english, t)}</h1>
        <Button data-screen-only icon={<PrintRegular />} onClick={() => window.print()}>
          {t('area.trace.print')}
        </Button>
      </div>
      <Text data-screen-only>{t('area.trace.hint')}</Text>
      <Text weight="semibold">
        {t('area.trace.summary', {
          cafes: t('area.trace.cafeCount', { count: cafes }),
          shipments: t('area.trace.shipmentCount', { count: data.shipments.length }),
          mass: formatStoredMass(shipped),
        })}
      </Text>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('area.trace.shipments')}</h2>
        {data.shipments.length === 0 ? (
          <Text>{t('area.trace.noShipment')}</Text>
        ) : (
          <TraceTable
            caption={t('area.trace.shipments')}
            rows={data.shipments}
            rowKey={(row) => `${idOf(row, 'order')}_${String(row.shipment_no)}_${String(row.blending_result_seq)}`}
            columns={[
              { label: t('area.trace.cafe'), cell: (row) => localName(row, 'cafe_name', english) },
              {
                label: t('area.trace.order'),
                cell: (row) => (
                  <Link to={`${pagePath(ROASTER_PAGES.RoasterOrder)}/${idOf(row, 'order')}`}>
                    {`${String(row.order_year)}-${String(row.order_seq)} · ${t('area.trace.shipment', { no: row.shipment_no })}`}
                  </Link>
                ),
              },
              { label: t('area.trace.shipDate'), cell: (row) => String(row.ship_date ?? '—') },
              { label: t('area.trace.batch'), cell: (row) => code(row, 'blending_batch_code') },
              { label: t('area.trace.mass'), cell: (row) => mass(row.ship_mass) },
              {
                label: t('area.trace.received'),
                cell: (row) => String(row.receive_date ?? t('area.trace.notReceived')),
              },
            ]}
          />
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('area.trace.blends')}</h2>
        {data.blends.length === 0 ? (
          <Text>{t('area.trace.noBlend')}</Text>
        ) : (
          <TraceTable
            caption={t('area.trace.blends')}
            rows={data.blends}
            rowKey={(row) => idOf(row, 'blending_result')}
            columns={[
              {
                label: t('area.trace.batch'),
                cell: (row) => (
                  <Link to={`${pagePath(ROASTER_PAGES.BlendingResult)}/${idOf(row, 'blending_result')}`}>
                    {code(row, 'blending_batch_code')}
                  </Link>
                ),
              },
              { label: t('area.trace.date'), cell: (row) => String(row.blending_result_date ?? '') },
              { label: t('area.trace.recipe'), cell: (row) => localName(row, 'blending_name', english) },
              { label: t('area.trace.traced'), cell: (row) => mass(row.traced_mass ?? row.blending_total_mass) },
              { label: t('area.trace.left'), cell: (row) => mass(row.blending_instock) },
            ]}
          />
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('area.trace.roasts')}</h2>
        <TraceTable
          caption={t('area.trace.roasts')}
          rows={data.roasts}
          rowKey={(row) => idOf(row, 'roasting_result')}
          columns={[
            {
              label: t('area.trace.batch'),
              cell: (row) => (
                <Link to={`${pagePath(ROASTER_PAGES.RoastingResult)}/${idOf(row, 'roasting_result')}`}>
                  {code(row, 'roasting_batch_code')}
                </Link>
              ),
            },
            { label: t('area.trace.date'), cell: (row) => String(row.roasting_result_date ?? '') },
            { label: t('area.trace.recipe'), cell: (row) => localName(row, 'roasting_name', english) },
            { label: t('area.trace.traced'), cell: (row) => mass(row.traced_mass ?? row.roasting_mass) },
            { label: t('area.trace.left'), cell: (row) => mass(row.roasting_instock) },
          ]}
        />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('area.trace.greenbeans')}</h2>
        <TraceTable
          caption={t('area.trace.greenbeans')}
          rows={data.greenbeans}
          rowKey={(row) => `${String(row.greenbean_roaster_seq)}_${String(row.greenbean_year)}`}
          columns={[
            {
              label: t('area.trace.lot'),
              cell: (row) => `${localName(row, 'greenbean_name', english)} ${String(row.greenbean_year)}`,
            },
            { label: t('area.trace.mass'), cell: (row) => mass(row.greenbean_mass) },
          ]}
        />
      </section>
    </div>
  );
}
