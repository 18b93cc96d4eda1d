import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { localToday, addDays } from '@coffee/domain';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { planRecords, roasteryPlan } from '@coffee/roaster-server/routes/plan-routes';
import { computePlan } from '@coffee/api-kernel/domain';
import { migratedDatabase, startThrowawayServer } from '../scripts/throwaway-postgres';

/**
 * The production plan's time (behaviour §05-3) for a roastery with 50 sold blends, 200 roasting recipes, 500 green
 * lots and 5,000 open order lines, with roasted and blended stock on hand, in a throwaway database (embedded, or
 * DATABASE_URL's server). Prints the whole plan (the records' queries and the arithmetic, as the call runs it) and
 * each part, p50/p95 over a series of runs. Goal: under 200 ms.
 */
const BLENDS = 50;
const RECIPES = 200;
const BEANS = 250; // two lots each
const ORDERS = 1_000; // five lines each
const RUNS = 40;
const DAYS = 30;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const report = (label: string, times: number[]) =>
  console.log(
    `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let index = 0; index < 5; index++) await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

const server = await startThrowawayServer();
try {
  const url = await migratedDatabase(server);
  const { db } = createDatabase(url);
  try {
    const today = localToday();
    const load = performance.now();
    const roaster = (
      await sql<{
        seq: number;
      }>`insert into roaster (roaster_name) values ('Bench roastery') returning roaster_seq as seq`.execute(db)
    ).rows[0]!.seq;
    const cafe = (
      await sql<{ seq: number }>`insert into cafe (cafe_name) values ('Bench cafe') returning cafe_seq as seq`.execute(
        db,
      )
    ).rows[0]!.seq;
    await sql`insert into greenbean_roaster (roaster_seq, greenbean_name)
      select ${roaster}, 'Bean ' || i from generate_series(1, ${BEANS}) i`.execute(db);
    await sql`insert into greenbean_roaster_year (roaster_seq, greenbean_roaster_seq, greenbean_year, greenbean_name, greenbean_instock)
      select ${roaster}, g.greenbean_roaster_seq, y, g.greenbean_name, 200000 + (g.greenbean_roaster_seq % 7) * 100000
      from greenbean_roaster g cross join generate_series(2025, 2026) y where g.roaster_seq = ${roaster}`.execute(db);
    await sql`insert into roasting_default (roaster_seq, roasting_name, roasting_expected_loss)
      select ${roaster}, 'Recipe ' || i, case when i % 3 = 0 then 150 + i % 40 end from generate_series(1, ${RECIPES}) i`.execute(
      db,
    );
    // Two or three beans per recipe, 5-12 kg a batch.
    await sql`insert into roasting_default_greenbean (roasting_seq, greenbean_roaster_seq, greenbean_mass, greenbean_order)
      select d.roasting_seq, b.greenbean_roaster_seq, 20000 + (k * 7919 + d.roasting_seq) % 20000, k
      from (select roasting_seq, row_number() over (order by roasting_seq) n from roasting_default where roaster_seq = ${roaster}) d
      cross join generate_series(0, 2) k
      join (select greenbean_roaster_seq, row_number() over (order by greenbean_roaster_seq) - 1 m from greenbean_roaster where roaster_seq = ${roaster}) b
        on b.m = (d.n * 3 + k * 17) % ${BEANS}
      where k < 2 + d.n % 2`.execute(db);
    // Latest batches: losses and roasted stock of each recipe.
    await sql`insert into roasting_result (roaster_seq, roasting_result_year, roasting_seq, roasting_result_date, roasting_loss, roasting_instock)
      select ${roaster}, 2026, d.roasting_seq, ${today}::date - k, 140 + (k * 13 + d.roasting_seq) % 30, 2000 + k * 500
      from roasting_default d cross join generate_series(1, 10) k where d.roaster_seq = ${roaster}`.execute(db);
    await sql`insert into blending_default (roaster_seq, blending_name, blending_sale_use, blending_stock_min)
      select ${roaster}, 'Blend ' || i, true, 50000 from generate_series(1, ${BLENDS}) i`.execute(db);
    // Two to four roasts per blend.
    await sql`insert into blending_default_roasting (blending_seq, roasting_seq, roasting_mass, roasting_order)
      select b.blending_seq, r.roasting_seq, 1000 + k * 250, k
      from (select blending_seq, row_number() over (order by blending_seq) n from blending_default where roaster_seq = ${roaster}) b
      cross join generate_series(0, 3) k
      join (select roasting_seq, row_number() over (order by roasting_seq) - 1 m from roasting_default where roaster_seq = ${roaster}) r
        on r.m = (b.n * 4 + k) % ${RECIPES}
      where k < 2 + b.n % 3`.execute(db);
    await sql`insert into blending_result (roaster_seq, blending_result_year, blending_seq, blending_result_date, blending_instock)
      select ${roaster}, 2026, blending_seq, ${today}::date - 2, 30000 from blending_default where roaster_seq = ${roaster}`.execute(
      db,
    );
    await sql`insert into cafe_order (cafe_seq, roaster_seq, order_year, order_date, wanted_date, order_status)
      select ${cafe}, ${roaster}, 2026, ${today}::date - 3, ${today}::date + (i % ${DAYS + 5}) - 2,
        (array['PLACED', 'CONFIRMED'])[1 + i % 2] from generate_series(1, ${ORDERS}) i`.execute(db);
    await sql`insert into cafe_order_blending (order_year, order_seq, blending_seq, order_mass)
      select o.order_year, o.order_seq, b.blending_seq, 10000 * (1 + (o.order_seq + k) % 5)
      from cafe_order o cross join generate_series(0, 4) k
      join (select blending_seq, row_number() over (order by blending_seq) - 1 m from blending_default where roaster_seq = ${roaster}) b
        on b.m = (o.order_seq * 5 + k) % ${BLENDS}
      where o.roaster_seq = ${roaster}`.execute(db);
    await sql`analyze`.execute(db);
    const lines = (await sql<{ n: number }>`select count(*)::int as n from cafe_order_blending`.execute(db)).rows[0]!.n;
    const lots = (await sql<{ n: number }>`select count(*)::int as n from greenbean_roaster_year`.execute(db)).rows[0]!
      .n;
    console.log(
      `loaded ${BLENDS} blends, ${RECIPES} recipes, ${lots} lots, ${lines.toLocaleString('en')} open order lines in ${((performance.now() - load) / 1000).toFixed(1)} s`,
    );

    const to = addDays(today, DAYS - 1);
    const plan = await roasteryPlan(db, roaster, today, to);
    console.log(
      `plan of ${DAYS} days: ${plan.blends.length} blends, ${plan.recipes.length} recipes, ${plan.lots.length} lots, ${plan.batches.length} batches, ${plan.lots.filter((lot) => lot.short > 0).length} lots short`,
    );
    report('whole plan (queries + arithmetic)', await timed(() => roasteryPlan(db, roaster, today, to)));
    report('records (six queries)', await timed(() => planRecords(db, roaster, today, to)));
    const { input } = await planRecords(db, roaster, today, to);
    report('arithmetic (domain computePlan)', await timed(async () => computePlan(input)));
  } finally {
    await db.destroy();
  }
} finally {
  await server.close();
}
