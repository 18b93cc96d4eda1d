import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

const START = 100_000; // 10 kg in 0.1 g

/** The stock ledger (behaviour §04-1): roast batches move green lots and their own stock in the record's transaction. */

/** The test roasts' day: ten days before today, so the 30-day pace counts them whatever day the suite runs. */
const ROAST_DAY = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

export function inventorySuite(env: TestEnv): void {
  describe('stock that moves with the roast batches', () => {
    // Each test has its own lot (a year of its own): the tests run at the same time.
    const setUp = async (lotYear: number) => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const beans = await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
      const recipes = await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      const bean = beans.body.result[0].value as number;
      const recipe = recipes.body.result[0].value as number;
      const lot = await owner.post('/api/roaster/greenbean/year/edit', {
        roaster_seq: roaster,
        greenbean_roaster_seq: bean,
        greenbean_year: lotYear,
        greenbean_name_kr: '원장 시험 생두',
        greenbean_name: 'Ledger test lot',
        greenbean_instock: START,
      });
      assert.equal(lot.body.status, 'OK', JSON.stringify(lot.body));
      const stock = async () =>
        (await owner.get(`/api/roaster/greenbean/year/detail/${bean}_${lotYear}?roaster_seq=${roaster}`)).body.result
          .greenbean_instock as number;
      const roast = (mass: number, roasted = Math.round(mass * 0.85)) =>
        owner.post('/api/roaster/roasting/result/edit', {
          roaster_seq: roaster,
          roasting_seq: recipe,
          roasting_result_year: Number(ROAST_DAY.slice(0, 4)),
          roasting_result_date: ROAST_DAY,
          roasting_mass: roasted,
          greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: lotYear, greenbean_mass: mass }],
        });
      return { owner, roaster, recipe, stock, roast, bean, year: lotYear };
    };

    it('takes the green mass on create, moves only the difference on edit and gives it back on delete', async () => {
      const { owner, roaster, bean, stock, roast, year: lotYear } = await setUp(2031);
      const before = await stock();
      const created = await roast(6000, 5100);
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      assert.equal(await stock(), before - 6000);
      const { roasting_result_year: year, roasting_result_seq: seq } = created.body.result;
      const detail = await owner.get(`/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`);
      assert.equal(detail.body.result.roasting_instock, 5100);

      const edited = await owner.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_result_year: year,
        roasting_result_seq: seq,
        edit_at: detail.body.result.edit_at,
        UPList: [{ greenbean_roaster_seq: bean, greenbean_year: lotYear, greenbean_mass: 8000 }],
      });
      assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
      assert.equal(await stock(), before - 8000);

      const removed = await owner.post('/api/roaster/roasting/result/delete', {
        roaster_seq: roaster,
        roasting_result_year: year,
        roasting_result_seq: seq,
      });
      assert.equal(removed.body.status, 'OK', JSON.stringify(removed.body));
      assert.equal(await stock(), before);
    });

    it('refuses a batch that would take a lot below zero, naming the row and the mass in stock, and writes nothing', async () => {
      const { stock, roast } = await setUp(2032);
      const before = await stock();
      const refused = await roast(before + 10);
      assert.equal(refused.code, 400);
      assert.equal(refused.body.description, 'stock_short');
      assert.equal(refused.body.field, 'greenbean_mass_0');
      assert.match(String(refused.body.bound), new RegExp(`${(before / 10).toFixed(1)} g`));
      // The lot in both languages and the grams left, for the page to say in its language and unit.
      assert.equal(refused.body.mass, before / 10);
      assert.ok(refused.body.names.kr && refused.body.names.en, JSON.stringify(refused.body.names));
      assert.equal(await stock(), before);
    });

    it('leaves exactly the right balance after 20 concurrent batches from one lot', async () => {
      const { stock, roast } = await setUp(2033);
      const before = await stock();
      const saves = await Promise.all(Array.from({ length: 20 }, () => roast(1000)));
      assert.deepEqual(
        saves.map((save) => save.body.status),
        Array.from({ length: 20 }, () => 'OK'),
      );
      assert.equal(await stock(), before - 20 * 1000);
    });
    it('takes a blend batch from its roasts when the blend says so and puts the blend in stock', async () => {
      const { owner, roaster, recipe, roast } = await setUp(2034);
      const batch = await roast(6000, 5000);
      const { roasting_result_year: roastYear, roasting_result_seq: roastSeq } = batch.body.result;
      const roastStock = async () =>
        (await owner.get(`/api/roaster/roasting/result/detail/${roastYear}_${roastSeq}?roaster_seq=${roaster}`)).body
          .result.roasting_instock as number;
      const blend = await owner.post('/api/roaster/blending/default/edit', {
        roaster_seq: roaster,
        blending_name_kr: '원장 블렌드',
        blending_name: 'Ledger blend',
        roasting_instock_change: true,
        roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
      });
      assert.equal(blend.body.status, 'OK', JSON.stringify(blend.body));
      const blendBatch = (mass: number) =>
        owner.post('/api/roaster/blending/result/edit', {
          blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
          roaster_seq: roaster,
          blending_seq: blend.body.result.blending_seq,
          blending_result_year: 2026,
          blending_result_date: '2026-11-21',
          roasting_result_list: [
            { roasting_result_year: roastYear, roasting_result_seq: roastSeq, roasting_mass: mass },
          ],
        });
      const made = await blendBatch(3000);
      assert.equal(made.body.status, 'OK', JSON.stringify(made.body));
      assert.equal(await roastStock(), 2000);
      const { blending_result_year: year, blending_result_seq: seq } = made.body.result;
      const detail = await owner.get(`/api/roaster/blending/result/detail/${year}_${seq}?roaster_seq=${roaster}`);
      assert.equal(detail.body.result.blending_instock, 3000);

      const refused = await blendBatch(3000);
      assert.equal(refused.body.description, 'stock_short');
      assert.equal(refused.body.field, 'roasting_mass_0');
      assert.equal(await roastStock(), 2000);
    });

    it('lists a lot with its 30-day use and days left, its movements with who, and takes a correction with a reason', async () => {
      const { owner, roaster, bean, roast, year: lotYear } = await setUp(2035);
      const made = await roast(3000);
      assert.equal(made.body.status, 'OK', JSON.stringify(made.body));
      const lots = await owner.post('/api/roaster/inventory/greenbean/list', { roaster_seq: roaster });
      assert.equal(lots.body.status, 'OK', JSON.stringify(lots.body));
      const lot = lots.body.result.find((row: { item_id: string }) => row.item_id === `${bean}_${lotYear}`);
      assert.equal(lot.balance, START - 3000);
      // The roast is dated ten days ago, inside the 30-day window of the pace.
      assert.equal(lot.used_window, 3000);
      assert.equal(lot.days_left, Math.floor((START - 3000) / (3000 / 30)));

      const item = { roaster_seq: roaster, greenbean_roaster_seq: bean, greenbean_year: lotYear };
      const sample = await owner.post('/api/roaster/inventory/greenbean/correct', {
        ...item,
        correction_kind: 'sample',
        correction_mass: 500,
        movement_memo: 'cupping sample',
      });
      assert.equal(sample.body.status, 'OK', JSON.stringify(sample.body));
      const count = await owner.post('/api/roaster/inventory/greenbean/correct', {
        ...item,
        correction_kind: 'count',
        correction_mass: 90_000,
      });
      assert.equal(count.body.result.change_mass, 90_000 - (START - 3500));

      const history = await owner.post('/api/roaster/inventory/greenbean/history', item);
      assert.equal(history.body.balance, 90_000);
      const rows = history.body.result as Array<Record<string, unknown>>;
      assert.deepEqual(
        rows.map((row) => [row.movement_kind, row.correction_kind, row.change_mass, row.balance_after]),
        [
          ['correction', 'count', 90_000 - (START - 3500), 90_000],
          ['correction', 'sample', -500, START - 3500],
          // The opening stock typed when the lot was created today is its first movement; the roast, dated
          // earlier, reads under it (the list is by date), its balance counted as recorded.
          ['receipt', null, START, START],
          ['roast', null, -3000, START - 3000],
        ],
      );
      assert.equal(rows[1]?.movement_memo, 'cupping sample');
      assert.ok(rows.every((row) => typeof row.rgst_by === 'string' && row.rgst_by !== ''));
      assert.match(String(rows[3]?.source_name), /\d{4}-\d{2}-\d{2}/);
      assert.equal(rows[3]?.source_id, `2026_${made.body.result.roasting_result_seq}`);
    });

    it('refuses a correction without a reason, with a bad mass or below zero, naming the field, and writes nothing', async () => {
      const { owner, roaster, bean, stock, year: lotYear } = await setUp(2036);
      const item = { roaster_seq: roaster, greenbean_roaster_seq: bean, greenbean_year: lotYear };
      const before = await stock();
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ correction_mass: 10 }, 'field_required', 'correction_kind'],
        [{ correction_kind: 'gift', correction_mass: 10 }, 'field_code', 'correction_kind'],
        [{ correction_kind: 'loss' }, 'field_required', 'correction_mass'],
        [{ correction_kind: 'loss', correction_mass: 0 }, 'field_minValue', 'correction_mass'],
        [{ correction_kind: 'sale', correction_mass: before + 1 }, 'stock_short', 'correction_mass'],
      ];
      for (const [body, description, field] of cases) {
        const refused = await owner.post('/api/roaster/inventory/greenbean/correct', { ...item, ...body });
        assert.equal(refused.code, 400, JSON.stringify(refused.body));
        assert.deepEqual([refused.body.description, refused.body.field], [description, field]);
      }
      assert.equal(await stock(), before);
      const history = await owner.post('/api/roaster/inventory/greenbean/history', item);
      assert.deepEqual(
        history.body.result.map((row: { movement_kind: string }) => row.movement_kind),
        ['receipt'],
      );
    });

    it('lets a ROASTER correct batches but not green lots, and hides another roaster’s items', async () => {
      const { roaster, bean, roast, year: lotYear } = await setUp(2037);
      const made = await roast(1000, 800);
      const seq = made.body.result.roasting_result_seq;
      const roasterRole = await as(env, 'rroaster');
      const lot = { roaster_seq: roaster, greenbean_roaster_seq: bean, greenbean_year: lotYear };
      assert.equal(
        (await roasterRole.post('/api/roaster/inventory/greenbean/list', { roaster_seq: roaster })).code,
        403,
      );
      assert.equal(
        (
          await roasterRole.post('/api/roaster/inventory/greenbean/correct', {
            ...lot,
            correction_kind: 'loss',
            correction_mass: 1,
          })
        ).code,
        403,
      );
      const batch = { roaster_seq: roaster, roasting_result_seq: seq };
      const loss = await roasterRole.post('/api/roaster/inventory/roasting/correct', {
        ...batch,
        correction_kind: 'loss',
        correction_mass: 100,
      });
      assert.equal(loss.body.status, 'OK', JSON.stringify(loss.body));
      const batches = await roasterRole.post('/api/roaster/inventory/roasting/list', { roaster_seq: roaster });
      assert.equal(batches.body.result.find((row: { item_seq: number }) => row.item_seq === seq).balance, 700);
      const other = await as(env, 'rown2');
      const second = await orgSeq(env, 'rown2', 'roaster');
      const foreign = await other.post('/api/roaster/inventory/roasting/history', {
        roaster_seq: second,
        roasting_result_seq: seq,
      });
      assert.equal(foreign.code, 404);
    });

    it('offers only lots in stock to a batch row, keeping the row’s own lot once it is empty', async () => {
      const { owner, roaster, bean, year: lotYear } = await setUp(2038);
      const years = async (extra: Record<string, unknown>) =>
        (
          await owner.post('/api/roaster/greenbean/year/code', {
            roaster_seq: roaster,
            greenbean_roaster_seq: bean,
            check_instock: true,
            ...extra,
          })
        ).body.result.map((option: { value: number }) => Number(option.value));
      assert.ok((await years({})).includes(lotYear));
      const emptied = await owner.post('/api/roaster/inventory/greenbean/correct', {
        roaster_seq: roaster,
        greenbean_roaster_seq: bean,
        greenbean_year: lotYear,
        correction_kind: 'count',
        correction_mass: 0,
      });
      assert.equal(emptied.body.status, 'OK', JSON.stringify(emptied.body));
      assert.ok(!(await years({})).includes(lotYear));
      assert.ok((await years({ instock_keep: lotYear })).includes(lotYear));
    });
  });
}
