import { userInfoPage } from '@coffee/field-toolkit/blocks';

/** The member's own profile in the selected cafe. */
export const page = userInfoPage('cafe');
