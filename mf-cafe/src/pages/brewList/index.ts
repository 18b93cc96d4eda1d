import { keepAnswersOf } from '@coffee/api-client';
import type { ListColumn, ListPageConfig } from '@coffee/field-toolkit/engine';
import { brewFigures } from './brewFigures';
import { COUNTER_READS } from './counterReads';
import { QueuedBrews } from './QueuedBrews';

export { COUNTER_READS } from './counterReads';
export { brewFigures } from './brewFigures';

/**
 * A cafe's brew list (behaviour §10-4.4): the bean, the recipe, dose → yield and time, the rating; on a phone the
 * figures share one column and the date (a day's list) and the main flag are left out.
 */
export const BREW_COLUMNS: readonly ListColumn[] = [
  { field: 'brewing_result_date', mobile: false },
  { field: 'coffeebean_seq' },
  { field: 'brewing_seq' },
  { field: 'brewing_bean_mass', mobile: false },
  { field: 'brewing_result_total', mobile: false },
  { field: 'brewing_term', mobile: false },
  {
    field: 'brewing_bean_mass',
    label: 'area.brewList.figures',
    desktop: false,
    format: (_value, _language, row) => brewFigures(row),
  },
  // The rating on its own scale (behaviour §10-3.1: an empty one stays empty).
  { field: 'brewing_satis', format: (value) => (value === null || value === undefined ? '' : `${String(value)}/10`) },
  { field: 'brewing_result_main', mobile: false },
];

/**
 * A brew list of the counter: its columns, and the brews kept on this phone above the rows, first and marked, online
 * or not; the list's answers are kept for offline reading as the form's are (behaviour §06-4).
 */
export function brewList(setup: ListPageConfig = {}): ListPageConfig {
  keepAnswersOf(COUNTER_READS);
  return { columns: BREW_COLUMNS, summary: QueuedBrews, ...setup };
}
