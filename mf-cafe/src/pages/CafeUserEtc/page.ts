import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { CAFE_PAGES } from '../../../model';

/** The cafe's former or refused staff (behaviour §03-4.1). */
export const page = staffPage('cafe', 'etc', CAFE_PAGES.CafeUserEtc);
