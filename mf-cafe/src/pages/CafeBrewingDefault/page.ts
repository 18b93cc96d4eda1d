import { brewingEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection, namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_PAGES } from '../../../model';

const entity = brewingEntities.CafeBrewingDefault;

/** The cafe's brewing recipes (behaviour §03-3.3): name, bean, extraction type (drip by default), public, memo. */
export const page = definePage(CAFE_PAGES.CafeBrewingDefault, {
  detail: {
    sections: [
      {
        title: 'blocks.sections.basic',
        fields: [...namesOf('brewing', false), 'coffeebean_seq', 'brewing_type', 'brewing_public', 'brewing_use'],
      },
      { title: 'blocks.sections.detail', fields: ['brewing_default_memo'] },
      auditSection(entity),
    ],
  },
});
