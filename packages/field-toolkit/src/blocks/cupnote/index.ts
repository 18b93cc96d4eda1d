// A block entry of its own (`@coffee/field-toolkit/blocks/cupnote`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { cupnoteStrings } from './strings';

addStrings('blocks', cupnoteStrings);

export { CUPNOTE_POINT_FIELDS, CUPNOTE_TAG_LISTS, cleanCupnote, cupnote } from './cupnote';
export type { CupnoteBlock } from './cupnote';
export { cupnoteStrings } from './strings';
