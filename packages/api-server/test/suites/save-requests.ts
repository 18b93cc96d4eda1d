import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { brewingSetUp } from './cafe';

/** A save sent with a client-made request id is written once, however often it arrives (behaviour §06-3). */
export function saveRequestSuite(env: TestEnv): void {
  const brewsOf = async (batch: number) =>
    Number((await query(env, 'select count(*) as n from cafe_brewing_result where received_seq = $1', [batch]))[0]?.n);

  describe('saves with a request id', () => {
    it('write a brew sent twice once, answer the second as the first, and move its stock once', async () => {
      const { stock, brew, batch } = await brewingSetUp(env, 1000);
      const request_id = randomUUID();
      const first = await brew(180, { request_id });
      assert.equal(first.body.status, 'OK', JSON.stringify(first.body));
      const again = await brew(180, { request_id });
      assert.equal(again.code, 200, JSON.stringify(again.body));
      assert.deepEqual(again.body.result, first.body.result);
      // Both at once: one waits for the other's transaction and gets its answer.
      const together = randomUUID();
      const [one, two] = await Promise.all([brew(100, { request_id: together }), brew(100, { request_id: together })]);
      assert.equal(one.body.status, 'OK', JSON.stringify(one.body));
      assert.deepEqual(two.body.result, one.body.result);
      assert.equal(await brewsOf(batch), 2);
      assert.equal(await stock(), 1000 - 180 - 100);
    });

    it('leave a refused request free, so the same request is written once it is fixed', async () => {
      const { stock, brew, batch } = await brewingSetUp(env, 150);
      const request_id = randomUUID();
      const refused = await brew(180, { request_id });
      assert.equal(refused.code, 400);
      assert.equal(refused.body.description, 'stock_short');
      const fixed = await brew(120, { request_id });
      assert.equal(fixed.body.status, 'OK', JSON.stringify(fixed.body));
      assert.equal(await brewsOf(batch), 1);
      assert.equal(await stock(), 30);
    });

    it("refuse another user's request id and an id that is not one, writing nothing", async () => {
      const { brew, batch } = await brewingSetUp(env, 1000);
      const request_id = randomUUID();
      assert.equal((await brew(10, { request_id })).body.status, 'OK');
      const other = await as(env, 'cown2');
      const foreign = await other.post('/api/cafe/brewing/result/edit', {
        cafe_seq: await orgSeq(env, 'cown2', 'cafe'),
        brewing_result_date: '2026-11-22',
        brewing_type: 'DRP',
        request_id,
      });
      assert.equal(foreign.code, 409);
      assert.equal(foreign.body.description, 'duplicate_key');
      const malformed = await brew(10, { request_id: 'not-an-id' });
      assert.equal(malformed.code, 400);
      assert.deepEqual([malformed.body.description, malformed.body.field], ['field_NaN', 'request_id']);
      assert.equal(await brewsOf(batch), 1);
    });
  });
}
