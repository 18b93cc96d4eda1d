import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

/** Events, sign-up, staff status rules (behaviour §03-4.1, §03-4.2) and cafe registration with a roaster. */
export function organisationSuite(env: TestEnv): void {
  describe('events, sign-ups, staff and partners', () => {
    it('computes an event’s end from its start and term, its year and its status', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const manager = await as(env, 'rmng');
      const start = new Date(Date.now() - 3_600_000).toISOString();
      const created = await manager.post('/api/roaster/event/edit', {
        roaster_seq: roaster,
        event_name_kr: '여름 채용',
        event_start: start,
        event_term: 5,
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const { event_year: year, event_seq: seq } = created.body.result;
      assert.equal(year, new Date(start).getUTCFullYear());
      const detail = await manager.get(`/api/roaster/event/detail/${year}_${seq}?roaster_seq=${roaster}`);
      assert.equal(new Date(detail.body.result.event_end).getTime() - new Date(start).getTime(), 5 * 86_400_000);
      assert.deepEqual([detail.body.result.event_status, detail.body.result.event_type], [0, 'SGNP']);
      assert.ok(detail.body.result.event_uuid.length >= 32);
      const longer = await manager.post('/api/roaster/event/edit', {
        roaster_seq: roaster,
        event_year: year,
        event_seq: seq,
        edit_at: detail.body.result.edit_at,
        event_term: 10,
      });
      assert.equal(longer.body.status, 'OK', JSON.stringify(longer.body));
      const after = await manager.get(`/api/roaster/event/detail/${year}_${seq}?roaster_seq=${roaster}`);
      assert.equal(new Date(after.body.result.event_end).getTime() - new Date(start).getTime(), 10 * 86_400_000);
      const tooLong = await manager.post('/api/roaster/event/edit', {
        roaster_seq: roaster,
        event_name_kr: '긴 이벤트',
        event_start: start,
        event_term: 40,
      });
      assert.deepEqual(
        [tooLong.code, tooLong.body.description, tooLong.body.field, tooLong.body.bound],
        [400, 'field_maxValue', 'event_term', 31],
      );
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const customerEvent = await (
        await as(env, 'cmng')
      ).post('/api/cafe/event/edit', {
        cafe_seq: cafe,
        event_name_kr: '거래처 모집',
        event_start: start,
        event_type: 'CSTMR',
      });
      assert.deepEqual(
        [customerEvent.code, customerEvent.body.description, customerEvent.body.field],
        [400, 'field_code', 'event_type'],
      );
    });

    it('signs a user up through an event, then applies the status rules of each staff screen', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const events = await (
        await as(env, 'rmng')
      ).post('/api/roaster/event/list', { roaster_seq: roaster, event_type: 'SGNP', event_status: 0 });
      const uuid = events.body.result[0].event_uuid;
      assert.equal((await guest(env).get(`/api/roaster/event/user/signup/detail/${uuid}`)).code, 401);
      const tester = await as(env, 'tester');
      const form = await tester.get(`/api/roaster/event/user/signup/detail/${uuid}`);
      assert.equal(form.body.result.roaster_name, 'Demo Roasters Seoul');
      const unticked = await tester.post('/api/roaster/event/user/signup/edit', {
        event_uuid: uuid,
        user_nick: '테스터',
      });
      assert.deepEqual([unticked.code, unticked.body.description], [400, 'save_check_ok']);
      const signed = await tester.post('/api/roaster/event/user/signup/edit', {
        event_uuid: uuid,
        user_nick: '테스터',
        save_check: true,
      });
      assert.equal(signed.body.status, 'OK', JSON.stringify(signed.body));
      assert.equal(
        (
          await tester.post('/api/roaster/event/user/signup/edit', {
            event_uuid: uuid,
            user_nick: '테스터',
            save_check: true,
          })
        ).code,
        409,
      );

      const manager = await as(env, 'rmng');
      const queue = await manager.post('/api/roaster/user/signup/list', { roaster_seq: roaster });
      const row = queue.body.result.find((candidate: { user_name: string }) => candidate.user_name === 'Tester');
      assert.equal(row.roaster_user_auth, 'WTSGNP');
      const uuidKey = row.roaster_user_uuid;
      // The queue screen offers ROASTER, not MNG; nick and description stay the member's own.
      const promoted = await manager.post('/api/roaster/user/signup/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
        edit_at: row.edit_at ?? row.rgst_at,
        roaster_user_auth: 'MNG',
      });
      assert.deepEqual([promoted.code, promoted.body.description], [400, 'field_code']);
      const detail = await manager.post('/api/roaster/user/signup/detail', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
      });
      const accepted = await manager.post('/api/roaster/user/signup/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
        edit_at: detail.body.result.edit_at,
        roaster_user_auth: 'ROASTER',
        roaster_user_nick: 'renamed',
      });
      assert.equal(accepted.body.status, 'OK', JSON.stringify(accepted.body));
      const active = await manager.post('/api/roaster/user/list/detail', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
      });
      assert.deepEqual(
        [active.body.result.roaster_user_auth, active.body.result.roaster_user_nick],
        ['ROASTER', '테스터'],
      );
      // Only OWN may assign SMNG; a manager may not touch a senior manager's row afterwards.
      const bySmngRule = await manager.post('/api/roaster/user/list/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
        edit_at: active.body.result.edit_at,
        roaster_user_auth: 'SMNG',
      });
      assert.deepEqual([bySmngRule.code, bySmngRule.body.description], [400, 'field_code']);
      const owner = await as(env, 'rown');
      const byOwner = await owner.post('/api/roaster/user/list/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
        edit_at: active.body.result.edit_at,
        roaster_user_auth: 'SMNG',
      });
      assert.equal(byOwner.body.status, 'OK', JSON.stringify(byOwner.body));
      const senior = await manager.post('/api/roaster/user/list/detail', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
      });
      const demote = await manager.post('/api/roaster/user/list/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
        edit_at: senior.body.result.edit_at,
        roaster_user_auth: 'FIRE',
      });
      assert.equal(demote.code, 403);
      const fired = await owner.post('/api/roaster/user/list/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: uuidKey,
        edit_at: senior.body.result.edit_at,
        roaster_user_auth: 'FIRE',
      });
      assert.equal(fired.body.status, 'OK', JSON.stringify(fired.body));
      const former = await manager.post('/api/roaster/user/etc/list', { roaster_seq: roaster });
      assert.ok(
        former.body.result.some((candidate: { roaster_user_uuid: string }) => candidate.roaster_user_uuid === uuidKey),
      );
      // The owner's own row is never changed through the staff screens.
      const staff = await owner.post('/api/roaster/user/list/list', { roaster_seq: roaster, roaster_user_auth: 'OWN' });
      const own = staff.body.result[0];
      const selfDemote = await owner.post('/api/roaster/user/list/edit', {
        roaster_seq: roaster,
        roaster_user_uuid: own.roaster_user_uuid,
        edit_at: (
          await owner.post('/api/roaster/user/list/detail', {
            roaster_seq: roaster,
            roaster_user_uuid: own.roaster_user_uuid,
          })
        ).body.result.edit_at,
        roaster_user_auth: 'MNG',
      });
      assert.equal(selfDemote.code, 403);
    });

    it('registers a cafe with a roaster through its customer event', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const cafe = await orgSeq(env, 'cown2', 'cafe');
      const events = await (
        await as(env, 'rown')
      ).post('/api/roaster/event/list', { roaster_seq: roaster, event_type: 'CSTMR' });
      const uuid = events.body.result[0].event_uuid;
      const cafeOwner = await as(env, 'cown2');
      assert.equal(
        (
          await (
            await as(env, 'cbarista')
          ).post('/api/roaster/event/cafe/register/edit', {
            cafe_seq: await orgSeq(env, 'cown', 'cafe'),
            event_uuid: uuid,
            register_check: true,
          })
        ).code,
        403,
      );
      const unticked = await cafeOwner.post('/api/roaster/event/cafe/register/edit', {
        cafe_seq: cafe,
        event_uuid: uuid,
        roaster_cafe_nick_kr: '제주 카페',
      });
      assert.deepEqual([unticked.code, unticked.body.description], [400, 'register_check_ok']);
      const registered = await cafeOwner.post('/api/roaster/event/cafe/register/edit', {
        cafe_seq: cafe,
        event_uuid: uuid,
        roaster_cafe_nick_kr: '제주 카페',
        save_check: true,
      });
      assert.equal(registered.body.status, 'OK', JSON.stringify(registered.body));
      const queue = await (await as(env, 'rown')).post('/api/roaster/cafe/register/list', { roaster_seq: roaster });
      const row = queue.body.result.find(
        (candidate: { cafe_name: string }) => candidate.cafe_name === 'Second Cafe Jeju',
      );
      assert.equal(row.roaster_cafe_auth, 'WTSGNP');
      const suppliers = await cafeOwner.post('/api/cafe/roaster/list/list', { cafe_seq: cafe });
      assert.ok(
        suppliers.body.result.some(
          (candidate: { cafe_roaster_name: string }) => candidate.cafe_roaster_name === 'Demo Roasters Seoul',
        ),
      );
      // Only OWN assigns RSTR on the relation's active screen.
      const detail = await (
        await as(env, 'rmng')
      ).post('/api/roaster/cafe/register/detail', { roaster_seq: roaster, roaster_cafe_uuid: row.roaster_cafe_uuid });
      assert.equal(detail.code, 403);
      const accept = await (
        await as(env, 'rown')
      ).post('/api/roaster/cafe/register/edit', {
        roaster_seq: roaster,
        roaster_cafe_uuid: row.roaster_cafe_uuid,
        edit_at: (
          await (
            await as(env, 'rown')
          ).post('/api/roaster/cafe/register/detail', {
            roaster_seq: roaster,
            roaster_cafe_uuid: row.roaster_cafe_uuid,
          })
        ).body.result.edit_at,
        roaster_cafe_auth: 'CSTMR',
      });
      assert.equal(accept.body.status, 'OK', JSON.stringify(accept.body));
      const customers = await (await as(env, 'rmng')).post('/api/roaster/cafe/list/list', { roaster_seq: roaster });
      assert.ok(
        customers.body.result.some(
          (candidate: { roaster_cafe_uuid: string }) => candidate.roaster_cafe_uuid === row.roaster_cafe_uuid,
        ),
      );
    });
  });
}
