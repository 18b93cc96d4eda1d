import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { batchDetail, costSetUp, KG } from './cost-fixtures';

const figures = (result: Record<string, unknown>) => ({
  batch_cost: result.batch_cost,
  cost_per_kg: result.cost_per_kg,
});

/** Costs of green, roasts and blends (behaviour §05-14), computed from the records on read. */
export function costSuite(env: TestEnv): void {
  describe('costs of green and batches', () => {
    it('costs a roast from its lots and machine and a blend from its roasts, losses included', async () => {
      const { owner, roaster, roast, blendBatch } = await costSetUp(env, '원가 시험');
      // 5 kg of lot A (14 000/kg landed) + 5 kg of lot B (20 000/kg) + the machine's 3000 = 173 000;
      // roasted to 8 kg (20 % loss): 21 625 per kg.
      const first = await roast(
        [
          [2031, 5 * KG],
          [2032, 5 * KG],
        ],
        8 * KG,
      );
      // 10 kg of lot A + 3000 = 143 000, roasted to 8.8 kg (12 % loss): 16 250 per kg.
      const second = await roast([[2031, 10 * KG]], 8.8 * KG);
      const read = async (kind: 'roasting' | 'blending', seq: number) =>
        figures((await batchDetail(owner, kind, roaster, seq)).body.result);
      assert.deepEqual(await read('roasting', first), { batch_cost: 173000, cost_per_kg: 21625 });
      assert.deepEqual(await read('roasting', second), { batch_cost: 143000, cost_per_kg: 16250 });
      // 4 kg of each: 4 × 21 625 + 4 × 16 250 = 151 500 for 8 kg, 18 937.5 per kg, answered 18 938.
      const blended = await blendBatch([
        [first, 4 * KG],
        [second, 4 * KG],
      ]);
      assert.deepEqual(await read('blending', blended), { batch_cost: 151500, cost_per_kg: 18938 });
    });

    it('says a batch whose green has no cost has none, and so has a blend of it', async () => {
      const { owner, roaster, roast, blendBatch } = await costSetUp(env, '원가 없음 시험');
      const uncosted = await roast(
        [
          [2031, 2 * KG],
          [2033, 2 * KG],
        ],
        3.4 * KG,
      );
      const detail = (await batchDetail(owner, 'roasting', roaster, uncosted)).body.result;
      assert.deepEqual(figures(detail), { batch_cost: null, cost_per_kg: null });
      const blended = await blendBatch([[uncosted, 3 * KG]]);
      assert.deepEqual(figures((await batchDetail(owner, 'blending', roaster, blended)).body.result), {
        batch_cost: null,
        cost_per_kg: null,
      });
    });

    it('shows a lot its landed cost per kg, and costs to managers and up only', async () => {
      const { roaster, bean, roast } = await costSetUp(env, '원가 권한 시험');
      const seq = await roast([[2032, 5 * KG]], 4 * KG);
      const lotPath = `/api/roaster/greenbean/year/detail/${bean}_2031?roaster_seq=${roaster}`;
      for (const user of ['rown', 'rsmng', 'rmng']) {
        const client = await as(env, user);
        assert.equal((await client.get(lotPath)).body.result.greenbean_cost_kg, 14000, user);
        assert.equal((await batchDetail(client, 'roasting', roaster, seq)).body.result.batch_cost, 103000, user);
      }
      // A staff assistant reads the lot and the batch, without a cost figure in either.
      const sast = await as(env, 'rsast');
      const lot = (await sast.get(lotPath)).body.result;
      assert.equal(lot.greenbean_year, 2031);
      for (const name of ['greenbean_price_kg', 'greenbean_freight', 'greenbean_duties', 'greenbean_cost_kg'])
        assert.ok(!(name in lot), name);
      for (const user of ['rsast', 'rroaster']) {
        const batch = await batchDetail(await as(env, user), 'roasting', roaster, seq);
        assert.equal(batch.body.status, 'OK', user);
        assert.ok(!('batch_cost' in batch.body.result) && !('cost_per_kg' in batch.body.result), user);
        const list = await (await as(env, user)).post('/api/roaster/roasting/result/list', { roaster_seq: roaster });
        assert.ok(
          list.body.result.every((row: object) => !('batch_cost' in row) && !('cost_per_kg' in row)),
          user,
        );
      }
      // Another roastery does not find the batch.
      const other = await as(env, 'rown2');
      const otherSeq = await orgSeq(env, 'rown2', 'roaster');
      assert.equal((await batchDetail(other, 'roasting', otherSeq, seq)).code, 404);
    });

    it('refuses a negative cost by its field and rule and writes nothing; a staff assistant writes none', async () => {
      const { owner, roaster, bean, machine } = await costSetUp(env, '원가 검증 시험');
      const lotPath = `/api/roaster/greenbean/year/detail/${bean}_2032?roaster_seq=${roaster}`;
      const stored = (await owner.get(lotPath)).body.result;
      const refused = await owner.post('/api/roaster/greenbean/year/edit', {
        roaster_seq: roaster,
        greenbean_roaster_seq: bean,
        greenbean_year: 2032,
        edit_at: stored.edit_at,
        greenbean_price_kg: 25000,
        greenbean_freight: -1,
      });
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field],
        [400, 'field_minValue', 'greenbean_freight'],
      );
      assert.equal((await owner.get(lotPath)).body.result.greenbean_price_kg, 20000);
      const equip = await owner.post('/api/roaster/item/equip/edit', {
        roaster_seq: roaster,
        roaster_equip_seq: machine,
        edit_at: (await owner.get(`/api/roaster/item/equip/detail/${machine}?roaster_seq=${roaster}`)).body.result
          .edit_at,
        equip_batch_cost: -500,
      });
      assert.deepEqual([equip.code, equip.body.field], [400, 'equip_batch_cost']);
      const [machineRow] = await query(env, 'select equip_batch_cost from roaster_equip where roaster_equip_seq = $1', [
        machine,
      ]);
      assert.equal(Number(machineRow?.equip_batch_cost), 3000);
      // A staff assistant may edit the lot but not its cost: the cost it sends is not written.
      const sast = await as(env, 'rsast');
      const seen = (await sast.get(lotPath)).body.result;
      const edited = await sast.post('/api/roaster/greenbean/year/edit', {
        roaster_seq: roaster,
        greenbean_roaster_seq: bean,
        greenbean_year: 2032,
        edit_at: seen.edit_at,
        greenbean_packaging_date: '20260101',
        greenbean_price_kg: 1,
      });
      assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
      assert.equal((await owner.get(lotPath)).body.result.greenbean_price_kg, 20000);
    });
  });
}
