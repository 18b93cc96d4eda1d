import { roasterEntities } from 'mf-roaster/model';
import { definePage } from '@coffee/field-toolkit/engine';
import { auditSection, namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { publicSection } from '../../shared/sections';
import { ROASTER_PAGES } from '../../../model';

const entity = roasterEntities.BlendingDefault;

/**
 * Blends (behaviour §02-3.5, §05-1): roast recipe rows with masses (a recipe twice is refused), what of it is sold, whether a blend batch takes from the
 * roasted stock, the recipe it may create, public stages and the QR serials of the public pages.
 */
export const page = definePage(ROASTER_PAGES.BlendingDefault, {
  detail: {
    sections: [
      { title: 'area.sections.recipe', fields: [...namesOf('blending'), 'blending_use'] },
      {
        title: 'area.sections.roastings',
        fields: [
          'roasting_list',
          'blending_total_mass',
          'blending_single_origin',
          'roasting_instock_change',
          'blending_ratio_tol',
        ],
      },
      {
        title: 'area.sections.sale',
        fields: ['blending_sale_use', 'bag_list', 'blending_stock_min', 'blending_rest_days', 'blending_delivery_days'],
      },
      { title: 'area.sections.create', fields: ['blending_create_use', 'roasting_create_seq'] },
      publicSection('blending_auth'),
      { title: 'area.sections.qr', fields: ['blending_uuid_str', 'blending_uuid_cafe'] },
      { title: 'blocks.sections.detail', fields: ['blending_desc'] },
      auditSection(entity),
    ],
  },
});
