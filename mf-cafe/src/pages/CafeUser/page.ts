import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { CAFE_PAGES } from '../../../model';

/** The cafe's staff, screen 'active' (behaviour §03-4.1); only the owner assigns SMNG or FIRE. */
export const page = staffPage('cafe', 'active', CAFE_PAGES.CafeUser);
