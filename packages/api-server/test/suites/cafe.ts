import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entities } from '@coffee/api-kernel/domain';
import { as, guest, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

/** A received batch of `mass` g of the demo cafe's first bean, and a brew of it by the owner (dated 22 Nov). */
export async function brewingSetUp(env: TestEnv, mass: number) {
  const owner = await as(env, 'cown');
  const cafe = await orgSeq(env, 'cown', 'cafe');
  const beans = await owner.post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe });
  const bean = beans.body.result[0].value as number;
  const received = await owner.post('/api/cafe/coffeebean/received/edit', {
    cafe_seq: cafe,
    coffeebean_seq: bean,
    received_date: '2026-11-20',
    received_div: 'Ledger test',
    received_mass: mass,
    received_instock: mass,
    blending_result_date: '2026-11-18',
  });
  assert.equal(received.body.status, 'OK', JSON.stringify(received.body));
  const batch = received.body.result.received_seq as number;
  const stock = async () =>
    (await owner.get(`/api/cafe/coffeebean/received/detail/${batch}?cafe_seq=${cafe}`)).body.result
      .received_instock as number;
  const brew = (dose: number, extra: Record<string, unknown> = {}) =>
    owner.post('/api/cafe/brewing/result/edit', {
      cafe_seq: cafe,
      brewing_result_date: '2026-11-22',
      coffeebean_seq: bean,
      received_seq: batch,
      brewing_type: 'DRP',
      brewing_bean_mass: dose,
      ...extra,
    });
  return { owner, cafe, bean, batch, stock, brew };
}

