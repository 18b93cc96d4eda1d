import { relationPage } from '@coffee/field-toolkit/blocks/factories/staff';

/** Cafes waiting after registering through a customer (CSTMR) event (behaviour §03-4.1). */
export const page = relationPage('queue');
