import { staffPage } from '@coffee/field-toolkit/blocks/factories/staff';

/** The cafe's sign-up queue (behaviour §03-4.1). */
export const page = staffPage('cafe', 'queue');
