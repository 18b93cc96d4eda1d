import { brewingEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { brewingResultSections } from '../CafeBrewingResult/sections';
import { CAFE_PAGES } from '../../../model';

const entity = brewingEntities.CafeBrewingToday;

/**
 * The team's shared view of a day (behaviour §03-3.4, §10-4.1): every brew of the picked day, today (the cafe's
 * local day) unless another is picked (`list.ts`), read-only, with a New button to the brewing result form.
 */
export const page = definePage(CAFE_PAGES.CafeBrewingToday, {
  detail: { sections: [...brewingResultSections(), auditSection(entity)] },
});
