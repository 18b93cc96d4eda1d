import { brewingEntities, PAGES } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { brewingResultSections } from '../CafeBrewingResult/sections';

const entity = brewingEntities.CafeBrewingToday;

/** The team's shared view of the day: the brewing results, read-only, the main ones by default (behaviour §03-3.4). */
export const page = definePage(PAGES.CafeBrewingToday, {
  detail: { sections: [...brewingResultSections(), auditSection(entity)] },
});
