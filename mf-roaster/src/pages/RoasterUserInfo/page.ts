import { userInfoPage } from '@coffee/field-toolkit/blocks/factories/userInfo';

/** The member's own profile in the selected roastery: nick 3-100, description ≤ 3000, role read-only. */
export const page = userInfoPage('roaster');
