import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';
import { ROASTER_PAGES } from '../../../model';

/** The roastery's staff, screen 'queue' (behaviour §03-4.1). */
export const page = staffPage('roaster', 'queue', ROASTER_PAGES.RoasterUserSignUp);
