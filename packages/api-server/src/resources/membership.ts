import type { OrgType } from '@coffee/domain';
import { sql } from 'kysely';
import { ORG_PAGES, PAGES } from '../domain';
import type { Resource } from '../engine/resource';
import { joinedColumn, resourceOf } from '../engine/resource';

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo): their row only. */
export function userInfoResource(org: OrgType): Resource {
  return resourceOf(ORG_PAGES[org].userInfo, {
    conditions: (access) => [sql`${sql.ref(`${org}_user.user_seq`)} = ${access.user?.user_seq ?? -1}`],
    expressions: { user_name: joinedColumn(`${org}_user`, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
  });
}

/** The signed-in user's account (UserBasicInfo), kept in `app_user`. */
export function basicInfoResource(): Resource {
  const page = PAGES.UserBasicInfo;
  return resourceOf(page, { entity: { ...page.entity, table: 'app_user' } });
}
