import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { ok, placeOrder, soldBlend, tradeParties } from './trade-fixtures';

/** A roastery's first bean and recipe, and a lot of the bean in `lotYear` holding 100 kg. */
export async function roastingSetUp(env: TestEnv, userId: string, lotYear: number) {
  const owner = await as(env, userId);
  const roaster = await orgSeq(env, userId, 'roaster');
  const bean = ok(await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster }))[0].value as number;
  const recipe = ok(await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster }))[0]
    .value as number;
  ok(
    await owner.post('/api/roaster/greenbean/year/edit', {
      roaster_seq: roaster,
      greenbean_roaster_seq: bean,
      greenbean_year: lotYear,
      greenbean_name_kr: '배치 코드 생두',
      greenbean_name: 'Batch code lot',
      greenbean_instock: 1_000_000,
    }),
  );
  /** A roast batch of the recipe from that lot in `year`, with the fields given. */
  const roast = (year: number, extra: JsonBody = {}, client: Client = owner) =>
    client.post('/api/roaster/roasting/result/edit', {
      roaster_seq: roaster,
      roasting_seq: recipe,
      roasting_result_year: year,
      roasting_result_date: `${year}-03-02`,
      roasting_mass: 850,
      greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: lotYear, greenbean_mass: 1000 }],
      ...extra,
    });
  return { owner, roaster, bean, recipe, roast };
}

const codeOf = async (env: TestEnv, seq: unknown) =>
  (await query(env, 'select roasting_batch_code from roasting_result where roasting_result_seq = $1', [seq]))[0]
    ?.roasting_batch_code as string | undefined;

