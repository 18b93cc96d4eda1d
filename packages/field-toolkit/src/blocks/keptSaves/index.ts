// A block entry of its own (`@coffee/field-toolkit/blocks/keptSaves`): a page that keeps its saves offline
// (behaviour §06-1) loads it; it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import type { OfflineSaves } from '@coffee/field-toolkit/engine';
import { KeptSavesPanel } from './KeptSavesPanel';
import { keptSavesStrings } from './strings';
import { acknowledgeSave } from './undoSaves';

addStrings('blocks', keptSavesStrings);

export { KeptSavesPanel } from './KeptSavesPanel';
export type { KeptSavesPanelProps } from './KeptSavesPanel';
export { keptSavesStrings } from './strings';
export { SavedToast } from './SavedToast';
export { UNDO_MS, savedNoticeStore, useLastSave } from './undoSaves';

/**
 * A page's offline saves (behaviour §06-1): the line that names a kept save, and the calls its form reads. With
 * `undo`, a new record's save asks nothing and offers an Undo instead (behaviour §10-4.4).
 */
export const offlineSaves = (
  setup: Omit<OfflineSaves, 'panel' | 'acknowledge'>,
  { undo = false }: { undo?: boolean } = {},
): OfflineSaves => ({
  ...setup,
  panel: KeptSavesPanel,
  ...(undo ? { acknowledge: acknowledgeSave } : {}),
});
