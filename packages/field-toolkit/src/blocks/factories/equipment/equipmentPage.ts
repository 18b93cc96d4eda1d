import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { orgPath, ownerEntity, ownerPageKey } from '@coffee/field-toolkit/blocks/factories/orgPages';
import type { PageOwner } from '@coffee/field-toolkit/blocks/factories/orgPages';
import { ZERO_POINT_COPY, equipmentDerive } from './equipmentRules';

const DEFAULT_PATHS: Readonly<Record<PageOwner, string>> = {
  roaster: orgPath('roaster', 'etc/equip'),
  cafe: orgPath('cafe', 'etc/equip'),
  user: '/user/usernote/equip',
};

/**
 * Equipment of a roastery, a cafe or a user (behaviour §02-3, §03-3.10): type → maker → reference product (its list needs
 * the type, the maker narrows it) → zero point (2 decimals) copied from the chosen product.
 */
export function equipmentPage(owner: PageOwner, listPath = DEFAULT_PATHS[owner]): PageConfig {
  const entity = ownerEntity(owner, 'Equip');
  const has = (name: string) => entity.fields.some((field) => field.name === name);
  return definePage({
    key: ownerPageKey(owner, 'Equip'),
    entity,
    listPath,
    detail: {
      sections: [
        {
          title: 'blocks.sections.equipment',
          fields: ['equip_type', 'equip_manufacture_seq', 'equip_seq', 'equip_zero_point'],
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
