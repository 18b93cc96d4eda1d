import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';

/** Public bean information by serial within each record's public stages (behaviour §03-2.2, §03-3.7, §03-7.6). */
export function publicSuite(env: TestEnv): void {
  describe('public bean information', () => {
    const blend = async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const owner = await as(env, 'rown');
      const list = await owner.post('/api/roaster/blending/default/list', {
        roaster_seq: roaster,
        searchType: 'blending_name',
        searchTitle: 'house',
      });
      const detail = await owner.get(
        `/api/roaster/blending/default/detail/${list.body.result[0].blending_seq}?roaster_seq=${roaster}`,
      );
      return { roaster, owner, record: detail.body.result };
    };
    const setStage = async (stage: Record<string, string>) => {
      const { roaster, owner, record } = await blend();
      const saved = await owner.post('/api/roaster/blending/default/edit', {
        roaster_seq: roaster,
        blending_seq: record.blending_seq,
        edit_at: record.edit_at,
        ...stage,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
    };

    it('shows each audience what its stage allows: names, origin, green beans, measures', async () => {
      const { record } = await blend();
      const body = { blending_uuid: record.blending_uuid_str };
      const anyone = await guest(env).post('/api/user/beaninfo/default', body);
      assert.equal(anyone.body.status, 'OK', JSON.stringify(anyone.body));
      assert.deepEqual(
        [anyone.body.result.blending_name, anyone.body.result.store_name],
        ['Seoul house blend', 'Demo Roasters Seoul'],
      );
      assert.equal(anyone.body.result.blending_country_list, undefined);
      assert.deepEqual(anyone.body.greenbean_list, []);
      const customer = await (await as(env, 'user')).post('/api/user/beaninfo/default', body);
      assert.ok(customer.body.result.blending_country_list.length >= 2);
      assert.deepEqual(customer.body.greenbean_list, []);
      const cafe = await (
        await as(env, 'cbarista')
      ).post('/api/cafe/beaninfo/default', { blending_uuid: record.blending_uuid_cafe, check_cafe_public_stage: 1 });
      assert.ok(cafe.body.greenbean_list.length >= 2);
      assert.equal(cafe.body.result.blending_total_mass, undefined);
      const staff = await (await as(env, 'rroaster')).post('/api/user/beaninfo/default', body);
      assert.equal(staff.body.result.blending_total_mass, record.blending_total_mass);
      const shares = staff.body.greenbean_list.reduce(
        (sum: number, row: { blending_percent: number }) => sum + row.blending_percent,
        0,
      );
      assert.ok(Math.abs(shares - 1000) <= 2, `shares ${shares}`);
      // One country per bean here, several in the blend: no single country code, no region.
      assert.equal(staff.body.result.blending_country_code, null);
    });

    it('hides a private record: 404 for guests, 403 for signed-in users', async () => {
      const { record } = await blend();
      await setStage({ public_stage_normal: 'PRV', public_stage_customer: 'PRV' });
      const body = { blending_uuid: record.blending_uuid_str };
      assert.equal((await guest(env).post('/api/user/beaninfo/default', body)).code, 404);
      assert.equal((await (await as(env, 'user')).post('/api/user/beaninfo/default', body)).code, 403);
      assert.equal((await (await as(env, 'rroaster')).post('/api/user/beaninfo/default', body)).code, 200);
      await setStage({ public_stage_normal: 'LST', public_stage_customer: 'NRML' });
      assert.equal((await guest(env).post('/api/user/beaninfo/default', body)).code, 200);
      assert.equal(
        (await guest(env).post('/api/user/beaninfo/default', { blending_uuid: 'no-such-serial' })).code,
        404,
      );
    });

    it('opens blend results, cafe beans and received beans by serial', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const results = await (
        await as(env, 'rown')
      ).post('/api/roaster/blending/result/list', { roaster_seq: roaster, orderType: 'blending_result_date_orderasc' });
      const result = results.body.result[0];
      const detail = await (
        await as(env, 'rown')
      ).post('/api/user/beaninfo/detail', { blending_result_uuid: result.blending_result_uuid_str });
      assert.equal(detail.body.blending_result.blending_result_date, result.blending_result_date);
      assert.ok(detail.body.greenbean_list.every((row: { greenbean_mass: number }) => row.greenbean_mass > 0));
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const beans = await (await as(env, 'cown')).post('/api/cafe/coffeebean/default/list', { cafe_seq: cafe });
      const bean = (
        await (
          await as(env, 'cown')
        ).get(`/api/cafe/coffeebean/default/detail/${beans.body.result[0].coffeebean_seq}?cafe_seq=${cafe}`)
      ).body.result;
      const anyone = await guest(env).post('/api/user/cafebean/default', {
        coffeebean_uuid: bean.coffeebean_uuid_str,
        check_usernote: 1,
      });
      assert.deepEqual(
        [anyone.body.result.blending_name, anyone.body.result.store_name],
        ['Hannam house blend', 'Demo Cafe Hannam'],
      );
      const own = await (
        await as(env, 'cbarista')
      ).post('/api/user/cafebean/default', { coffeebean_uuid: bean.coffeebean_uuid_str });
      assert.ok(own.body.greenbean_list.length >= 2, JSON.stringify(own.body));
      const received = await (await as(env, 'cown')).post('/api/cafe/coffeebean/received/list', { cafe_seq: cafe });
      const batch = (
        await (
          await as(env, 'cown')
        ).get(`/api/cafe/coffeebean/received/detail/${received.body.result[0].received_seq}?cafe_seq=${cafe}`)
      ).body.result;
      const receivedInfo = await (
        await as(env, 'user')
      ).post('/api/user/cafebean/detail', { received_uuid: batch.received_uuid_str });
      assert.equal(receivedInfo.body.blending_result.received_date, batch.received_date);
    });
    it('shows a blend’s composition to cafes only when the roastery made them partners or shows it to everyone', async () => {
      const { record } = await blend();
      await setStage({ public_stage_cafe: 'DTL', public_stage_customer: 'NRML', public_stage_normal: 'LST' });
      // The organisation suite makes Jeju (cown2) Seoul's partner through its customer event; here it must be none.
      const [jeju, seoul] = [await orgSeq(env, 'cown2', 'cafe'), await orgSeq(env, 'rown', 'roaster')];
      const relation = 'from roaster_cafe where cafe_seq = $1 and roaster_seq = $2';
      const kept = await query(env, `select roaster_cafe_auth ${relation}`, [jeju, seoul]);
      await query(
        env,
        `update roaster_cafe set roaster_cafe_auth = 'RJCT' ${relation.replace('from roaster_cafe', '')}`,
        [jeju, seoul],
      );
      try {
        const cafePage = (user: string, serial: string) =>
          as(env, user).then((client) => client.post('/api/cafe/beaninfo/default', { blending_uuid: serial }));
        // A partner cafe's barista reads the green beans; the member of a cafe that is no partner is a customer.
        assert.ok((await cafePage('cbarista', record.blending_uuid_cafe)).body.greenbean_list.length >= 2);
        for (const serial of [record.blending_uuid_cafe, record.blending_uuid_str]) {
          const stranger = await cafePage('cown2', serial);
          assert.equal(stranger.body.status, 'OK', JSON.stringify(stranger.body));
          assert.deepEqual(stranger.body.greenbean_list, []);
          assert.ok(stranger.body.result.blending_country_list.length >= 2, 'the customer stage still applies');
        }
        const detailOf = async (serial: string) => (await cafePage('cown2', serial)).body.greenbean_list as unknown[];
        // A cafe bean of that stranger cafe, linked to the blend by either serial, shows guests none of its rows.
        const cafe = await orgSeq(env, 'cown2', 'cafe');
        const stranger = await as(env, 'cown2');
        const beanPage = async (serial: string) => {
          const saved = await stranger.post('/api/cafe/coffeebean/default/edit', {
            cafe_seq: cafe,
            locale: 'en',
            coffeebean_name: `Borrowed blend ${serial.slice(0, 8)}`,
            coffeebean_single_origin: false,
            blending_uuid: serial,
            blending_info_use: true,
            public_stage_cafe: 'ALL',
            public_stage_customer: 'ALL',
            public_stage_normal: 'ALL',
          });
          assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
          const detail = await stranger.get(
            `/api/cafe/coffeebean/default/detail/${saved.body.result.coffeebean_seq}?cafe_seq=${cafe}`,
          );
          return (
            await guest(env).post('/api/user/cafebean/default', {
              coffeebean_uuid: detail.body.result.coffeebean_uuid_str,
            })
          ).body;
        };
        for (const serial of [record.blending_uuid_cafe, record.blending_uuid_str]) {
          const page = await beanPage(serial);
          assert.equal(page.status, 'OK', JSON.stringify(page));
          assert.deepEqual(page.greenbean_list, [], serial);
        }
        // The roastery shows its green beans to everyone: then anyone reads them, through any page.
        await setStage({ public_stage_normal: 'DTL', public_stage_customer: 'DTL' });
        try {
          assert.ok((await detailOf(record.blending_uuid_str)).length >= 2);
          assert.ok((await beanPage(record.blending_uuid_str)).greenbean_list.length >= 2);
        } finally {
          await setStage({ public_stage_cafe: 'DTL', public_stage_customer: 'NRML', public_stage_normal: 'LST' });
        }
      } finally {
        if (kept[0])
          await query(
            env,
            `update roaster_cafe set roaster_cafe_auth = $3 ${relation.replace('from roaster_cafe', '')}`,
            [jeju, seoul, kept[0].roaster_cafe_auth],
          );
      }
    });
  });
}
