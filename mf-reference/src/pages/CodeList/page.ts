import { PAGES } from '@coffee/domain';
import { referencePage } from '../../shared/referencePage';

export const page = referencePage(PAGES.CodeList, [
  'code_group_id',
  'code_id',
  'code_name_kr',
  'code_name',
  'code_order',
  'code_use',
]);
