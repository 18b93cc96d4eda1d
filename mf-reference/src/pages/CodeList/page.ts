import { referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

export const page = referencePage(REFERENCE_PAGES.CodeList, [
  'code_group_id',
  'code_id',
  'code_name_kr',
  'code_name',
  'code_order',
  'code_use',
]);
