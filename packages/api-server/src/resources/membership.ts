import type { EntityDef, OrgType } from '@coffee/domain';
import { sql } from 'kysely';
import { entityOf } from '../db/page-tables';
import type { Resource } from '../engine/resource';
import { joinedColumn, pathsFrom } from '../engine/resource';

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo): their row only. */
export function userInfoResource(org: OrgType): Resource {
  const entity = entityOf(org === 'cafe' ? 'CafeUserInfo' : 'RoasterUserInfo');
  return {
    entity,
    menu: [org, 'userinfo'],
    paths: pathsFrom(entity, `/api/${org}/userinfo`),
    conditions: (access) => [sql`${sql.ref(`${org}_user.user_seq`)} = ${access.user?.user_seq ?? -1}`],
    expressions: { user_name: joinedColumn(`${org}_user`, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
  };
}

/** The signed-in user's account (UserBasicInfo), kept in `app_user`. */
export function basicInfoResource(): Resource {
  const entity: EntityDef = { ...entityOf('UserBasicInfo'), table: 'app_user' };
  return { entity, menu: ['user', 'userinfo', 'basicinfo'], paths: pathsFrom(entity, '/api/userinfo') };
}
