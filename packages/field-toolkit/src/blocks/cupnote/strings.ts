import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the cupnote block, under `blocks.cupnote.*`. */
export const cupnoteStrings = {
  kr: { cupnote: { tasting: '맛 평가', flavor: '향미', clean: '초기화' } },
  en: { cupnote: { tasting: 'Tasting', flavor: 'Flavor', clean: 'Clean' } },
} satisfies LocalisedStrings;