/** Cafe brewing moves received stock; the dial-in entity validates, prefills and keeps to its cafe (behaviour §04-1, §04-3). */
export function cafeSuite(env: TestEnv): void {
  const setUp = (mass: number) => brewingSetUp(env, mass);

  describe('cafe brews take their dose from the received batch', () => {
    it('takes the dose on create, moves only the difference on edit and gives it back on delete', async () => {
      const { owner, cafe, stock, brew } = await setUp(2000);
      const created = await brew(180);
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      assert.equal(await stock(), 2000 - 180);
      const seq = created.body.result.brewing_result_seq as number;
      const detail = await owner.get(`/api/cafe/brewing/result/detail/${seq}?cafe_seq=${cafe}`);
      assert.equal(detail.body.result.brewing_date_term, 4);
      const edited = await owner.post('/api/cafe/brewing/result/edit', {
        cafe_seq: cafe,
        brewing_result_seq: seq,
        edit_at: detail.body.result.edit_at,
        brewing_bean_mass: 200,
      });
      assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
      assert.equal(await stock(), 2000 - 200);
      const removed = await owner.post('/api/cafe/brewing/result/delete', { cafe_seq: cafe, brewing_result_seq: seq });
      assert.equal(removed.body.status, 'OK', JSON.stringify(removed.body));
      assert.equal(await stock(), 2000);
    });

    it('refuses a dose above the batch stock, naming the dose field and what is left, and writes nothing', async () => {
      const { owner, cafe, stock, brew } = await setUp(150);
      const listed = async () =>
        (await owner.post('/api/cafe/brewing/result/list', { cafe_seq: cafe, list_count: 1000 })).body.result.length;
      const before = await listed();
      const refused = await brew(180);
      assert.equal(refused.code, 400);
      assert.equal(refused.body.description, 'stock_short');
      assert.equal(refused.body.field, 'brewing_bean_mass');
      assert.match(String(refused.body.bound), /15\.0 g/);
      assert.equal(await stock(), 150);
      assert.equal(await listed(), before);
    });
  });

  describe('the cafe’s inventory of received batches', () => {
    it('lists a batch’s receipt, brews, their edits and reversals, and takes a correction', async () => {
      const { owner, cafe, batch, brew } = await setUp(3000);
      const made = await brew(180);
      const seq = made.body.result.brewing_result_seq as number;
      const detail = await owner.get(`/api/cafe/brewing/result/detail/${seq}?cafe_seq=${cafe}`);
      await owner.post('/api/cafe/brewing/result/edit', {
        cafe_seq: cafe,
        brewing_result_seq: seq,
        edit_at: detail.body.result.edit_at,
        brewing_bean_mass: 200,
      });
      await owner.post('/api/cafe/brewing/result/delete', { cafe_seq: cafe, brewing_result_seq: seq });
      const item = { cafe_seq: cafe, received_seq: batch };
      const loss = await owner.post('/api/cafe/inventory/received/correct', {
        ...item,
        correction_kind: 'loss',
        correction_mass: 50,
      });
      assert.equal(loss.body.status, 'OK', JSON.stringify(loss.body));
      const kept = await brew(100);
      const history = await owner.post('/api/cafe/inventory/received/history', { ...item, locale: 'en' });
      assert.equal(history.body.status, 'OK', JSON.stringify(history.body));
      assert.deepEqual(
        history.body.result.map((row: Record<string, unknown>) => [
          row.movement_kind,
          row.change_mass,
          row.balance_after,
        ]),
        // By date, newest first (today's correction, reversal and edit above the brews of their day), each balance
        // as recorded.
        [
          ['correction', -50, 2950],
          ['reversal', 200, 3000],
          ['edit', -20, 2800],
          ['brew', -100, 2850],
          ['brew', -180, 2820],
          ['receipt', 3000, 3000],
        ],
      );
      assert.match(String(history.body.result[3].source_name), / 2026-11-22$/);
      // The opening stock came in on the batch's received date.
      assert.equal(history.body.result.at(-1).movement_date, '2026-11-20');
      assert.equal(history.body.result[3].source_id, String(kept.body.result.brewing_result_seq));
      const batches = await owner.post('/api/cafe/inventory/received/list', { cafe_seq: cafe });
      assert.equal(batches.body.result.find((row: { item_seq: number }) => row.item_seq === batch).balance, 2850);
      // Roastery items are not a cafe's, and a cafe's batch is not another cafe's.
      assert.equal((await owner.post('/api/cafe/inventory/greenbean/list', { cafe_seq: cafe })).code, 404);
      const other = await as(env, 'cown2');
      const foreign = await other.post('/api/cafe/inventory/received/history', {
        cafe_seq: await orgSeq(env, 'cown2', 'cafe'),
        received_seq: batch,
      });
      assert.equal(foreign.code, 404);
    });
  });

  describe('the dial-in', () => {
    it('is refused without its bean or with a grind out of range, naming the field and the rule', async () => {
      const owner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const missing = await owner.post('/api/cafe/setting/today/edit', { cafe_seq: cafe, dialin_date: '2026-11-22' });
      assert.equal(missing.code, 400);
      assert.equal(missing.body.field, 'coffeebean_seq');
      assert.match(String(missing.body.description), /required/);
      const beans = await owner.post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe });
      const wild = await owner.post('/api/cafe/setting/today/edit', {
        cafe_seq: cafe,
        dialin_date: '2026-11-22',
        coffeebean_seq: beans.body.result[0].value,
        brewing_grinder_point: 50_000,
      });
      assert.equal(wild.code, 400);
      assert.equal(wild.body.field, 'brewing_grinder_point');
    });

    it('defaults its extraction to DRP and prefills a new dial-in from the last one of the bean', async () => {
      const barista = await as(env, 'cbarista');
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const created = await barista.post('/api/cafe/coffeebean/default/edit', {
        cafe_seq: cafe,
        coffeebean_name: 'Prefill test bean',
        coffeebean_name_kr: '프리필 시험 원두',
        coffeebean_single_origin: true,
        coffeebean_use: true,
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const bean = created.body.result.coffeebean_seq as number;
      const before = await barista.get(`/api/cafe/setting/today/prefill?cafe_seq=${cafe}&coffeebean_seq=${bean}`);
      assert.deepEqual(before.body.result, {});
      const saved = await barista.post('/api/cafe/setting/today/edit', {
        cafe_seq: cafe,
        dialin_date: '2026-11-23',
        coffeebean_seq: bean,
        brewing_grinder_point: 1234,
        brewing_bean_mass: 185,
        brewing_term: 29,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const detail = await barista.get(
        `/api/cafe/setting/today/detail/${saved.body.result.dialin_seq}?cafe_seq=${cafe}`,
      );
      assert.equal(detail.body.result.brewing_type, 'DRP');
      const prefill = await barista.get(`/api/cafe/setting/today/prefill?cafe_seq=${cafe}&coffeebean_seq=${bean}`);
      assert.equal(prefill.body.status, 'OK', JSON.stringify(prefill.body));
      assert.equal(prefill.body.result.brewing_grinder_point, 1234);
      assert.equal(prefill.body.result.brewing_bean_mass, 185);
    });

    it('keeps to its cafe: another cafe cannot read it and a guest reads only the public note', async () => {
      const owner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const beans = await owner.post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe });
      const saved = await owner.post('/api/cafe/setting/today/edit', {
        cafe_seq: cafe,
        // Today, as the demo's newest dial-in of each bean: the note shows the latest one, ties by newest record.
        dialin_date: new Date().toISOString().slice(0, 10),
        coffeebean_seq: beans.body.result[0].value,
        dialin_taste: 'Guest-visible chocolate',
        dialin_public: true,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const other = await as(env, 'cown2');
      const otherCafe = await orgSeq(env, 'cown2', 'cafe');
      const foreign = await other.get(
        `/api/cafe/setting/today/detail/${saved.body.result.dialin_seq}?cafe_seq=${otherCafe}`,
      );
      assert.equal(foreign.code, 404);
      assert.equal((await guest(env).post('/api/cafe/setting/today/list', { cafe_seq: cafe })).code, 401);
      const serial = await owner.get(`/api/cafe/setting/note/serial?cafe_seq=${cafe}`);
      const note = await guest(env).get(`/api/public/cafe/settingnote/${serial.body.result.cafe_note_uuid}`);
      assert.equal(note.body.status, 'OK', JSON.stringify(note.body));
      assert.ok(
        note.body.dialin_list.some((row: { dialin_taste: string }) => row.dialin_taste === 'Guest-visible chocolate'),
      );
      assert.equal((await guest(env).get('/api/public/cafe/settingnote/no-such-serial')).code, 404);
    });

    it('refuses the suppliers and staff pages to a barista', async () => {
      const barista = await as(env, 'cbarista');
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      for (const page of ['CafeRoaster', 'CafeUser', 'CafeEvent'])
        assert.equal((await barista.post(String(entities[page]?.api?.list), { cafe_seq: cafe })).code, 403, page);
    });
  });
}
