import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { ROASTER_PAGES } from '../../../model';

/** The roastery's staff, screen 'active' (behaviour §03-4.1). */
export const page = staffPage('roaster', 'active', ROASTER_PAGES.RoasterUser);
