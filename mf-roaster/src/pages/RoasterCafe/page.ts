import { relationPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { ROASTER_PAGES } from '../../../model';

/** The roastery's customer cafes (behaviour §03-4.1); only the owner makes a cafe a roaster partner (RSTR). */
export const page = relationPage('active', ROASTER_PAGES.RoasterCafe);
