import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { CAFE_PAGES } from '../../../model';

/** The cafe's sign-up queue (behaviour §03-4.1). */
export const page = staffPage('cafe', 'queue', CAFE_PAGES.CafeUserSignUp);
