import { createElement, Fragment } from 'react';
import { listPanelOpener } from '@coffee/field-toolkit/blocks/plumbing';
import { brewList } from '../brewList';
import { QueuedBrews } from '../brewList/QueuedBrews';

/** The import of a Beanconqueror history (behaviour §10-5): its panel and call come when it is opened. */
const BrewHistoryImport = listPanelOpener({
  label: 'blocks.imports.beanconqueror',
  title: 'blocks.imports.beanconquerorTitle',
  load: async () => {
    const [{ BrewHistoryPanel }, { brewHistoryCall }] = await Promise.all([
      import('@coffee/field-toolkit/blocks/brewHistory'),
      import('../../../model'),
    ]);
    return ({ id }) => createElement(BrewHistoryPanel, { id, owner: 'cafe', call: brewHistoryCall });
  },
});

/** The brews kept on this phone, then the import of a Beanconqueror history. */
function BrewResultsSummary() {
  return createElement(Fragment, null, createElement(QueuedBrews), createElement(BrewHistoryImport));
}

/** The cafe's brews, newest first, with those kept on this phone above them (behaviour §10-4.4). */
export const list = brewList({ summary: BrewResultsSummary });
