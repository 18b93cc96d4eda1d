import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';

/** The roastery's staff, screen 'active' (behaviour §03-4.1). */
export const page = staffPage('roaster', 'active');
