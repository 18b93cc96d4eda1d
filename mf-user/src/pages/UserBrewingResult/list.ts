import { createElement } from 'react';
import type { ListPageConfig } from '@coffee/field-toolkit/engine';
import { listPanelOpener } from '@coffee/field-toolkit/blocks/plumbing';

/** Above the brewing records' search, the import of a Beanconqueror history (behaviour §10-5). */
export const list: ListPageConfig = {
  summary: listPanelOpener({
    label: 'blocks.imports.beanconqueror',
    title: 'blocks.imports.beanconquerorTitle',
    load: async () => {
      const [{ BrewHistoryPanel }, { brewHistoryCall }] = await Promise.all([
        import('@coffee/field-toolkit/blocks/brewHistory'),
        import('../../../model'),
      ]);
      return ({ id }) => createElement(BrewHistoryPanel, { id, owner: 'user', call: brewHistoryCall });
    },
  }),
};
