import { relationPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { ROASTER_PAGES } from '../../../model';

/** Cafes waiting after registering through a customer (CSTMR) event (behaviour §03-4.1). */
export const page = relationPage('queue', ROASTER_PAGES.RoasterCafeRegister);
