import { namesOf, referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

/** Companies: equipment makers (EQD) and green bean sellers (GBD) with their shop link. */
export const page = referencePage(REFERENCE_PAGES.SettingCompany, [
  'company_type',
  'company_type_list',
  'company_country_code',
  ...namesOf('company'),
  'company_site',
  'company_shop',
  'company_use',
]);
