import { definePage } from '@coffee/field-toolkit/engine';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { AUDIT_FIELDS } from '../../shared/notePage';
import { QUALITY_PAGES } from '../../../model';

/** The roaster's brewing recipes for its blends (behaviour §03-2.4 roaster/qc/brd). */
export const page = definePage(QUALITY_PAGES.QCBrewingDefault, {
  detail: {
    sections: [
      {
        title: 'area.sections.recipe',
        fields: [...namesOf('brewing', false), 'blending_seq', 'brewing_type', 'brewing_public', 'brewing_use'],
      },
      { title: 'area.sections.description', fields: ['brewing_default_memo'] },
      { title: 'area.sections.audit', fields: AUDIT_FIELDS },
    ],
  },
});
