import { relationPage } from '@coffee/field-toolkit/blocks';

/** Former or refused customer cafes (03 §4.1). */
export const page = relationPage('etc');
