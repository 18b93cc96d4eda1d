import type { EntityPageDescriptor, OrgType } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';

/** Type private (PRV) and country Korea (KOR) are preselected on a new cafe or roastery (behaviour §03-3.13, §03-9). */
export const CREATE_DEFAULTS = { type: 'PRV', country: 'KOR' } as const;

/**
 * Creating a cafe or roastery (behaviour §03-3.13) on its area's create page: type, country and names, then its area. The creator becomes the owner;
 * the server refuses a create beyond the user's limit.
 */
export function createPage(org: OrgType, descriptor: EntityPageDescriptor): PageConfig {
  return definePage(descriptor, {
    detail: {
      sections: [
        { title: 'blocks.sections.basic', fields: [`${org}_type`, `${org}_country`, ...namesOf(org, false)] },
        { title: 'blocks.sections.detail', fields: [`${org}_detail`] },
      ],
      defaults: () => ({ [`${org}_type`]: CREATE_DEFAULTS.type, [`${org}_country`]: CREATE_DEFAULTS.country }),
      successPath: () => `/${org}`,
    },
  });
}
