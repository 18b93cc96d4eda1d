import { CreateOrganisationScreen } from '@coffee/field-toolkit/blocks/factories/create';
import { ROASTER_PAGES } from '../../../model';

/** Creating a roastery (behaviour §03-3.13); the no-roaster page links here. */
export function Screen() {
  return <CreateOrganisationScreen org="roaster" descriptor={ROASTER_PAGES.RoasterCreate} />;
}