/** Batch codes (behaviour §12-1): a short code on every roast and blend batch, unique within its roastery. */
export function batchCodeSuite(env: TestEnv): void {
  describe('batch codes', () => {
    it('gives each new roast and blend batch the next code of its roastery and year, and keeps a typed one', async () => {
      const { owner, roaster, recipe, roast } = await roastingSetUp(env, 'rown', 2041);
      const first = ok(await roast(2041));
      const second = ok(await roast(2041));
      assert.deepEqual(
        [await codeOf(env, first.roasting_result_seq), await codeOf(env, second.roasting_result_seq)],
        ['R41-0001', 'R41-0002'],
      );
      const typed = ok(await roast(2041, { roasting_batch_code: ' R41-0010 ' }));
      assert.equal(await codeOf(env, typed.roasting_result_seq), 'R41-0010');
      const next = ok(await roast(2041));
      assert.equal(await codeOf(env, next.roasting_result_seq), 'R41-0011');
      // The detail and the batch list read it.
      const detail = ok(
        await owner.get(
          `/api/roaster/roasting/result/detail/2041_${String(next.roasting_result_seq)}?roaster_seq=${roaster}`,
        ),
      );
      assert.equal(detail.roasting_batch_code, 'R41-0011');
      const blend = ok(
        await owner.post('/api/roaster/blending/default/edit', {
          roaster_seq: roaster,
          blending_name_kr: '코드 블렌드',
          blending_name: 'Code blend',
          roasting_instock_change: true,
          roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
        }),
      ).blending_seq;
      const blended = ok(
        await owner.post('/api/roaster/blending/result/edit', {
          roaster_seq: roaster,
          blending_seq: blend,
          blending_result_year: 2041,
          blending_result_date: '2041-03-04',
          roasting_result_list: [
            { roasting_result_year: 2041, roasting_result_seq: first.roasting_result_seq, roasting_mass: 400 },
          ],
        }),
      );
      const stored = await query(
        env,
        'select blending_batch_code from blending_result where blending_result_seq = $1',
        [blended.blending_result_seq],
      );
      assert.equal(stored[0]?.blending_batch_code, 'B41-0001');
      // Pickers name a batch by its code, date, recipe and the mass left.
      const picker = ok(
        await owner.post('/api/roaster/roasting/result/code', { roaster_seq: roaster, roasting_result_year: 2041 }),
      ) as JsonBody[];
      const label = picker.find((row) => row.value === first.roasting_result_seq)?.label as string;
      assert.match(label, /^R41-0001 · 2041-03-02 · .+ · 45\.0 g$/);
    });

    it('refuses a typed code another batch of the roastery has, naming the field, and writes nothing', async () => {
      const { roast } = await roastingSetUp(env, 'rown', 2043);
      ok(await roast(2043, { roasting_batch_code: 'LOT-A' }));
      const count = async () =>
        Number(
          (await query(env, 'select count(*)::int as n from roasting_result where roasting_result_year = 2043'))[0]?.n,
        );
      const lotStock = async () =>
        Number(
          (
            await query(
              env,
              'select sum(greenbean_instock)::int as n from greenbean_roaster_year where greenbean_year = 2043',
            )
          )[0]?.n,
        );
      const [before, stockBefore] = [await count(), await lotStock()];
      const refused = await roast(2043, { roasting_batch_code: 'lot-a' });
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field, refused.body.bound],
        [400, 'batch_code_exist', 'roasting_batch_code', 'lot-a'],
      );
      assert.deepEqual([await count(), await lotStock()], [before, stockBefore]);
    });

    it('refuses a code another batch of the roastery has, but not one of another roastery', async () => {
      const own = await roastingSetUp(env, 'rown', 2044);
      const elsewhere = await roastingSetUp(env, 'rown2', 2044);
      ok(await own.roast(2044, { roasting_batch_code: 'SHARED-1' }));
      const theirs = ok(await elsewhere.roast(2044, { roasting_batch_code: 'SHARED-1' }));
      assert.equal(await codeOf(env, theirs.roasting_result_seq), 'SHARED-1');
      const kept = ok(await own.roast(2044));
      const detail = ok(
        await own.owner.get(
          `/api/roaster/roasting/result/detail/2044_${String(kept.roasting_result_seq)}?roaster_seq=${own.roaster}`,
        ),
      );
      const edit = (code: string) =>
        own.owner.post('/api/roaster/roasting/result/edit', {
          roaster_seq: own.roaster,
          roasting_result_year: 2044,
          roasting_result_seq: kept.roasting_result_seq,
          edit_at: detail.edit_at,
          roasting_batch_code: code,
        });
      const clash = await edit('shared-1');
      assert.deepEqual([clash.code, clash.body.field], [400, 'roasting_batch_code']);
      assert.equal(await codeOf(env, kept.roasting_result_seq), 'R44-0001');
      ok(await edit('R44-0001'));
    });

    it('gives distinct codes to batches saved at the same time', async () => {
      const { owner, roast } = await roastingSetUp(env, 'rown', 2042);
      const manager = await as(env, 'rmng');
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, index) => roast(2042, {}, index % 2 ? manager : owner)),
      );
      const seqs = replies.map((reply) => ok(reply).roasting_result_seq);
      const codes = await Promise.all(seqs.map((seq) => codeOf(env, seq)));
      assert.deepEqual(
        [...codes].sort(),
        Array.from({ length: 8 }, (_, index) => `R42-000${index + 1}`),
      );
    });

    it("gives the cafe's received batch the shipped batch's code and roast date", async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Coded blend', [20000]);
      const batch = batches[0] as JsonBody;
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 20000));
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      const plan = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      const offered = (plan.batch_list as JsonBody[]).find(
        (row) => row.blending_result_seq === batch.blending_result_seq,
      );
      assert.match(String(offered?.blending_batch_code), /^B26-\d{4}$/);
      ok(await rown.post('/api/roaster/order/ship', { roaster_seq: roaster, ...keys, ship_list: plan.picks }));
      const [received] = await query(
        env,
        `select c.blending_batch_code, to_char(c.roasting_result_date, 'YYYY-MM-DD') as roast_day,
           (select to_char(max(r.roasting_result_date), 'YYYY-MM-DD') from blending_result_roasting x
             join roasting_result r on r.roasting_result_seq = x.roasting_result_seq
             where x.blending_result_seq = s.blending_result_seq) as roasted
         from cafe_order_shipment s join coffeebean_received c on c.received_seq = s.received_seq
         where s.order_seq = $1`,
        [keys.order_seq],
      );
      assert.equal(received?.blending_batch_code, offered?.blending_batch_code);
      assert.ok(received?.roast_day);
      assert.equal(received?.roast_day, received?.roasted);
      const lots = ok(await cmng.post('/api/cafe/coffeebean/received/code', { cafe_seq: cafe })) as JsonBody[];
      assert.ok(lots.some((lot) => String(lot.label).includes(String(offered?.blending_batch_code))));
    });
  });
}

