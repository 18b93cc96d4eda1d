import { referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

/** Code groups; code_group_id is locked on update by its definition. */
export const page = referencePage(REFERENCE_PAGES.CodeGroup, [
  'code_group_id',
  'code_group_name_kr',
  'code_group_name',
  'code_group_use',
]);
