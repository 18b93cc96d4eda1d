export { CUPNOTE_POINT_FIELDS, CUPNOTE_TAG_LISTS, cleanCupnote, cupnote } from './cupnote';
export type { CupnoteBlock } from './cupnote';
export { cupnoteStrings } from './strings';
