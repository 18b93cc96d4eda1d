import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { blendBatch, greenLot, takingBlend } from './stock-fixtures';

const BLEND_FEEDBACK = '/api/roaster/blending/result/feedback';
const ROAST_FEEDBACK = '/api/roaster/roasting/result/feedback';

/** What the cup said (behaviour §05-6): a batch's downstream facts, aggregated, for its own roastery only. */
export function feedbackSuite(env: TestEnv): void {
  describe('what the cup said about a batch', () => {
    /** A roast batch blended into a new blend batch that the demo cafe received; nothing downstream yet. */
    const setUp = async (lotYear: number) => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const { bean, recipe } = await greenLot(owner, roaster, lotYear, 50_000, '피드백 시험 생두');
      const roast = await owner.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_seq: recipe,
        roasting_result_year: 2026,
        roasting_result_date: '2026-11-20',
        roasting_mass: 8500,
        greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: lotYear, greenbean_mass: 10_000 }],
      });
      assert.equal(roast.body.status, 'OK', JSON.stringify(roast.body));
      const roastKeys = {
        roasting_result_year: roast.body.result.roasting_result_year as number,
        roasting_result_seq: roast.body.result.roasting_result_seq as number,
      };
      const blend = await takingBlend(owner, roaster, '피드백 시험 블렌드');
      const made = await blendBatch(owner, roaster, blend, [[roastKeys.roasting_result_seq, 5000]]);
      assert.equal(made.body.status, 'OK', JSON.stringify(made.body));
      const blendKeys = {
        blending_result_year: made.body.result.blending_result_year as number,
        blending_result_seq: made.body.result.blending_result_seq as number,
      };
      const [serials] = await query(
        env,
        'select blending_result_uuid_str, blending_result_uuid_cafe from blending_result where blending_result_year = $1 and blending_result_seq = $2',
        [blendKeys.blending_result_year, blendKeys.blending_result_seq],
      );
      // The demo cafe receives it by its cafe serial, as its QR register page does.
      const cafeOwner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const coffeebean = (await cafeOwner.post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe })).body.result[0]
        .value as number;
      const received = await cafeOwner.post('/api/cafe/coffeebean/received/edit', {
        cafe_seq: cafe,
        coffeebean_seq: coffeebean,
        received_date: '2026-11-22',
        received_mass: 5000,
        received_instock: 5000,
        blending_result_uuid: serials!.blending_result_uuid_cafe,
      });
      assert.equal(received.body.status, 'OK', JSON.stringify(received.body));
      const receivedSeq = received.body.result.received_seq as number;
      const [receivedSerial] = await query(
        env,
        'select received_uuid_str from coffeebean_received where received_seq = $1',
        [receivedSeq],
      );
      const brew = async (satis: number, dose: number, total: number, term: number) => {
        const saved = await cafeOwner.post('/api/cafe/brewing/result/edit', {
          cafe_seq: cafe,
          brewing_result_date: '2026-11-23',
          coffeebean_seq: coffeebean,
          received_seq: receivedSeq,
          brewing_type: 'ESP',
          brewing_bean_mass: dose,
          brewing_result_total: total,
          brewing_term: term,
          brewing_satis: satis,
        });
        assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      };
      const note = async (type: 'RSTRDT' | 'CAFEDT', serial: string, satis: number, flavors: string[]) => {
        const saved = await (
          await as(env, 'user')
        ).post('/api/user/qc/coffeebean/edit', {
          cupnote_name_kr: '피드백 노트',
          cupnote_place: 'CAFE',
          cupnote_date: '2026-11-24',
          cupnote_satis: satis,
          coffeebean_uuid_type: type,
          coffeebean_uuid: serial,
          cupnote_flavor_list: flavors,
        });
        assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      };
      return {
        owner,
        roaster,
        cafe,
        roastKeys,
        blendKeys,
        brew,
        note,
        batchSerial: serials!.blending_result_uuid_str as string,
        receivedSerial: receivedSerial!.received_uuid_str as string,
      };
    };

    it('aggregates the cafes, their brews and the consumers’ notes, without naming a consumer', async () => {
      const batch = await setUp(2061);
      const read = async (path: string, keys: object) => {
        const reply = await batch.owner.post(path, { roaster_seq: batch.roaster, ...keys });
        assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
        return reply.body.result;
      };
      const empty = await read(BLEND_FEEDBACK, batch.blendKeys);
      assert.deepEqual(empty.brews.count, 0);
      assert.deepEqual(empty.notes, { count: 0, satis: null, flavors: [] });
      assert.equal(empty.satis, null);
      assert.deepEqual(
        empty.cafes.map((row: { cafe_seq: number; received_mass: number }) => [row.cafe_seq, row.received_mass]),
        [[batch.cafe, 5000]],
      );

      await batch.brew(8, 180, 400, 28);
      await batch.brew(6, 200, 360, 32);
      await batch.note('RSTRDT', batch.batchSerial, 9, ['CHERRY', 'COCOA']);
      await batch.note('CAFEDT', batch.receivedSerial, 4, ['COCOA']);

      const blend = await read(BLEND_FEEDBACK, batch.blendKeys);
      assert.deepEqual(blend.brews, { count: 2, satis: 7, dose: [180, 200], yield: [360, 400], time: [28, 32] });
      assert.deepEqual(blend.notes, { count: 2, satis: 6.5, flavors: ['COCOA', 'CHERRY'] });
      // (8 + 6 + 9 + 4) / 4
      assert.equal(blend.satis, 6.8);
      assert.doesNotMatch(JSON.stringify(blend), /Member|user_seq|user_name/);

      assert.deepEqual(blend.cupping, { count: 0, satis: null, sca: null });

      // The roast batch went into the blend batch: the same facts reach it, beside its own cupping notes.
      for (const satis of [7, 8]) {
        const cupped = await batch.owner.post('/api/roaster/qc/roasting/edit', {
          roaster_seq: batch.roaster,
          ...batch.roastKeys,
          locale: 'en',
          cupnote_name: 'Feedback cupping',
          cupnote_satis: satis,
        });
        assert.equal(cupped.body.status, 'OK', JSON.stringify(cupped.body));
      }
      const roast = await read(ROAST_FEEDBACK, batch.roastKeys);
      assert.deepEqual([roast.brews, roast.notes, roast.satis], [blend.brews, blend.notes, blend.satis]);
      assert.deepEqual(roast.cupping, { count: 2, satis: 7.5, sca: null });

      // The batch lists sort by that mean, batches without any last.
      const list = await batch.owner.post('/api/roaster/blending/result/list', {
        roaster_seq: batch.roaster,
        orderType: 'feedback_satis_orderdesc',
        list_count: 100,
      });
      const rows = list.body.result as Array<{ blending_result_seq: number; feedback_satis: number | null }>;
      const ours = rows.find((row) => row.blending_result_seq === batch.blendKeys.blending_result_seq);
      assert.equal(ours?.feedback_satis, 6.8);
      const values = rows.map((row) => row.feedback_satis);
      const rated = values.filter((value): value is number => value !== null);
      assert.deepEqual(
        rated,
        [...rated].sort((a, b) => b - a),
      );
      assert.deepEqual(values.slice(0, rated.length), rated);
      const roasts = await batch.owner.post('/api/roaster/roasting/result/list', {
        roaster_seq: batch.roaster,
        orderType: 'feedback_satis_orderdesc',
        list_count: 100,
      });
      assert.equal(
        roasts.body.result.find(
          (row: { roasting_result_seq: number }) => row.roasting_result_seq === batch.roastKeys.roasting_result_seq,
        )?.feedback_satis,
        6.8,
      );
    });

    it('answers only the owning roastery’s members, whatever ids are sent', async () => {
      const batch = await setUp(2062);
      const other = await as(env, 'rown2');
      const otherRoaster = await orgSeq(env, 'rown2', 'roaster');
      for (const [path, keys] of [
        [BLEND_FEEDBACK, batch.blendKeys],
        [ROAST_FEEDBACK, batch.roastKeys],
      ] as const) {
        // Another roastery's member, with its own roastery or with ours.
        assert.equal((await other.post(path, { roaster_seq: otherRoaster, ...keys })).code, 404);
        assert.equal((await other.post(path, { roaster_seq: batch.roaster, ...keys })).code, 403);
        // A cafe's owner, a guest.
        assert.equal((await (await as(env, 'cown')).post(path, { roaster_seq: batch.roaster, ...keys })).code, 403);
        assert.equal((await guest(env).post(path, { roaster_seq: batch.roaster, ...keys })).code, 401);
        // A key that is not a number names its field.
        const [yearField] = Object.keys(keys);
        const bad = await batch.owner.post(path, { roaster_seq: batch.roaster, ...keys, [yearField!]: 'x' });
        assert.deepEqual([bad.code, bad.body.description, bad.body.field], [400, 'field_NaN', yearField]);
        // A roastery member of the lowest role reads it.
        const member = await as(env, 'rroaster');
        assert.equal((await member.post(path, { roaster_seq: batch.roaster, ...keys })).body.status, 'OK');
      }
    });
    it('counts only what the roastery put in a cafe’s hands: a stranger typing the public serial changes nothing', async () => {
      const batch = await setUp(2063);
      await batch.brew(8, 180, 400, 28);
      const read = async () =>
        (await batch.owner.post(BLEND_FEEDBACK, { roaster_seq: batch.roaster, ...batch.blendKeys })).body.result;
      const before = await read();
      assert.deepEqual([before.brews.count, before.satis, before.cafes.length], [1, 8, 1]);
      // Another cafe, no partner of the roastery, registers the batch by the serial printed for everyone and rates
      // its brews 0; so does the partner cafe by that serial (a record the roastery never shipped nor gave the QR of).
      for (const user of ['cown2', 'cown']) {
        const stranger = await as(env, user);
        const cafe = await orgSeq(env, user, 'cafe');
        const coffeebean = (await stranger.post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe })).body.result[0]
          .value as number;
        const received = await stranger.post('/api/cafe/coffeebean/received/edit', {
          cafe_seq: cafe,
          coffeebean_seq: coffeebean,
          received_date: '2026-11-22',
          received_mass: 90_000,
          received_instock: 90_000,
          blending_result_uuid: batch.batchSerial,
        });
        assert.equal(received.body.status, 'OK', JSON.stringify(received.body));
        for (let brew = 0; brew < 3; brew += 1) {
          const saved = await stranger.post('/api/cafe/brewing/result/edit', {
            cafe_seq: cafe,
            brewing_result_date: '2026-11-23',
            coffeebean_seq: coffeebean,
            received_seq: received.body.result.received_seq,
            brewing_type: 'ESP',
            brewing_bean_mass: 180,
            brewing_result_total: 360,
            brewing_term: 30,
            brewing_satis: 0,
          });
          assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
        }
      }
      assert.deepEqual(await read(), before);
      const list = await batch.owner.post('/api/roaster/blending/result/list', {
        roaster_seq: batch.roaster,
        list_count: 100,
        orderType: 'feedback_satis_orderdesc',
      });
      const row = (list.body.result as Array<{ blending_result_seq: number; feedback_satis: number | null }>).find(
        (each) => each.blending_result_seq === batch.blendKeys.blending_result_seq,
      );
      assert.equal(row?.feedback_satis, 8);
    });
  });
}
