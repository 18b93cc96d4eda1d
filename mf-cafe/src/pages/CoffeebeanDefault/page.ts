import { cafeEntities } from 'mf-cafe/model';
import { definePage } from '@coffee/field-toolkit/engine';
import { origin } from '@coffee/field-toolkit/blocks/origin';
import { auditSection, namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_PAGES } from '../../../model';

const entity = cafeEntities.CoffeebeanDefault;
const beanOrigin = origin(entity, 'coffeebean');

/**
 * The cafe's bean catalogue (behaviour §03-3.8): names, single origin and its origin lists (a single country opens region
 * and farm), the roaster's blend it came from with its info and cupnote switches, public stages and the QR serial.
 */
export const page = definePage(CAFE_PAGES.CoffeebeanDefault, {
  detail: {
    sections: [
      {
        title: 'blocks.sections.basic',
        fields: [...namesOf('coffeebean'), 'coffeebean_single_origin', 'coffeebean_use'],
      },
      beanOrigin.section,
      { title: 'area.sections.blend', fields: ['blending_uuid', 'blending_info_use', 'blending_cupnote_use'] },
      {
        title: 'area.sections.public',
        fields: ['public_stage_cafe', 'public_stage_customer', 'public_stage_normal', 'coffeebean_uuid_str'],
      },
      { title: 'blocks.sections.detail', fields: ['coffeebean_desc'] },
      auditSection(entity),
    ],
    derive: beanOrigin.derive,
  },
});
