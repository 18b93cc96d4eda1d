import { userInfoPage } from '@coffee/field-toolkit/blocks/factories/userInfo';

/** The member's own profile in the selected cafe. */
export const page = userInfoPage('cafe');
