import type { EntityPageDescriptor } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { USER_PAGES } from '../../../model';

const accountPage = (descriptor: EntityPageDescriptor, main: readonly string[], rest: readonly string[]): PageConfig =>
  definePage(descriptor, {
    detail: {
      sections: [
        { title: 'blocks.sections.basic', fields: main },
        { title: 'blocks.sections.detail', fields: rest },
      ],
    },
  });

/** The signed-in account (behaviour §02-3): picture, name, e-mail and type first; the use flag is shown to SADMIN only. */
export const page = accountPage(
  USER_PAGES.UserBasicInfo,
  ['user_img', 'user_name', 'user_email', 'user_type'],
  ['user_provider', 'user_id', 'user_seq', 'user_uuid', 'user_serial', 'rgst_at', 'edit_at', 'user_use'],
);

/** The same account with its identifiers and dates first. */
export const detailPage = accountPage(
  USER_PAGES.UserDetailInfo,
  ['user_id', 'user_provider', 'user_uuid', 'user_serial', 'rgst_at', 'edit_at'],
  ['user_img', 'user_seq', 'user_name', 'user_email', 'user_type', 'user_use'],
);
