import { PAGES } from '@coffee/domain';
import { referencePage } from '../../shared/referencePage';

/** Code groups; code_group_id is locked on update by its definition. */
export const page = referencePage(PAGES.CodeGroup, [
  'code_group_id',
  'code_group_name_kr',
  'code_group_name',
  'code_group_use',
]);
