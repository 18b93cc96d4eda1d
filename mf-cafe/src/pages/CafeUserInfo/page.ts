import { userInfoPage } from '@coffee/field-toolkit/blocks/factories/userInfo';
import { CAFE_PAGES } from '../../../model';

/** The member's own profile in the selected cafe. */
export const page = userInfoPage('cafe', CAFE_PAGES.CafeUserInfo);
