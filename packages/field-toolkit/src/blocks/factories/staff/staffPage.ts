import { pagePath, staffStatusTable } from '@coffee/domain';
import type { EntityPageDescriptor, OrgType, StatusScreen } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';
import { staffScreenOf, statusFieldChoices } from './staffStatus';

/**
 * A staff screen of a roastery or cafe (behaviour §03-4.1): the active list, the sign-up queue or former staff, each listing
 * the statuses of its screen. Members join by sign-up, so there is no write button; nick and description belong
 * to the member and are read-only here; the status select offers what the editor may set. A save that moves the member to another screen returns to the list.
 */
export function staffPage(org: OrgType, screen: StatusScreen, descriptor: EntityPageDescriptor): PageConfig {
  const { entity } = descriptor;
  const listPath = pagePath(descriptor);
  const status = `${org}_user_auth`;
  return definePage(descriptor, {
    detail: {
      sections: standardSections(entity, [`${org}_user_nick`, 'user_name', status, `${org}_user_use`]),
      allowedOptions: statusFieldChoices(staffStatusTable(org), screen, status),
      // The server answers false where it refuses the save: the owner's row, and an SMNG (cafe: FIRE) row unless the editor is the owner.
      editCheckField: 'row_editable',
      successPath: (_saved, { values }) =>
        staffScreenOf(org, values[status] as string) === screen ? undefined : listPath,
    },
  });
}
