import { namesOf, referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

/** Farms: the region list needs the country; the region's 'input direct' companion is drawn with it. */
export const page = referencePage(REFERENCE_PAGES.SettingFarm, [
  'farm_country_code',
  'farm_region_seq',
  ...namesOf('farm'),
  'farm_use',
]);
