import { definePage } from '@coffee/field-toolkit/engine';
import { SELLER_LINK_COPY, greenbeanCopy, greenbeanSections } from '@coffee/field-toolkit/blocks/greenbean';
import { REFERENCE_PAGES } from '../../../model';

/** Yearly lots of the catalogue: id `{greenbean_default_seq}_{greenbean_year}`, both locked on update. */
export const page = definePage(REFERENCE_PAGES.SettingGreenbeanYear, {
  detail: {
    defaults: () => ({ greenbean_year: new Date().getFullYear() }),
    sections: greenbeanSections([
      'greenbean_default_seq',
      'greenbean_year',
      'greenbean_import_date',
      'greenbean_packaging_date',
    ]),
    optionCopies: [greenbeanCopy('greenbean_default_seq'), SELLER_LINK_COPY],
  },
});
