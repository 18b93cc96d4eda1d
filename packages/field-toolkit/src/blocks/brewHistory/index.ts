// A block entry of its own (`@coffee/field-toolkit/blocks/brewHistory`): the Beanconqueror import's panel (behaviour
// §10-5), which the brewing lists of a cafe and of a coffee lover open; it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { brewHistoryStrings } from './strings';

addStrings('blocks', brewHistoryStrings);

export { BrewHistoryPanel } from './BrewHistoryPanel';
export type { BrewHistoryPanelProps } from './BrewHistoryPanel';
export { brewHistoryStrings } from './strings';
