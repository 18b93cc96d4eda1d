import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { MOVEMENT_KINDS } from '@coffee/domain';
import * as ledgerKinds from '../../src/db/migrations/012-ledger-kinds';
import { as, orgSeq } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { blendBatch, greenLot, takingBlend } from './stock-fixtures';

const START = 100_000; // 10 kg in 0.1 g

type Movement = { movement_kind: string; correction_kind: string | null; change_mass: number; balance_after: number };

/** Items whose stock is not their last movement's balance (stock that moved beside the ledger). */
export const UNEXPLAINED_STOCK = `
  with items(item_type, item_seq, item_year, stock) as (
    select 'greenbean', greenbean_roaster_seq, greenbean_year, coalesce(greenbean_instock, 0) from greenbean_roaster_year
    union all select 'roasting', roasting_result_seq, 0, coalesce(roasting_instock, 0) from roasting_result
    union all select 'blending', blending_result_seq, 0, coalesce(blending_instock, 0) from blending_result
    union all select 'received', received_seq, 0, coalesce(received_instock, 0) from coffeebean_received)
  select i.*, last.balance_after from items i
  left join lateral (select m.balance_after from stock_movement m
    where m.item_type = i.item_type and m.item_seq = i.item_seq and m.item_year = i.item_year
    order by m.movement_seq desc limit 1) last on true
  where i.stock <> coalesce(last.balance_after, 0)`;

/** The movement kinds migration 012 knows. */
const KINDS_OF_012 = ['receipt', 'roast', 'blend', 'brew', 'correction', 'edit', 'reversal'];

/**
 * Migration 012 replayed on today's database: movements of kinds added since (a shipment) stand as an `edit` while it
 * runs, then get their kind back under today's constraint.
 */
async function replayLedgerKinds(
  db: Kysely<unknown>,
  query: (text: string, values?: unknown[]) => Promise<JsonBody[]>,
) {
  const later = await query('select movement_seq, movement_kind from stock_movement where movement_kind <> all($1)', [
    KINDS_OF_012,
  ]);
  await query(`update stock_movement set movement_kind = 'edit' where movement_seq = any($1)`, [
    later.map((row) => row.movement_seq),
  ]);
  await ledgerKinds.up(db);
  await query('alter table stock_movement drop constraint stock_movement_movement_kind_check');
  for (const row of later)
    await query('update stock_movement set movement_kind = $2 where movement_seq = $1', [
      row.movement_seq,
      row.movement_kind,
    ]);
  const kinds = MOVEMENT_KINDS.map((kind) => `'${kind}'`).join(', ');
  await query(
    `alter table stock_movement add constraint stock_movement_movement_kind_check check (movement_kind in (${kinds}))`,
  );
}

