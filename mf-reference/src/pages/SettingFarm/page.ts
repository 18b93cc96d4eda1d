import { PAGES } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

/** Farms: the region list needs the country; the region's 'input direct' companion is drawn with it. */
export const page = referencePage(PAGES.SettingFarm, [
  'farm_country_code',
  'farm_region_seq',
  ...namesOf('farm'),
  'farm_use',
]);
