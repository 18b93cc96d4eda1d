import { dialInEntities } from 'mf-cafe/model';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_PAGES } from '../../../model';

const entity = dialInEntities.CafeSettingDefault;

/** Each bean's target: the numbers to aim for and how many days after roasting it is served. */
export const page = definePage(CAFE_PAGES.CafeSettingDefault, {
  detail: {
    sections: [
      { title: 'area.sections.dialInBean', fields: ['coffeebean_seq', 'dialin_fresh_days', 'dialin_default_use'] },
      {
        title: 'area.sections.dialInNumbers',
        fields: ['brewing_grinder_point', 'brewing_bean_mass', 'brewing_result_total', 'brewing_term', 'brewing_temp'],
      },
      { title: 'area.sections.equipment', fields: ['brewing_type', 'brewing_machine_seq', 'brewing_grinder_seq'] },
      { title: 'blocks.sections.detail', fields: ['dialin_default_memo'] },
      auditSection(entity),
    ],
  },
});
