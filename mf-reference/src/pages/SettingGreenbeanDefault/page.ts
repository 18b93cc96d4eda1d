import { definePage } from '@coffee/field-toolkit/engine';
import { SELLER_LINK_COPY, greenbeanSections } from '@coffee/field-toolkit/blocks/greenbean';
import { REFERENCE_PAGES } from '../../../model';

/** The administrators' green bean catalogue: seller with its shop link, origin (country → region → farm), ranges. */
export const page = definePage(REFERENCE_PAGES.SettingGreenbeanDefault, {
  detail: { sections: greenbeanSections(), optionCopies: [SELLER_LINK_COPY] },
});
