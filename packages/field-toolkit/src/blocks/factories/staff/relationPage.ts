import type { EntityPageDescriptor, StatusScreen } from '@coffee/domain';
import { pagePath, SCREEN_STATUSES } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { standardSections } from '@coffee/field-toolkit/blocks/plumbing';
import { statusFieldChoices } from './staffStatus';

const STATUS = 'roaster_cafe_auth';

/**
 * A roaster's cafes by relation status PSAUTH (behaviour §03-4.1): cafes join through a CSTMR event, so there is no write
 * button; the status select offers what the editor may set (RSTR for the owner only). A save that moves the cafe to
 * another screen returns to the list.
 */
export function relationPage(screen: StatusScreen, descriptor: EntityPageDescriptor): PageConfig {
  const { entity } = descriptor;
  const listPath = pagePath(descriptor);
  return definePage(descriptor, {
    detail: {
      sections: standardSections(entity, ['cafe_name', 'cafe_name_kr', STATUS, 'roaster_cafe_use']),
      allowedOptions: statusFieldChoices('PSAUTH', screen, STATUS),
      // The server answers false where it refuses the save: an RSTR partner unless the editor is the owner.
      editCheckField: 'row_editable',
      successPath: (_saved, { values }) =>
        SCREEN_STATUSES.PSAUTH[screen].includes(values[STATUS] as string) ? undefined : listPath,
    },
  });
}
