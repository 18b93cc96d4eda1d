import { relationPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { ROASTER_PAGES } from '../../../model';

/** Former or refused customer cafes (behaviour §03-4.1). */
export const page = relationPage('etc', ROASTER_PAGES.RoasterCafeEtc);
