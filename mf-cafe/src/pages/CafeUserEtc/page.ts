import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';

/** The cafe's former or refused staff (behaviour §03-4.1). */
export const page = staffPage('cafe', 'etc');
