import { createElement, Fragment } from 'react';
import { BrewHistoryImport } from '@coffee/field-toolkit/blocks/brewHistory';
import { brewList } from '../brewList';
import { QueuedBrews } from '../brewList/QueuedBrews';

/** The import's contract comes with its panel. */
const brewHistoryCall = () => import('../../../model').then((model) => model.brewHistoryCall);

/** The brews kept on this phone, then the import of a Beanconqueror history (behaviour §10-5). */
function BrewResultsSummary() {
  return createElement(
    Fragment,
    null,
    createElement(QueuedBrews),
    createElement(BrewHistoryImport, { owner: 'cafe', call: brewHistoryCall }),
  );
}

/** The cafe's brews, newest first, with those kept on this phone above them (behaviour §10-4.4). */
export const list = brewList({ summary: BrewResultsSummary });
