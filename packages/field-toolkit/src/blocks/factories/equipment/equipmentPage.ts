import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import type { EntityPageDescriptor } from '@coffee/domain';
import { ZERO_POINT_COPY, equipmentDerive } from './equipmentRules';

/** The equipment page of a roastery, a cafe or a person (its descriptor is the owning area's). */
export function equipmentPage(descriptor: EntityPageDescriptor): PageConfig {
  const { entity } = descriptor;
  const has = (name: string) => entity.fields.some((field) => field.name === name);
  return definePage(descriptor, {
    detail: {
      sections: [
        {
          title: 'blocks.sections.equipment',
          // A roaster machine's cost per batch (behaviour §05-14) where the owner's equipment has one.
          fields: [
            'equip_type',
            'equip_manufacture_seq',
            'equip_seq',
            'equip_zero_point',
            ...['equip_batch_cost'].filter(has),
          ],
        },
        {
          title: 'blocks.sections.basic',
          fields: [...namesOf('equip'), ...['equip_auth', 'equip_purchase_date'].filter(has), 'equip_use'],
        },
        { title: 'blocks.sections.detail', fields: ['equip_option', 'equip_detail'] },
        {
          title: 'blocks.sections.audit',
          fields: entity.fields.filter((field) => field.audit).map((field) => field.name),
        },
      ],
      derive: equipmentDerive,
      optionCopies: [ZERO_POINT_COPY],
    },
  });
}
