import {
  batchesByDay,
  computePlan,
  expectedLoss,
  greenFor,
  lateLines,
  netByDay,
  PLAN_DEFAULT_LOSS,
  PLAN_MAX_DAYS,
  planDays,
  roastedFrom,
} from './plan';
import type { PlanInput } from './plan';

const KG = 10_000;

describe('planDays', () => {
  it('lists each day of the range, both ends included', () => {
    expect(planDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('is empty for a backwards range or one longer than the limit', () => {
    expect(planDays('2026-03-02', '2026-03-01')).toEqual([]);
    expect(planDays('2026-01-01', '2026-12-31')).toHaveLength(0);
    expect(planDays('2026-01-01', '2026-04-02')).toHaveLength(PLAN_MAX_DAYS);
  });
});

describe('netByDay', () => {
  it('lets the stock cover the earliest days and makes only what is still open', () => {
    expect(netByDay([3, 4, 5], 5)).toEqual([0, 2, 5]);
  });
  it('makes nothing when the stock covers everything', () => {
    expect(netByDay([1, 1], 10)).toEqual([0, 0]);
  });
});

describe('expectedLoss', () => {
  it("prefers the recipe's own value", () => {
    expect(expectedLoss({ expected_loss: 120, recent_losses: [150, 160] })).toEqual({ loss: 120, source: 'recipe' });
  });
  it('averages the latest five batches otherwise', () => {
    expect(expectedLoss({ expected_loss: null, recent_losses: [140, 160, 150, 150, 150, 900] })).toEqual({
      loss: 150,
      source: 'batches',
    });
  });
  it('falls back to the default without any batch', () => {
    expect(expectedLoss({ expected_loss: null, recent_losses: [] })).toEqual({
      loss: PLAN_DEFAULT_LOSS,
      source: 'default',
    });
  });
});

describe('green and batches', () => {
  it('grosses a roasted mass up by the loss and back down', () => {
    expect(greenFor(8_500, 150)).toBe(10_000);
    expect(greenFor(0, 150)).toBe(0);
    expect(roastedFrom(10_000, 150)).toBe(8_500);
  });
  it("rounds batches up and carries a batch's surplus to the next days", () => {
    expect(batchesByDay([5, 5, 5, 30], 10)).toEqual([1, 0, 1, 3]);
    expect(batchesByDay([5], 0)).toEqual([0]);
  });
});

const input = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  from: '2026-03-02',
  to: '2026-03-04',
  blends: [
    {
      blending_seq: 1,
      min_stock: 2 * KG,
      stock: 3 * KG,
      demand: [
        { date: '2026-02-20', mass: 5 * KG }, // overdue: due on the first day
        { date: '2026-03-03', mass: 10 * KG },
      ],
      // 60 % of recipe 10, 40 % of recipe 20
      roasts: [
        { roasting_seq: 10, mass: 600 },
        { roasting_seq: 20, mass: 400 },
      ],
    },
  ],
  recipes: [
    {
      roasting_seq: 10,
      stock: 1 * KG,
      expected_loss: 200,
      recent_losses: [],
      rows: [{ greenbean_roaster_seq: 100, mass: 5 * KG }],
    },
    {
      roasting_seq: 20,
      stock: 0,
      expected_loss: null,
      recent_losses: [],
      rows: [
        { greenbean_roaster_seq: 100, mass: 2 * KG },
        { greenbean_roaster_seq: 200, mass: 2 * KG },
      ],
    },
  ],
  lots: [
    { greenbean_roaster_seq: 100, greenbean_year: 2025, stock: 8 * KG },
    { greenbean_roaster_seq: 100, greenbean_year: 2024, stock: 4 * KG },
    { greenbean_roaster_seq: 200, greenbean_year: 2025, stock: 3 * KG },
  ],
  ...overrides,
});

describe('computePlan', () => {
  const plan = computePlan(input());

  it('nets demand and minimum stock against the blend stock, per day', () => {
    // 5 + 2 (min) on day 1, 10 on day 2; 3 on hand
    expect(plan.blends).toEqual([
      {
        blending_seq: 1,
        demand: 15 * KG,
        min_stock: 2 * KG,
        stock: 3 * KG,
        to_make: 14 * KG,
        days: [
          { date: '2026-03-02', mass: 4 * KG },
          { date: '2026-03-03', mass: 10 * KG },
          { date: '2026-03-04', mass: 0 },
        ],
      },
    ]);
  });

  it("explodes blends into roasts through their shares, after the recipe's roasted stock", () => {
    const [first, second] = plan.recipes;
    // recipe 10: 60 % of 4 and 10 kg, 1 kg on hand
    expect(first).toMatchObject({ roasting_seq: 10, required: 8.4 * KG, stock: KG, to_roast: 7.4 * KG });
    expect(second).toMatchObject({ roasting_seq: 20, required: 5.6 * KG, to_roast: 5.6 * KG });
  });

  it('turns roasts into green at the expected loss and whole batches per day', () => {
    const [first, second] = plan.recipes;
    // 1.4 kg roasted on day 1 at 20 % → 1.75 kg green → 1 batch of 5 kg; 6 kg on day 2 → 7.5 kg; 9.25 in all → 2
    expect(first).toMatchObject({ expected_loss: 200, loss_source: 'recipe', batch_size: 5 * KG, batch_count: 2 });
    expect(first!.days.map((day) => day.batches)).toEqual([1, 1, 0]);
    // default loss 15 %: 1.6 kg → 1.89 kg, 4 kg → 4.71 kg: 6.59 kg in batches of 4 kg → 1 then 1
    expect(second).toMatchObject({ loss_source: 'default', batch_size: 4 * KG, batch_count: 2, green: 8 * KG });
    expect(second!.days.map((day) => day.green)).toEqual([4 * KG, 4 * KG, 0]);
  });

  it('draws green from the oldest lot that holds a row, and flags the lot and the missing mass', () => {
    const lot = (bean: number, year: number | null) =>
      plan.lots.find((row) => row.greenbean_roaster_seq === bean && row.greenbean_year === year);
    // bean 100: 2 × 5 kg (recipe 10) + 2 × 2 kg (recipe 20) = 14 kg against 4 kg (2024) + 8 kg (2025)
    expect(lot(100, 2024)).toMatchObject({ stock: 4 * KG, required: 4 * KG, short: 0 });
    expect(lot(100, 2025)).toMatchObject({ stock: 8 * KG, required: 10 * KG, short: 2 * KG });
    // bean 200: 2 × 2 kg against 3 kg
    expect(lot(200, 2025)).toMatchObject({ required: 4 * KG, short: KG });
  });

  it('lists each batch with its day, lot and masses, in day order', () => {
    expect(plan.batches.map((batch) => [batch.date, batch.roasting_seq, batch.number])).toEqual([
      ['2026-03-02', 10, 1],
      ['2026-03-02', 20, 1],
      ['2026-03-03', 10, 1],
      ['2026-03-03', 20, 1],
    ]);
    expect(plan.batches[0]).toMatchObject({
      green: 5 * KG,
      roasted: 4 * KG,
      rows: [{ greenbean_roaster_seq: 100, greenbean_year: 2025, greenbean_mass: 5 * KG }],
    });
    expect(plan.batches[1]!.rows).toEqual([
      { greenbean_roaster_seq: 100, greenbean_year: 2024, greenbean_mass: 2 * KG },
      { greenbean_roaster_seq: 200, greenbean_year: 2025, greenbean_mass: 2 * KG },
    ]);
  });

  it('flags a bean without any lot as short of its whole mass', () => {
    const noLots = computePlan(input({ lots: [] }));
    expect(noLots.lots).toContainEqual({
      greenbean_roaster_seq: 200,
      greenbean_year: null,
      stock: 0,
      required: 4 * KG,
      short: 4 * KG,
    });
  });

  it('plans nothing when stock covers the demand', () => {
    const covered = computePlan(input({ blends: [{ ...input().blends[0]!, stock: 20 * KG }] }));
    expect(covered.blends[0]!.to_make).toBe(0);
    expect(covered.batches).toEqual([]);
    expect(covered.lots.every((lot) => lot.required === 0)).toBe(true);
  });

  it('answers an empty plan for an invalid range', () => {
    expect(computePlan(input({ from: '2026-03-04', to: '2026-03-02' }))).toEqual({
      days: [],
      blends: [],
      recipes: [],
      lots: [],
      batches: [],
      late: [],
    });
  });

  it('lists the order lines whose roast was due before the first day as late, earliest wanted first', () => {
    const order = (seq: number, wanted: string) => ({ order_year: 2026, order_seq: seq, wanted_date: wanted });
    const blends = [
      {
        blending_seq: 1,
        min_stock: 0,
        stock: 0,
        roasts: [],
        demand: [
          { date: '2026-03-01', mass: 10, order: order(7, '2026-03-04') },
          { date: '2026-03-02', mass: 20, order: order(8, '2026-03-05') },
          { date: '2026-02-27', mass: 30, order: order(9, '2026-03-02') },
          { date: '2026-02-20', mass: 40 },
        ],
      },
    ];
    expect(lateLines('2026-03-02', blends)).toEqual([
      { ...order(9, '2026-03-02'), blending_seq: 1, roast_by: '2026-02-27', mass: 30 },
      { ...order(7, '2026-03-04'), blending_seq: 1, roast_by: '2026-03-01', mass: 10 },
    ]);
  });
});
