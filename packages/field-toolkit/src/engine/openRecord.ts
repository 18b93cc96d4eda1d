import type { FieldDef } from '@coffee/domain';
import { detailQuery } from '@coffee/api-client/query';
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

/** Each record's opening not yet taken by its screen (by query key): the navigation and when it began. */
const openings = new Map<string, { navigation: string; openedAt: number }>();
const keyText = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/**
 * A saved record's route opens: its record and its charts' code are fetched at once, beside the detail screen's code
 * and the page's config, not once they have arrived and drawn (behaviour §11-3.2). Fetched with the detail's default
 * options (a page with its own id parameter or check mode fetches its record itself). Call it while rendering the
 * route (a screen still loading commits nothing, so an effect would wait for it): the renders of one navigation
 * (`navigation`, the location's key) start one fetch.
 */
export function openRecord(
  client: ReturnType<typeof useQueryClient>,
  page: Pick<PageConfig, 'entity' | 'api'>,
  id: string,
  navigation: string,
): void {
  const options = detailQuery(apiPaths(page).detail, id);
  const key = keyText(options.queryKey);
  if (openings.get(key)?.navigation === navigation) return;
  openings.set(key, { navigation, openedAt: Date.now() });
  void client.prefetchQuery(options);
  // The entity's chart fields: the page's sections come with its config.
  void preloadChartFields(page.entity.fields);
}

/** What the detail screen knows of its record's query when it mounts. */
interface RecordQuery {
  queryKey: readonly unknown[];
  state: { dataUpdatedAt: number };
}

/**
 * Read by the detail screen when it first renders: whether a query holds the record its route fetched for this opening
 * (`openRecord`), which the screen then does not fetch again. Any other record is fetched again once stale. The
 * opening stays until the screen is on the page (`settleOpening`): a first render that React set aside (the screen
 * suspended before it committed) would otherwise take it, and the committed one fetch the record again.
 */
export function takeOpening(queryKey: readonly unknown[]): (query: RecordQuery) => boolean {
  const key = keyText(queryKey);
  const openedAt = openings.get(key)?.openedAt;
  return (query) => openedAt !== undefined && keyText(query.queryKey) === key && query.state.dataUpdatedAt >= openedAt;
}

/** Called once the detail screen is on the page: a later screen of the record fetches it again once stale. */
export function settleOpening(queryKey: readonly unknown[]): void {
  openings.delete(keyText(queryKey));
}
