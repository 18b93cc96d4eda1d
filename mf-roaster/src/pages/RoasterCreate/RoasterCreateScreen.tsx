import { CreateOrganisationScreen } from '@coffee/field-toolkit/blocks/factories/create';

/** Creating a roastery (behaviour §03-3.13); the no-roaster page links here. */
export function Screen() {
  return <CreateOrganisationScreen org="roaster" />;
}
