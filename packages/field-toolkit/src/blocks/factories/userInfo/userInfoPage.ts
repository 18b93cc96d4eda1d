import type { EntityPageDescriptor, OrgType } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';

/**
 * The signed-in member's own profile in the selected roastery or cafe (behaviour §02-2 user-info screens): one record, no
 * list, no delete; nick and description are the member's, the role is read-only.
 */
export function userInfoPage(org: OrgType, descriptor: EntityPageDescriptor): PageConfig {
  const { entity } = descriptor;
  return definePage(descriptor, {
    detail: { sections: standardSections(entity, [`${org}_user_nick`, 'user_name', `${org}_user_auth`]) },
  });
}
