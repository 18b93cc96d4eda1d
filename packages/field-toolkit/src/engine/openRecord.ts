import type { FieldDef } from '@coffee/domain';
import { detailQuery, openQuery } from '@coffee/api-client/query';
import type { useQueryClient } from '@coffee/api-client/query';
import { apiPaths } from './config';
import type { PageConfig } from './config';

const CHART_INPUTS: ReadonlySet<FieldDef['input']> = new Set(['radar', 'flavorwheel', 'line', 'timeline']);

/** The fields among `defs` that draw a chart (a radar, a flavor wheel, a curve, a roast's timeline). */
export function chartFieldsAmong(defs: readonly FieldDef[]): FieldDef[] {
  return defs.filter((def) => CHART_INPUTS.has(def.input));
}

/**
 * Starts fetching the code of the chart fields among `defs` (the chart fields and each chart with Highcharts), so a
 * detail page's chart loads with its record instead of after the form has rendered. Resolves once it is in (or could
 * not be fetched: the field then fetches it again, and shows the area's Retry if that fails too).
 */
export function preloadChartFields(defs: readonly FieldDef[]): Promise<void> {
  const inputs = chartFieldsAmong(defs).map((def) => def.input);
  if (inputs.length === 0) return Promise.resolve();
  return import('@coffee/field-toolkit/charts/fields')
    .then((charts) => Promise.all(inputs.map(charts.preloadChartOf)))
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * A saved record's route opens: its record and its charts' code are fetched at once, beside the detail screen's code
 * and the page's config, not once they have arrived and drawn (behaviour §11-3.2). Fetched with the detail's default
 * options (a page with its own id parameter or check mode fetches its record itself). Call it while rendering the
 * route (a screen still loading commits nothing, so an effect would wait for it): the renders of one navigation
 * (`navigation`, the location's key) start one fetch; the shell may have started it already (`openQuery`).
 */
export function openRecord(
  client: ReturnType<typeof useQueryClient>,
  page: Pick<PageConfig, 'entity' | 'api'>,
  id: string,
  navigation: string,
): void {
  openQuery(client, detailQuery(apiPaths(page).detail, id), navigation);
  // The entity's chart fields: the page's sections come with its config.
  void preloadChartFields(page.entity.fields);
}
