import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

const SUMMARY = '/api/user/qc/coffeebean/summary';

/** "My coffee at a glance" from the user's own notes, and a bean's public note count. */
export function userNotesSuite(env: TestEnv): void {
  describe('user note summary and note count', () => {
    const month = new Date().toISOString().slice(0, 7);
    const notecount = async (serial: string) =>
      (await guest(env).get(`/api/user/beaninfo/notecount?serial=${serial}`)).body.result.notes as number;
    /** The demo roastery's house blend serial, as printed on its QR code. */
    const blendSerial = async (): Promise<string> => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const list = await (
        await as(env, 'rown')
      ).post('/api/roaster/blending/default/list', {
        roaster_seq: roaster,
        searchType: 'blending_name',
        searchTitle: 'house',
      });
      return list.body.result[0].blending_uuid_str as string;
    };
    let serial = '';
    let countBefore = 0;

    it('sums up only the signed-in user’s own notes by month, origin and flavor', async () => {
      const user = await as(env, 'user');
      const before = (await user.get(SUMMARY)).body.result;
      serial = await blendSerial();
      countBefore = await notecount(serial);
      const saved = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '요약 노트',
        cupnote_place: 'HOME',
        cupnote_date: new Date().toISOString().slice(0, 10),
        cupnote_satis: 6,
        coffeebean_uuid_type: 'RSTRDF',
        coffeebean_uuid: serial,
        blending_info_detail_use: true,
        blending_country_list: ['ETH'],
        cupnote_flavor_list: ['JASMINE'],
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const after = (await user.get(SUMMARY)).body.result;
      assert.equal(after.total, before.total + 1);
      const thisMonth = after.months.find((row: { month: string }) => row.month === month);
      const beforeMonth = before.months.find((row: { month: string }) => row.month === month);
      assert.equal(thisMonth.notes, (beforeMonth?.notes ?? 0) + 1);
      assert.ok(after.origins.some((row: { code: string }) => row.code === 'ETH'));

      const stranger = (await (await as(env, 'paid')).get(SUMMARY)).body.result;
      assert.ok(!stranger.origins.some((row: { code: string }) => row.code === 'ETH'));
      assert.ok(after.flavors.some((row: { code: string }) => row.code === 'JASMINE'));
      assert.equal(stranger.total, 0);
      assert.equal((await guest(env).get(SUMMARY)).code, 401);
    });

    it('counts the notes written on a serial for anyone, without who wrote them', async () => {
      const count = await guest(env).get(`/api/user/beaninfo/notecount?serial=${serial}`);
      assert.deepEqual(count.body.result, { notes: countBefore + 1 });
      const none = await guest(env).post('/api/user/beaninfo/notecount', { serial: 'NO-SUCH-SERIAL' });
      assert.deepEqual(none.body.result, { notes: 0 });
      assert.equal((await guest(env).post('/api/user/beaninfo/notecount', {})).code, 404);
    });

    it('refuses a note whose serial names no bean of its type, naming the field', async () => {
      const forged = await (
        await as(env, 'user')
      ).post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '없는 원두',
        cupnote_place: 'HOME',
        cupnote_satis: 5,
        coffeebean_uuid_type: 'CAFEDF',
        coffeebean_uuid: serial,
      });
      assert.deepEqual(
        [forged.code, forged.body.description, forged.body.field],
        [400, 'field_serial', 'coffeebean_uuid'],
      );
    });
  });

  describe('user brewing records', () => {
    it('derives the conditions, keeps the date and the setting on update, and leaves an unrated brew unrated', async () => {
      const user = await as(env, 'user');
      const settings = await user.post('/api/user/brewing/default/list', {});
      const setting = settings.body.result[0].brewing_seq as number;
      const saved = await user.post('/api/user/brewing/result/edit', {
        brewing_result_date: '2026-11-20',
        brewing_seq: setting,
        brewing_type: 'DRP',
        outside_air: 4,
        inside_air: 21,
        outside_hum: 70,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const list = await user.post('/api/user/brewing/result/list', { sortType: 'brewing_result_date_orderdesc' });
      const row = list.body.result.find((item: { brewing_result_date: string }) =>
        String(item.brewing_result_date).startsWith('2026-11-20'),
      );
      const detail = (await user.get(`/api/user/brewing/result/detail/${row.brewing_result_seq}`)).body.result;
      assert.deepEqual(
        [Number(detail.condition_air), Number(detail.condition_hum), detail.brewing_satis],
        [21, 70, null],
      );
      const other = settings.body.result.find((item: { brewing_seq: number }) => item.brewing_seq !== setting);
      await user.post('/api/user/brewing/result/edit', {
        brewing_result_seq: detail.brewing_result_seq,
        edit_at: detail.edit_at,
        brewing_result_date: '2026-01-01',
        brewing_seq: other?.brewing_seq ?? setting + 1000,
        brewing_satis: 7,
      });
      const after = (await user.get(`/api/user/brewing/result/detail/${detail.brewing_result_seq}`)).body.result;
      assert.equal(String(after.brewing_result_date).slice(0, 10), String(detail.brewing_result_date).slice(0, 10));
      assert.deepEqual([after.brewing_seq, Number(after.brewing_satis)], [setting, 7]);
    });
  });
}
