import { hashPassword } from '../auth/password';
import type { Database } from '../db/database';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_USERS } from './data/demo';

/** Demo accounts, organisations, memberships and equipment; does nothing once the demo users exist. */
export async function seedDemo(db: Database): Promise<void> {
  const present = await db.selectFrom('app_user').select('user_seq').where('user_id', '=', 'sadmin').executeTakeFirst();
  if (present) return;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('app_user')
      .values(DEMO_USERS.map((user, i) => ({ ...user, user_pass: hashes[i], user_email: `${user.user_id}@demo.coffee.test`, rgst_by: 'seed', edit_by: 'seed' })))
      .returning(['user_seq', 'user_id'])
      .execute();
    const userSeq = new Map(users.map((user) => [user.user_id, user.user_seq]));
    const references = await trx.selectFrom('equip').select(['equip_seq', 'equip_name', 'equip_manufacture_seq']).execute();
    for (const org of DEMO_ORGS) {
      const created = await trx
        .insertInto(org.type)
        .values({
          [`${org.type}_name`]: org.name,
          [`${org.type}_name_kr`]: org.name_kr,
          [`${org.type}_type`]: org.kind,
          [`${org.type}_country`]: 'KOR',
          [`${org.type}_detail`]: org.detail,
          rgst_by: 'seed',
          edit_by: 'seed',
        })
        .returning(`${org.type}_seq as seq`)
        .executeTakeFirstOrThrow();
      const orgSeq = created.seq;
      await trx
        .insertInto(`${org.type}_user`)
        .values(
          org.staff.map(([userId, role]) => ({
            [`${org.type}_seq`]: orgSeq,
            user_seq: userSeq.get(userId),
            [`${org.type}_user_auth`]: role,
            [`${org.type}_user_nick`]: DEMO_USERS.find((user) => user.user_id === userId)?.user_name,
            rgst_by: 'seed',
            edit_by: 'seed',
          })),
        )
        .execute();
      await trx
        .insertInto(`${org.type}_equip`)
        .values(
          org.equipment.map(({ reference, ...equip }) => {
            const match = references.find((candidate) => candidate.equip_name === reference);
            return {
              ...equip,
              [`${org.type}_seq`]: orgSeq,
              equip_seq: match?.equip_seq ?? null,
              equip_manufacture_seq: match?.equip_manufacture_seq ?? null,
              equip_purchase_date: '2025-03-02',
              rgst_by: 'seed',
              edit_by: 'seed',
            };
          }),
        )
        .execute();
    }
  });
}
