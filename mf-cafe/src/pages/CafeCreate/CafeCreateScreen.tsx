import { CreateOrganisationScreen } from '@coffee/field-toolkit/blocks/factories/create';

/** Creating a cafe (behaviour §03-3.13): at most 3 per user (5 for SADMIN, ADMIN, TESTER, PAID). */
export function Screen() {
  return <CreateOrganisationScreen org="cafe" />;
}
