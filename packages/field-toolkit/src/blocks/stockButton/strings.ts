import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the stock button, under `blocks.inventory.*` with the inventory block's own. */
export const stockButtonStrings = {
  kr: { inventory: { stockButton: '재고와 이동 내역', close: '닫기' } },
  en: { inventory: { stockButton: 'Stock and movements', close: 'Close' } },
} satisfies LocalisedStrings;
