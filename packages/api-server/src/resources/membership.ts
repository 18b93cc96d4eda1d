import type { OrgType } from '@coffee/domain';
import { sql } from 'kysely';
import { ORG_PAGES, PAGES, createLimit } from '../domain';
import type { Resource } from '../engine/resource';
import { joinedColumn, resourceOf } from '../engine/resource';
import { forbidden } from '../http/errors';

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo): their row only. */
export function userInfoResource(org: OrgType): Resource {
  return resourceOf(ORG_PAGES[org].userInfo, {
    conditions: (access) => [sql`${sql.ref(`${org}_user.user_seq`)} = ${access.user?.user_seq ?? -1}`],
    expressions: { user_name: joinedColumn(`${org}_user`, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
  });
}

/** The signed-in user's account (UserBasicInfo). */
export const basicInfoResource = (): Resource => resourceOf(PAGES.UserBasicInfo);

/**
 * A new cafe or roastery (CafeCreate, RoasterCreate; behaviour §01-6, §03-6): refused beyond the creator's create
 * limit, and its creator, who registered the row, becomes its owner.
 */
export function createResource(org: OrgType): Resource {
  return resourceOf(ORG_PAGES[org].create, {
    beforeRowWrite: async ({ trx, access }) => {
      const user = access.user;
      if (!user) throw forbidden();
      // Serialises concurrent creates of one user so the limit holds.
      await trx.selectFrom('app_user').select('user_seq').where('user_seq', '=', user.user_seq).forUpdate().execute();
      const owned = await trx
        .selectFrom(`${org}_user`)
        .select(sql<number>`count(*)`.as('n'))
        .where('user_seq', '=', user.user_seq)
        .where(`${org}_user_auth`, '=', 'OWN')
        .executeTakeFirstOrThrow();
      const limit = createLimit(org, user.user_type);
      if (Number(owned.n) >= limit) throw forbidden(`${org}_create_limit`).with({ bound: limit });
    },
    afterRowWrite: async (trx, written) => {
      if (written.mode !== 'write') return;
      const seq = sql.ref(`${org}_seq`);
      await sql`
        insert into ${sql.table(`${org}_user`)}
               (${seq}, user_seq, ${sql.ref(`${org}_user_auth`)}, ${sql.ref(`${org}_user_nick`)},
                rgst_user, rgst_by, edit_user, edit_by)
        select ${seq}, rgst_user, 'OWN', rgst_by, rgst_user, rgst_by, rgst_user, rgst_by
          from ${sql.table(org)} where ${seq} = ${written.keys[`${org}_seq`]}`.execute(trx);
    },
  });
}
