import type { OrgType } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';
import { orgPath, ownerEntity, ownerPageKey } from '@coffee/field-toolkit/blocks/factories/orgPages';

/**
 * The signed-in member's own profile in the selected roastery or cafe (behaviour §02-2 user-info screens): one record, no
 * list, no delete, no advertising; nick and description are the member's, the role is read-only.
 */
export function userInfoPage(org: OrgType): PageConfig {
  const entity = ownerEntity(org, 'UserInfo');
  return definePage({
    key: ownerPageKey(org, 'UserInfo'),
    entity,
    listPath: orgPath(org, 'userinfo'),
    hideAd: true,
    detail: { sections: standardSections(entity, [`${org}_user_nick`, 'user_name', `${org}_user_auth`]) },
  });
}