/** A blend batch against its recipe's shares (behaviour §12-3). */
export function blendRatioSuite(env: TestEnv): void {
  describe('blend ratio against the recipe', () => {
    it('stores the difference, refuses it beyond the tolerance to all but a manager with a reason', async () => {
      const { owner, roaster, roast } = await roastingSetUp(env, 'rown', 2049);
      const recipes = ok(
        await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster }),
      ) as JsonBody[];
      const [main, minor] = [recipes[0]?.value, recipes[1]?.value];
      const [a, b] = [ok(await roast(2049, { roasting_seq: main })), ok(await roast(2049, { roasting_seq: minor }))];
      const blend = ok(
        await owner.post('/api/roaster/blending/default/edit', {
          roaster_seq: roaster,
          blending_name_kr: '비율 블렌드',
          blending_name: 'Ratio blend',
          roasting_instock_change: false,
          roasting_list: [
            { roasting_seq: main, roasting_mass: 7000 },
            { roasting_seq: minor, roasting_mass: 3000 },
          ],
        }),
      ).blending_seq;
      const save = (client: Client, masses: [number, number], extra: JsonBody = {}) =>
        client.post('/api/roaster/blending/result/edit', {
          roaster_seq: roaster,
          blending_seq: blend,
          blending_result_year: 2049,
          blending_result_date: '2049-03-06',
          roasting_result_list: [
            { roasting_result_year: 2049, roasting_result_seq: a.roasting_result_seq, roasting_mass: masses[0] },
            { roasting_result_year: 2049, roasting_result_seq: b.roasting_result_seq, roasting_mass: masses[1] },
          ],
          ...extra,
        });
      const stored = async (seq: unknown) =>
        (
          await query(
            env,
            'select blending_ratio_deviation, blending_ratio_reason from blending_result where blending_result_seq = $1',
            [seq],
          )
        )[0];
      const count = async () =>
        Number(
          (await query(env, 'select count(*)::int as n from blending_result where blending_seq = $1', [blend]))[0]?.n,
        );
      // As the recipe says, and within its 2 points.
      const even = ok(await save(owner, [280, 120]));
      assert.deepEqual(await stored(even.blending_result_seq), {
        blending_ratio_deviation: 0,
        blending_ratio_reason: null,
      });
      ok(await save(await as(env, 'rsast'), [284, 116]));
      // 87.5 / 12.5 against 70 / 30: an assistant is refused, a manager asked why; nothing written.
      const before = await count();
      const assistant = await save(await as(env, 'rsast'), [350, 50]);
      assert.deepEqual(
        [assistant.code, assistant.body.description, assistant.body.field, assistant.body.bound],
        [403, 'blend_ratio_not_allowed', 'roasting_result_list', '17.5 %p'],
      );
      const manager = await as(env, 'rmng');
      const unexplained = await save(manager, [350, 50]);
      assert.deepEqual(
        [unexplained.code, unexplained.body.description, unexplained.body.field],
        [400, 'blend_ratio_reason', 'blending_ratio_reason'],
      );
      const blank = await save(manager, [350, 50], { blending_ratio_reason: '   ' });
      assert.equal(blank.body.description, 'blend_ratio_reason');
      assert.equal(await count(), before);
      const explained = ok(await save(manager, [350, 50], { blending_ratio_reason: 'Short of the second roast' }));
      assert.deepEqual(await stored(explained.blending_result_seq), {
        blending_ratio_deviation: 175,
        blending_ratio_reason: 'Short of the second roast',
      });
      // A wider tolerance on the recipe lets the same shares through.
      const detail = ok(
        await owner.get(`/api/roaster/blending/default/detail/${String(blend)}?roaster_seq=${roaster}`),
      );
      ok(
        await owner.post('/api/roaster/blending/default/edit', {
          roaster_seq: roaster,
          blending_seq: blend,
          edit_at: detail.edit_at,
          blending_ratio_tol: 200,
        }),
      );
      ok(await save(await as(env, 'rsast'), [350, 50]));
    });
  });
}
