import { roasterEntities } from 'mf-roaster/model';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection, namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { singleOriginDerive } from '../../shared/production';
import { publicSection } from '../../shared/sections';
import { ROASTER_PAGES } from '../../../model';

const entity = roasterEntities.RoastingDefault;

/**
 * Roasting recipes (behaviour §02-3.3): the machine (roaster equipment of type RSTR), green bean rows (≤ 20; masses give the
 * shares and the total, a bean twice is refused), single origin from the rows, the blend it may create.
 */
export const page = definePage(ROASTER_PAGES.RoastingDefault, {
  detail: {
    sections: [
      {
        title: 'area.sections.recipe',
        fields: [
          ...namesOf('roasting'),
          'roasting_machine_seq',
          'roasting_batch_auto',
          'roasting_reference_seq',
          'roasting_profile_use',
          'roasting_use',
        ],
      },
      {
        title: 'area.sections.greenbeans',
        // The expected loss feeds the production plan (behaviour §05-3).
        fields: ['greenbean_list', 'greenbean_total_mass', 'roasting_single_origin', 'roasting_expected_loss'],
      },
      {
        // Against the reference batch (behaviour §08-1.2).
        title: 'area.sections.tolerances',
        fields: [
          'roasting_tol_bt',
          'roasting_tol_ror',
          'roasting_tol_phase',
          'roasting_tol_tp',
          'roasting_tol_fc',
          'roasting_tol_drop',
          'roasting_tol_drop_bean',
          'roasting_tol_dtr',
          'roasting_tol_loss',
        ],
      },
      { title: 'area.sections.blend', fields: ['blending_create_use', 'blending_create_seq'] },
      publicSection('roasting_auth'),
      auditSection(entity),
    ],
    derive: singleOriginDerive(entity, 'greenbean_list', 'greenbean_roaster_seq', 'roasting_single_origin'),
  },
});
