// A block entry of its own (`@coffee/field-toolkit/blocks/keptSaves`): a page that keeps its saves offline
// (behaviour §06-1) loads it; it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import type { OfflineSaves } from '@coffee/field-toolkit/engine';
import { KeptSavesPanel } from './KeptSavesPanel';
import { keptSavesStrings } from './strings';

addStrings('blocks', keptSavesStrings);

export { KeptSavesPanel } from './KeptSavesPanel';
export type { KeptSavesPanelProps } from './KeptSavesPanel';
export { keptSavesStrings } from './strings';

/** A page's offline saves (behaviour §06-1): the line that names a kept save, and the calls its form reads. */
export const offlineSaves = (setup: Omit<OfflineSaves, 'panel'>): OfflineSaves => ({
  ...setup,
  panel: KeptSavesPanel,
});