/** Stock moves only through the ledger (behaviour §04-1). */
export function ledgerSuite(env: TestEnv): void {
  describe('stock moves only through the ledger', () => {
    const query = async (text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    const ok = (reply: { body: JsonBody }) => {
      assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
      return reply.body.result as JsonBody;
    };
    /** A lot of a year of the test's own with START in stock, and calls on it. */
    const setUp = async (lotYear: number) => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const { bean, recipe } = await greenLot(owner, roaster, lotYear, START, '원장 전용 시험 생두');
      const lot = { roaster_seq: roaster, greenbean_roaster_seq: bean, greenbean_year: lotYear };
      const lotDetail = async () =>
        (await owner.get(`/api/roaster/greenbean/year/detail/${bean}_${lotYear}?roaster_seq=${roaster}`)).body.result;
      const history = async (type = 'greenbean', item: Record<string, unknown> = lot): Promise<Movement[]> =>
        ok(await owner.post(`/api/roaster/inventory/${type}/history`, item)) as unknown as Movement[];
      const roast = (mass: number, date = '2026-11-20', year = lotYear) =>
        owner.post('/api/roaster/roasting/result/edit', {
          roaster_seq: roaster,
          roasting_seq: recipe,
          roasting_result_year: 2026,
          roasting_result_date: date,
          roasting_mass: Math.round(mass * 0.85),
          greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: year, greenbean_mass: mass }],
        });
      return { owner, roaster, bean, recipe, lot, lotDetail, history, roast };
    };
    const kinds = (rows: Movement[]) => rows.map((row) => [row.movement_kind, row.change_mass, row.balance_after]);
    const editRoast = async (owner: Client, roaster: number, seq: number, change: Record<string, unknown>) => {
      const loaded = await owner.get(`/api/roaster/roasting/result/detail/2026_${seq}?roaster_seq=${roaster}`);
      return owner.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_result_year: 2026,
        roasting_result_seq: seq,
        edit_at: loaded.body.result.edit_at,
        ...change,
      });
    };

    it('ignores a stock figure sent with an edit: the balance and its ledger stay as they were', async () => {
      const { owner, roaster, lot, lotDetail, history, roast } = await setUp(2051);
      const forged = await owner.post('/api/roaster/greenbean/year/edit', {
        ...lot,
        edit_at: (await lotDetail()).edit_at,
        greenbean_instock: START + 123_450,
        greenbean_name_kr: '고친 이름',
      });
      ok(forged);
      assert.deepEqual(
        [(await lotDetail()).greenbean_instock, (await lotDetail()).greenbean_name_kr],
        [START, '고친 이름'],
      );
      assert.deepEqual(kinds(await history()), [['receipt', START, START]]);
      const batch = ok(await roast(4000));
      ok(await editRoast(owner, roaster, batch.roasting_result_seq, { roasting_instock: 99_999 }));
      const after = await owner.get(
        `/api/roaster/roasting/result/detail/2026_${batch.roasting_result_seq}?roaster_seq=${roaster}`,
      );
      assert.equal(after.body.result.roasting_instock, 3400);
    });

    it('takes a later delivery of a lot as a receipt, on top of the opening stock', async () => {
      const { owner, lot, lotDetail, history } = await setUp(2052);
      const received = ok(
        await owner.post('/api/roaster/inventory/greenbean/receive', {
          ...lot,
          receipt_mass: 25_000,
          movement_memo: 'second container',
        }),
      );
      assert.equal(received.balance, START + 25_000);
      assert.equal((await lotDetail()).greenbean_instock, START + 25_000);
      assert.deepEqual(kinds(await history()), [
        ['receipt', 25_000, START + 25_000],
        ['receipt', START, START],
      ]);
      const refused = await owner.post('/api/roaster/inventory/greenbean/receive', { ...lot, receipt_mass: 0 });
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field],
        [400, 'field_minValue', 'receipt_mass'],
      );
      const roasterRole = await as(env, 'rroaster');
      assert.equal(
        (await roasterRole.post('/api/roaster/inventory/greenbean/receive', { ...lot, receipt_mass: 10 })).code,
        403,
      );
    });

    it('reverses a deleted batch with movements of its own, keeping what it did in the history', async () => {
      const { owner, roaster, lot, lotDetail, history, roast } = await setUp(2053);
      const batch = ok(await roast(6000));
      const seq = batch.roasting_result_seq as number;
      ok(
        await owner.post('/api/roaster/roasting/result/delete', {
          roaster_seq: roaster,
          roasting_result_year: 2026,
          roasting_result_seq: seq,
        }),
      );
      assert.equal((await lotDetail()).greenbean_instock, START);
      // Newest first by date: the reversal and the lot's receipt today, the batch on its own day before.
      assert.deepEqual(kinds(await history('greenbean', lot)), [
        ['reversal', 6000, START],
        ['receipt', START, START],
        ['roast', -6000, START - 6000],
      ]);
      const rows = await query(
        `select item_type, movement_kind, change_mass::int as change from stock_movement
         where source_type = 'roasting_result' and source_seq = $1 order by movement_seq`,
        [seq],
      );
      assert.deepEqual(
        rows.map((row) => [row.item_type, row.movement_kind, row.change]),
        [
          ['greenbean', 'roast', -6000],
          ['roasting', 'roast', 5100],
          ['greenbean', 'reversal', 6000],
          ['roasting', 'reversal', -5100],
        ],
      );
    });

    it('lists an item’s movements newest first by their date, a batch recorded late under the later ones', async () => {
      const { history, roast } = await setUp(2064);
      ok(await roast(2000, '2026-11-25'));
      ok(await roast(1000, '2026-11-18'));
      const rows = (await history()) as Array<Movement & { movement_date: string }>;
      const dates = rows.map((row) => row.movement_date);
      assert.deepEqual(dates, [...dates].sort().reverse());
      assert.deepEqual(
        rows.map((row) => [row.movement_kind, row.change_mass]),
        [
          ['receipt', START],
          ['roast', -2000],
          ['roast', -1000],
        ],
      );
    });

    it('refuses a batch row naming a lot that does not exist, naming the row’s year, and writes nothing', async () => {
      const { owner, roaster, roast } = await setUp(2054);
      const count = async () =>
        (await owner.post('/api/roaster/roasting/result/list', { roaster_seq: roaster })).body.paginationMap
          .total_count;
      const before = await count();
      const refused = await roast(1000, '2026-11-20', 1999);
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field],
        [400, 'stock_item_missing', 'greenbean_year_0'],
      );
      assert.equal(await count(), before);
    });

    it('shows an edit’s difference as an edit, left out of the 30-day use and the days left', async () => {
      const { owner, roaster, bean, history, roast } = await setUp(2055);
      const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
      const batch = ok(await roast(3000, recent));
      ok(
        await editRoast(owner, roaster, batch.roasting_result_seq, {
          UPList: [{ greenbean_roaster_seq: bean, greenbean_year: 2055, greenbean_mass: 3340 }],
        }),
      );
      assert.deepEqual(kinds(await history()), [
        ['edit', -340, START - 3340],
        ['receipt', START, START],
        ['roast', -3000, START - 3000],
      ]);
      const lots = ok(await owner.post('/api/roaster/inventory/greenbean/list', { roaster_seq: roaster }));
      const row = (lots as unknown as Array<{ item_id: string; used_window: number; days_left: number }>).find(
        (candidate) => candidate.item_id === `${bean}_2055`,
      );
      assert.deepEqual([row?.used_window, row?.days_left], [3000, Math.floor((START - 3340) / (3000 / 30))]);
    });

    it('reverses the stock of a deleted lot, and explains stock typed before the ledger (migration 012)', async () => {
      const { owner, roaster, bean, lot } = await setUp(2057);
      ok(await owner.post('/api/roaster/greenbean/year/delete', lot));
      const movements = async (year: number) =>
        (
          await query(
            `select movement_kind, correction_kind, change_mass::int as change, balance_after::int as after
             from stock_movement where item_type = 'greenbean' and item_seq = $1 and item_year = $2 order by movement_seq`,
            [bean, year],
          )
        ).map((row) => [row.movement_kind, row.correction_kind, row.change, row.after]);
      assert.deepEqual(await movements(2057), [
        ['receipt', null, START, START],
        ['reversal', null, -START, 0],
      ]);
      // Stock written beside the ledger, as forms did before: the migration gives it the movement that explains it.
      const { lot: typed } = await setUp(2058);
      await query(
        `update greenbean_roaster_year set greenbean_instock = 123450 where greenbean_roaster_seq = $1 and greenbean_year = 2058`,
        [bean],
      );
      await query(
        `insert into greenbean_roaster_year (roaster_seq, greenbean_roaster_seq, greenbean_year, greenbean_instock)
         values ($1, $2, 2059, 5000)`,
        [roaster, bean],
      );
      const db = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.databaseUrl }) }),
      });
      try {
        await replayLedgerKinds(db, query);
      } finally {
        await db.destroy();
      }
      assert.equal(typed.greenbean_year, 2058);
      assert.deepEqual((await movements(2058)).at(-1), ['correction', 'count', 123_450 - START, 123_450]);
      assert.deepEqual(await movements(2059), [['receipt', null, 5000, 5000]]);
      assert.deepEqual(await query(UNEXPLAINED_STOCK), []);
    });

    it('keeps every item’s stock equal to its last movement’s balance after roasts, blends, brews, edits, deletes and corrections', async () => {
      const { owner, roaster, bean, lot, roast } = await setUp(2056);
      const kept = ok(await roast(8000));
      const dropped = ok(await roast(2000));
      ok(
        await editRoast(owner, roaster, kept.roasting_result_seq, {
          UPList: [{ greenbean_roaster_seq: bean, greenbean_year: 2056, greenbean_mass: 7000 }],
          roasting_mass: 6000,
        }),
      );
      ok(
        await owner.post('/api/roaster/roasting/result/delete', {
          roaster_seq: roaster,
          roasting_result_year: 2026,
          roasting_result_seq: dropped.roasting_result_seq,
        }),
      );
      const blend = await takingBlend(owner, roaster, '원장 불변식 블렌드');
      const batch = ok(await blendBatch(owner, roaster, blend, [[kept.roasting_result_seq, 2000]]));
      ok(
        await owner.post('/api/roaster/inventory/roasting/correct', {
          roaster_seq: roaster,
          roasting_result_seq: kept.roasting_result_seq,
          correction_kind: 'loss',
          correction_mass: 100,
        }),
      );
      ok(
        await owner.post('/api/roaster/blending/result/delete', {
          roaster_seq: roaster,
          blending_result_year: 2026,
          blending_result_seq: batch.blending_result_seq,
        }),
      );
      ok(
        await owner.post('/api/roaster/inventory/greenbean/correct', {
          ...lot,
          correction_kind: 'count',
          correction_mass: 50_000,
        }),
      );
      ok(await owner.post('/api/roaster/inventory/greenbean/receive', { ...lot, receipt_mass: 1000 }));
      // A cafe: a received batch, a brew from it, edited and deleted.
      const cafeOwner = await as(env, 'cown');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const coffee = (await cafeOwner.post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe })).body.result[0]
        .value;
      const received = ok(
        await cafeOwner.post('/api/cafe/coffeebean/received/edit', {
          cafe_seq: cafe,
          coffeebean_seq: coffee,
          received_date: '2026-11-20',
          received_mass: 5000,
          received_instock: 5000,
        }),
      );
      const brew = ok(
        await cafeOwner.post('/api/cafe/brewing/result/edit', {
          cafe_seq: cafe,
          brewing_result_date: '2026-11-22',
          coffeebean_seq: coffee,
          received_seq: received.received_seq,
          brewing_type: 'DRP',
          brewing_bean_mass: 180,
        }),
      );
      const loaded = await cafeOwner.get(`/api/cafe/brewing/result/detail/${brew.brewing_result_seq}?cafe_seq=${cafe}`);
      ok(
        await cafeOwner.post('/api/cafe/brewing/result/edit', {
          cafe_seq: cafe,
          brewing_result_seq: brew.brewing_result_seq,
          edit_at: loaded.body.result.edit_at,
          brewing_bean_mass: 200,
        }),
      );
      ok(
        await cafeOwner.post('/api/cafe/brewing/result/delete', {
          cafe_seq: cafe,
          brewing_result_seq: brew.brewing_result_seq,
        }),
      );

      assert.deepEqual(await query(UNEXPLAINED_STOCK), []);
      const items = await query(`select count(*)::int as n from stock_movement where movement_kind = 'receipt'`);
      assert.ok(items[0].n > 4, 'demo lots and batches open with receipts');
    });
  });
}
