import { userInfoPage } from '@coffee/field-toolkit/blocks/factories/userInfo';
import { ROASTER_PAGES } from '../../../model';

/** The member's own profile in the selected roastery: nick 3-100, description ≤ 3000, role read-only. */
export const page = userInfoPage('roaster', ROASTER_PAGES.RoasterUserInfo);
