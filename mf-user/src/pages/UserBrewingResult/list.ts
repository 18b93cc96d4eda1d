import { createElement } from 'react';
import type { ListPageConfig } from '@coffee/field-toolkit/engine';
import { BrewHistoryImport } from '@coffee/field-toolkit/blocks/brewHistory';

/** Above the brewing records' search, the import of a Beanconqueror history (behaviour §10-5). */
export const list: ListPageConfig = {
  summary: () =>
    createElement(BrewHistoryImport, {
      owner: 'user',
      call: () => import('../../../model').then((model) => model.brewHistoryCall),
    }),
};
