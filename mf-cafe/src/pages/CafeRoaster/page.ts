import { definePage } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_PAGES } from '../../../model';

const { entity } = CAFE_PAGES.CafeRoaster;

/** The cafe's supplier roasteries (behaviour §03-3.6): its own nicks and notes; the roastery's names are not editable. */
export const page = definePage(CAFE_PAGES.CafeRoaster, {
  detail: { sections: standardSections(entity, ['cafe_roaster_name_kr', 'cafe_roaster_name']) },
});
