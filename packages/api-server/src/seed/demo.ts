import { hashPassword } from '@coffee/api-kernel/auth/password';
import type { ScryptParams } from '@coffee/api-kernel/auth/password';
import type { Database } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_USERS } from './data/demo';
import { seedCafeRecords, seedRoasterRecords, seedUserRecords } from './demo-records';
import { seedRecentRoasts } from './demo-stock';
import { seedCafeDialIns } from './demo-dialin';
import { seedScaNotes } from './demo-quality';
import { seedStaleBatches } from './demo-cafe-batches';
import { seedReferenceBatches } from './demo-reference';
import { seedRoastConsistency } from './demo-roast-consistency';
import { seedDemoTrade } from './demo-trade';
import { demoCalendarOf } from './demo-calendar';

const demoEmail = (userId: string) => `${userId}@demo.coffee.test`;
const sadminOf = (db: Database) => db.selectFrom('app_user').select('user_email').where('user_id', '=', 'sadmin');

/** The demo accounts were written into this database (by this or an earlier start), not a real `sadmin`. */
export async function demoPresent(db: Database): Promise<boolean> {
  const sadmin = await sadminOf(db).executeTakeFirst();
  return sadmin?.user_email === demoEmail('sadmin');
}

/** Demo accounts, organisations, memberships and equipment; does nothing once the demo users exist. */
export async function seedDemo(db: Database, passwordCost?: ScryptParams): Promise<void> {
  if (await sadminOf(db).executeTakeFirst()) return;
  // The demo password is public: one hash (at the server's sign-in cost) serves every demo account.
  const demoHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  await db.transaction().execute(async (trx) => {
    const calendar = await demoCalendarOf(trx);
    const users = await trx
      .insertInto('app_user')
      .values(
        DEMO_USERS.map((user) => ({
          ...user,
          user_pass: demoHash,
          user_email: demoEmail(user.user_id),
          rgst_by: 'seed',
          edit_by: 'seed',
        })),
      )
      .returning(['user_seq', 'user_id'])
      .execute();
    const userSeq = new Map(users.map((user) => [user.user_id, user.user_seq]));
    const orgSeqs: number[] = [];
    const references = await trx
      .selectFrom('equip')
      .select(['equip_seq', 'equip_name', 'equip_manufacture_seq'])
      .execute();
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
      const orgSeq = Number(created.seq);
      orgSeqs.push(orgSeq);
      await byTableName(trx)
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
              equip_purchase_date: calendar.equipmentBought.day,
              rgst_by: 'seed',
              edit_by: 'seed',
            };
          }),
        )
        .execute();
    }
    // Records in both roasters and both cafes (so every page shows something and isolation can be tested).
    const who = (userId: string) => {
      const user = DEMO_USERS.find((candidate) => candidate.user_id === userId);
      return { seq: Number(userSeq.get(userId)), name: user?.user_name ?? userId };
    };
    const [roaster1, roaster2, cafe1, cafe2] = orgSeqs as [number, number, number, number];
    const names = (index: number) => ({
      roasterName: DEMO_ORGS[index]?.name ?? '',
      roasterNameKr: DEMO_ORGS[index]?.name_kr ?? '',
    });
    const seoul = await seedRoasterRecords(trx, { seq: roaster1, owner: who('rown'), beans: 3, label: 'Seoul' });
    const busan = await seedRoasterRecords(trx, { seq: roaster2, owner: who('rown2'), beans: 1, label: 'Busan' });
    await seedRecentRoasts(trx, { seq: roaster1, owner: who('rown') });
    await seedReferenceBatches(trx, [roaster1, roaster2]);
    await seedRoastConsistency(trx, [roaster1, roaster2], who('rown'));
    await seedCafeRecords(trx, {
      seq: cafe1,
      owner: who('cown'),
      label: 'Hannam',
      supplier: {
        roasterSeq: roaster1,
        ...names(0),
        blendUuid: seoul.blendCafeUuid,
        resultUuid: seoul.blendResultUuid,
      },
    });
    await seedCafeRecords(trx, {
      seq: cafe2,
      owner: who('cown2'),
      label: 'Jeju',
      supplier: {
        roasterSeq: roaster2,
        ...names(1),
        blendUuid: busan.blendCafeUuid,
        resultUuid: busan.blendResultUuid,
      },
    });
    await seedUserRecords(trx, who('user'), seoul.blendCafeUuid);
    await seedCafeDialIns(trx, [
      { seq: cafe1, label: 'Hannam', barista: who('cbarista').name, owner: who('cown') },
      { seq: cafe2, label: 'Jeju', barista: who('cown2').name, owner: who('cown2') },
    ]);
    await seedStaleBatches(trx, [
      { seq: cafe1, owner: who('cown') },
      { seq: cafe2, owner: who('cown2') },
    ]);
    await seedDemoTrade(trx, {
      roaster: { seq: roaster1, owner: who('rown') },
      cafe: { seq: cafe1, owner: who('cown') },
    });
    await seedScaNotes(trx, {
      roasters: [
        [roaster1, who('rown')],
        [roaster2, who('rown2')],
      ],
      cafes: [
        [cafe1, who('cown')],
        [cafe2, who('cown2')],
      ],
    });
  });
}
