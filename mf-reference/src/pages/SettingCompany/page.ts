import { PAGES } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

/** Companies: equipment makers (EQD) and green bean sellers (GBD) with their shop link. */
export const page = referencePage(PAGES.SettingCompany, [
  'company_type',
  'company_type_list',
  'company_country_code',
  ...namesOf('company'),
  'company_site',
  'company_shop',
  'company_use',
]);
