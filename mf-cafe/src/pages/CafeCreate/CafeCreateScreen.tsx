import { CreateOrganisationScreen } from '@coffee/field-toolkit/blocks/factories/create';
import { CAFE_PAGES } from '../../../model';

/** Creating a cafe (behaviour §03-3.13): at most 3 per user (5 for SADMIN, ADMIN, TESTER, PAID). */
export function Screen() {
  return <CreateOrganisationScreen org="cafe" descriptor={CAFE_PAGES.CafeCreate} />;
}
