import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { JsonBody, TestEnv } from '../harness';

const CAFE = '/api/cafe/brewing/result/import';
const USER = '/api/user/brewing/result/import';
/** A backup in Beanconqueror's format (test-fixtures/beanconqueror/SOURCES.md). */
const BACKUP = readFileSync(
  new URL('../../../../test-fixtures/beanconqueror/Beanconqueror.json', import.meta.url),
  'utf8',
);
const SEOUL = 'Asia/Seoul';

const byKind = (body: JsonBody): Record<string, number[]> =>
  Object.fromEntries(
    (body.result.kinds as JsonBody[]).map((kind) => [
      kind.kind,
      [kind.in_backup, kind.already, kind.to_add, kind.added],
    ]),
  );
const skippedOf = (body: JsonBody) =>
  Object.fromEntries((body.result.skipped as JsonBody[]).map((skip) => [skip.reason, skip.count]));

/** A cafe's and a coffee lover's Beanconqueror history (behaviour §10-5). */
export function brewHistorySuite(env: TestEnv): void {
  describe('Beanconqueror history import', () => {
    // The suites after this one read the demo's brews, beans and equipment as seeded: the imported rows go again.
    after(async () => {
      for (const table of [
        'cafe_brewing_result',
        'user_brewing_result',
        'user_cupnote',
        'cafe_brewing_default',
        'user_brewing_default',
        'coffeebean',
        'cafe_equip',
        'user_equip_data',
      ])
        await query(env, `delete from ${table} where import_key like 'bc:%'`);
    });
    const imported = async (table: string, owner: string, seq: number) =>
      Number(
        (
          await query(env, `select count(*) as n from ${table} where ${owner} = $1 and import_key like 'bc:%'`, [seq])
        )[0]!.n,
      );
    const cafeRows = async (cafe: number) =>
      Promise.all(
        ['cafe_equip', 'cafe_brewing_default', 'coffeebean', 'cafe_brewing_result'].map((table) =>
          imported(table, 'cafe_seq', cafe),
        ),
      );

    it("previews a cafe's backup per kind, with what it leaves out, and writes nothing", async () => {
      const owner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const before = await cafeRows(cafe);
      const reply = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '1', time_zone: SEOUL, backup: BACKUP });
      assert.equal(reply.code, 200, JSON.stringify(reply.body));
      assert.deepEqual(byKind(reply.body), {
        equipment: [3, 0, 3, 0],
        recipe: [3, 0, 3, 0],
        bean: [3, 0, 3, 0],
        brew: [5, 0, 5, 0],
      });
      assert.equal(reply.body.result.waters, 2);
      assert.deepEqual(skippedOf(reply.body), { flow_profiles: 1, photos: 1, missing_references: 1 });
      assert.deepEqual(reply.body.result.problems, []);
      assert.deepEqual(await cafeRows(cafe), before);
    });

    it('stores the brews with their grinder, recipe, bean and water, and a second import adds nothing', async () => {
      const owner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const first = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '0', time_zone: SEOUL, backup: BACKUP });
      assert.equal(first.code, 200, JSON.stringify(first.body));
      assert.deepEqual(byKind(first.body), {
        equipment: [3, 0, 3, 3],
        recipe: [3, 0, 3, 3],
        bean: [3, 0, 3, 3],
        brew: [5, 0, 5, 5],
      });
      const [brew] = await query(
        env,
        `select r.brewing_result_date::text as day, r.brewing_bean_mass, r.brewing_mass, r.brewing_term, r.brewing_satis,
                r.brewing_grinder_point, r.brewing_water, r.brewing_water_hardness, r.brewing_default_memo,
                g.equip_name as grinder, d.brewing_name as recipe, b.coffeebean_name as bean
           from cafe_brewing_result r
           left join cafe_equip g on g.cafe_equip_seq = r.brewing_grinder_seq
           left join cafe_brewing_default d on d.brewing_seq = r.brewing_seq
           left join coffeebean b on b.coffeebean_seq = r.coffeebean_seq
          where r.cafe_seq = $1 and r.import_key = $2`,
        [cafe, 'bc:0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d01'],
      );
      assert.deepEqual(
        { ...brew },
        {
          day: '2024-03-04',
          brewing_bean_mass: 150,
          brewing_mass: 2500,
          brewing_term: 165,
          brewing_satis: 8,
          brewing_grinder_point: 2400,
          brewing_water: 'RECIPE',
          brewing_water_hardness: 68,
          brewing_default_memo: 'Sweet, a little thin.\nThird Wave Water light',
          grinder: 'Comandante C40',
          recipe: 'V60 02',
          bean: 'Ethiopia Guji Hambela',
        },
      );
      const [blend] = await query(
        env,
        'select coffeebean_country_list, coffeebean_single_origin from coffeebean where cafe_seq = $1 and import_key = $2',
        [cafe, 'bc:a8e4d6c2-0f3b-4e91-8d2a-6c5b7e9f1a23'],
      );
      assert.deepEqual(blend!.coffeebean_country_list, ['BRA', 'COL']);
      assert.equal(blend!.coffeebean_single_origin, false);
      const rows = await cafeRows(cafe);

      const second = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '0', time_zone: SEOUL, backup: BACKUP });
      assert.equal(second.code, 200, JSON.stringify(second.body));
      assert.deepEqual(byKind(second.body), {
        equipment: [3, 3, 0, 0],
        recipe: [3, 3, 0, 0],
        bean: [3, 3, 0, 0],
        brew: [5, 5, 0, 0],
      });
      assert.deepEqual(await cafeRows(cafe), rows);
      // The brewing list reads them like any brew.
      const [{ brewing_result_seq: seq }] = (await query(
        env,
        'select brewing_result_seq from cafe_brewing_result where cafe_seq = $1 and import_key = $2',
        [cafe, 'bc:0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d01'],
      )) as [{ brewing_result_seq: number }];
      const list = await owner.post('/api/cafe/brewing/result/list', {
        cafe_seq: cafe,
        brewing_result_date: '2024-03-04',
      });
      assert.equal(list.code, 200, JSON.stringify(list.body));
      assert.ok(
        (list.body.result as JsonBody[]).some((row) => row.brewing_result_seq === seq),
        JSON.stringify(list.body),
      );
    });

    it('refuses a text that is no backup, an unknown time zone and an oversized backup by name, writing nothing', async () => {
      const owner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const before = await cafeRows(cafe);
      const notBackup = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '0', backup: '{"roasts": []}' });
      assert.equal(notBackup.code, 400);
      assert.equal(notBackup.body.description, 'backup_not_beanconqueror');
      assert.equal(notBackup.body.field, 'backup');
      const notJson = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '0', backup: 'name,brew\nV60,1' });
      assert.equal(notJson.body.description, 'backup_not_beanconqueror');
      const zone = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '0', time_zone: 'Mars/Olympus', backup: BACKUP });
      assert.equal(zone.code, 400);
      assert.deepEqual([zone.body.description, zone.body.field], ['time_zone_unknown', 'time_zone']);
      const huge = await owner.post(CAFE, { cafe_seq: cafe, dry_run: '0', backup: 'x'.repeat(17 * 1024 * 1024) });
      assert.equal(huge.code, 413);
      assert.equal(huge.body.description, 'backup_too_large');
      assert.equal(huge.body.bound, 16 * 1024 * 1024);
      const missing = await owner.post(CAFE, { cafe_seq: cafe, backup: BACKUP });
      assert.deepEqual([missing.code, missing.body.field], [400, 'dry_run']);
      assert.deepEqual(await cafeRows(cafe), before);
    });

    it("refuses an import into another organisation's cafe", async () => {
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const before = await cafeRows(cafe);
      const stranger = await as(env, 'cown2');
      const reply = await stranger.post(CAFE, { cafe_seq: cafe, dry_run: '0', backup: BACKUP });
      assert.equal(reply.code, 403);
      const roaster = await as(env, 'rown');
      assert.equal((await roaster.post(CAFE, { cafe_seq: cafe, dry_run: '1', backup: BACKUP })).code, 403);
      assert.deepEqual(await cafeRows(cafe), before);
    });

    it("gives a coffee lover equipment, settings, notes of the rated beans and brewing records, each user's own", async () => {
      const user = await as(env, 'user');
      const [{ user_seq: userSeq }] = (await query(env, "select user_seq from app_user where user_id = 'user'")) as [
        { user_seq: number },
      ];
      const preview = await user.post(USER, { dry_run: '1', time_zone: SEOUL, backup: BACKUP });
      assert.equal(preview.code, 200, JSON.stringify(preview.body));
      assert.deepEqual(byKind(preview.body).bean, [2, 0, 2, 0]);
      assert.deepEqual(skippedOf(preview.body), {
        unrated_beans: 1,
        flow_profiles: 1,
        photos: 1,
        missing_references: 1,
        brew_notes: 3,
      });
      const first = await user.post(USER, { dry_run: '0', time_zone: SEOUL, backup: BACKUP });
      assert.deepEqual(byKind(first.body).brew, [5, 0, 5, 5]);
      assert.equal(await imported('user_brewing_result', 'user_seq', userSeq), 5);
      const [note] = await query(
        env,
        'select cupnote_satis, cupnote_place, store_name, blending_country_list from user_cupnote where user_seq = $1 and import_key = $2',
        [userSeq, 'bc:3f1c2a9e-6b1d-4c57-9a57-2f0d1e7b5a10'],
      );
      assert.deepEqual(
        { ...note },
        {
          cupnote_satis: 9,
          cupnote_place: 'HOME',
          store_name: 'Fritz Coffee',
          blending_country_list: ['ETH'],
        },
      );
      const again = await user.post(USER, { dry_run: '0', time_zone: SEOUL, backup: BACKUP });
      assert.deepEqual(
        Object.values(byKind(again.body)).map((counts) => counts.slice(2)),
        [
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 0],
        ],
      );
      assert.equal(await imported('user_brewing_result', 'user_seq', userSeq), 5);
      // Another user's import of the same backup is theirs: it adds everything for them.
      const other = await as(env, 'paid');
      const theirs = await other.post(USER, { dry_run: '1', time_zone: SEOUL, backup: BACKUP });
      assert.deepEqual(byKind(theirs.body).brew, [5, 0, 5, 0]);
    });
  });
}
