import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { planCall } from 'mf-roaster/model';
import type { PlanInput, PlanLateLine } from '@coffee/domain';
import {
  computePlan,
  menuSegments,
  OPEN_ORDER_STATUSES,
  PAGES,
  PLAN_LOSS_BATCHES,
  PLAN_MAX_DAYS,
  planDays,
  RELEASE_BLOCKED,
} from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { badRequest } from '@coffee/api-kernel/http/errors';
import type { HiddenKeys } from '@coffee/api-kernel/engine/record-visibility';
import { hiddenKeys } from '@coffee/api-kernel/engine/record-visibility';
import { lineReadings } from '../resources/trade';

const dateParam = (params: Record<string, unknown>, field: string): string => {
  const value = params[field];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw badRequest('field_required', { field });
  return value;
};

type Names = { name: string | null; name_kr: string | null };

/** Rows by a numeric key. */
const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/**
 * The records a roastery's plan is computed from, in six set-based queries: the sold blends (and any with open
 * demand) with their stock, open order lines due by the last day per blend and day, the blends' roast shares, the
 * recipes with roasted stock, own loss and latest losses, their green rows, and the lots of their beans.
 */
export async function planRecords(db: Database, roaster: number, from: string, to: string) {
  // The day a line's roast is due: the wanted day less the blend's rest and delivery days (behaviour §05-3); a line
  // without a wanted day is due when ordered.
  const roastBy = sql<string>`coalesce(o.wanted_date - (b.blending_rest_days + b.blending_delivery_days),
    o.order_date)`;
  const openDemand = db
    .selectFrom('cafe_order as o')
    .innerJoin('cafe_order_blending as l', (join) =>
      join.onRef('l.order_year', '=', 'o.order_year').onRef('l.order_seq', '=', 'o.order_seq'),
    )
    .innerJoin('blending_default as b', 'b.blending_seq', 'l.blending_seq')
    .where('o.roaster_seq', '=', roaster)
    .where('o.order_status', 'in', OPEN_ORDER_STATUSES)
    // What shipments sent of a line, or a close short, is no longer open (behaviour §05-7).
    .where(sql<boolean>`${lineReadings('l').open_mass} > 0`)
    .where(sql<boolean>`${roastBy} <= ${to}::date`);
  const [blends, demand, shares, recipes, rows, lots] = await Promise.all([
    db
      .selectFrom('blending_default as b')
      .select([
        'b.blending_seq',
        'b.blending_name as name',
        'b.blending_name_kr as name_kr',
        sql<number>`coalesce(b.blending_stock_min, 0)::float8`.as('min_stock'),
        // Blend batches made from a held or rejected roast are not stock (behaviour §08-3.3).
        sql<number>`coalesce((select sum(greatest(r.blending_instock, 0)) from blending_result r
          where r.blending_seq = b.blending_seq and not exists (select 1 from blending_result_roasting x
            join roasting_result h on h.roasting_result_year = x.roasting_result_year
              and h.roasting_result_seq = x.roasting_result_seq
            where x.blending_result_year = r.blending_result_year and x.blending_result_seq = r.blending_result_seq
              and h.roasting_release in (${sql.join([...RELEASE_BLOCKED])}))), 0)::float8`.as('stock'),
      ])
      .where('b.roaster_seq', '=', roaster)
      .where((eb) =>
        eb.or([eb('b.blending_sale_use', '=', true), eb('b.blending_seq', 'in', openDemand.select('l.blending_seq'))]),
      )
      .orderBy('b.blending_seq')
      .execute(),
    openDemand
      .select([
        'l.blending_seq',
        'o.order_year',
        'o.order_seq',
        sql<string | null>`to_char(o.wanted_date, 'YYYY-MM-DD')`.as('wanted_date'),
        sql<string>`to_char(${roastBy}, 'YYYY-MM-DD')`.as('date'),
        sql<number>`${lineReadings('l').open_mass}::float8`.as('mass'),
      ])
      .orderBy('o.order_year')
      .orderBy('o.order_seq')
      .execute(),
    db
      .selectFrom('blending_default_roasting as s')
      .innerJoin('blending_default as b', 'b.blending_seq', 's.blending_seq')
      .select(['s.blending_seq', 's.roasting_seq', sql<number>`coalesce(s.roasting_mass, 0)::float8`.as('mass')])
      .where('b.roaster_seq', '=', roaster)
      .orderBy('s.roasting_order')
      .execute(),
    db
      .selectFrom('roasting_default as d')
      .select([
        'd.roasting_seq',
        'd.roasting_name as name',
        'd.roasting_name_kr as name_kr',
        'd.roasting_expected_loss as expected_loss',
        // Held and rejected batches are not roasted stock on hand (behaviour §08-3.3).
        sql<number>`coalesce((select sum(greatest(r.roasting_instock, 0)) from roasting_result r
          where r.roasting_seq = d.roasting_seq
            and coalesce(r.roasting_release, '') not in (${sql.join([...RELEASE_BLOCKED])})), 0)::float8`.as('stock'),
        sql<number[]>`array(select r.roasting_loss from roasting_result r
          where r.roasting_seq = d.roasting_seq and r.roasting_loss is not null
          order by r.roasting_result_date desc, r.roasting_result_seq desc limit ${PLAN_LOSS_BATCHES})`.as(
          'recent_losses',
        ),
      ])
      .where('d.roaster_seq', '=', roaster)
      .orderBy('d.roasting_seq')
      .execute(),
    db
      .selectFrom('roasting_default_greenbean as g')
      .innerJoin('roasting_default as d', 'd.roasting_seq', 'g.roasting_seq')
      .select([
        'g.roasting_seq',
        'g.greenbean_roaster_seq',
        sql<number>`coalesce(g.greenbean_mass, 0)::float8`.as('mass'),
      ])
      .where('d.roaster_seq', '=', roaster)
      .orderBy('g.greenbean_order')
      .execute(),
    db
      .selectFrom('greenbean_roaster as g')
      .leftJoin('greenbean_roaster_year as y', 'y.greenbean_roaster_seq', 'g.greenbean_roaster_seq')
      .select([
        'g.greenbean_roaster_seq',
        'y.greenbean_year',
        'g.greenbean_name as name',
        'g.greenbean_name_kr as name_kr',
        sql<number>`coalesce(y.greenbean_instock, 0)::float8`.as('stock'),
      ])
      .where('g.roaster_seq', '=', roaster)
      .execute(),
  ]);
  const demandOf = groupBy(demand, (line) => Number(line.blending_seq));
  const sharesOf = groupBy(shares, (row) => Number(row.blending_seq));
  const rowsOf = groupBy(rows, (row) => Number(row.roasting_seq));
  const input: PlanInput = {
    from,
    to,
    blends: blends.map((blend) => ({
      blending_seq: Number(blend.blending_seq),
      min_stock: blend.min_stock,
      stock: blend.stock,
      demand: (demandOf.get(Number(blend.blending_seq)) ?? []).map((line) => ({
        date: line.date,
        mass: line.mass,
        ...(line.wanted_date
          ? {
              order: {
                order_year: Number(line.order_year),
                order_seq: Number(line.order_seq),
                wanted_date: line.wanted_date,
              },
            }
          : {}),
      })),
      roasts: (sharesOf.get(Number(blend.blending_seq)) ?? []).map((row) => ({
        roasting_seq: Number(row.roasting_seq),
        mass: row.mass,
      })),
    })),
    recipes: recipes.map((recipe) => ({
      roasting_seq: Number(recipe.roasting_seq),
      stock: recipe.stock,
      expected_loss: recipe.expected_loss === null ? null : Number(recipe.expected_loss),
      recent_losses: recipe.recent_losses.map(Number),
      rows: (rowsOf.get(Number(recipe.roasting_seq)) ?? []).map((row) => ({
        greenbean_roaster_seq: Number(row.greenbean_roaster_seq),
        mass: row.mass,
      })),
    })),
    lots: lots.flatMap((lot) =>
      lot.greenbean_year === null
        ? []
        : [
            {
              greenbean_roaster_seq: Number(lot.greenbean_roaster_seq),
              greenbean_year: Number(lot.greenbean_year),
              stock: lot.stock,
            },
          ],
    ),
  };
  const names = {
    blends: new Map<number, Names>(blends.map((row) => [Number(row.blending_seq), row])),
    recipes: new Map<number, Names>(recipes.map((row) => [Number(row.roasting_seq), row])),
    beans: new Map<number, Names>(lots.map((row) => [Number(row.greenbean_roaster_seq), row])),
  };
  return { input, names };
}

const named = (names: Map<number, Names>, seq: number) => ({
  name: names.get(seq)?.name ?? null,
  name_kr: names.get(seq)?.name_kr ?? null,
});

/** The order lines the plan cannot meet, with their cafe's and blend's names (behaviour §05-3). */
async function lateOrders(db: Database, late: readonly PlanLateLine[], blends: Map<number, Names>) {
  const cafes =
    late.length === 0
      ? []
      : await db
          .selectFrom('cafe_order as o')
          .innerJoin('cafe as c', 'c.cafe_seq', 'o.cafe_seq')
          .select(['o.order_year', 'o.order_seq', 'c.cafe_name as name', 'c.cafe_name_kr as name_kr'])
          .where((eb) =>
            eb.or(
              late.map((line) =>
                eb.and([eb('o.order_year', '=', line.order_year), eb('o.order_seq', '=', line.order_seq)]),
              ),
            ),
          )
          .execute();
  const cafeOf = new Map(cafes.map((row) => [`${row.order_year}_${row.order_seq}`, row]));
  return late.map((line) => {
    const cafe = cafeOf.get(`${line.order_year}_${line.order_seq}`);
    return {
      ...line,
      cafe_name: cafe?.name ?? null,
      cafe_name_kr: cafe?.name_kr ?? null,
      ...named(blends, line.blending_seq),
    };
  });
}

/** A roastery's plan for a range, computed from its records (behaviour §05-3). */
export async function roasteryPlan(
  db: Database,
  roaster: number,
  from: string,
  to: string,
  hidden: HiddenKeys = new Map(),
) {
  const { input, names } = await planRecords(db, roaster, from, to);
  const plan = computePlan(input);
  // The plan is computed whole (a lot's requirement is a fact about the lot); what it shows leaves out the blends,
  // recipes (with their batches) and lots hidden from the visitor's role (behaviour §02-6).
  const seen = (key: string, seq: number) => !hidden.get(key)?.has(seq);
  // Only the recipes and lots the plan touches.
  const recipes = plan.recipes.filter(
    (recipe) => (recipe.required > 0 || recipe.batch_count > 0) && seen('roasting_seq', recipe.roasting_seq),
  );
  const lots = plan.lots.filter((lot) => lot.required > 0 && seen('greenbean_roaster_seq', lot.greenbean_roaster_seq));
  return {
    days: plan.days,
    blends: plan.blends
      .filter((blend) => seen('blending_seq', blend.blending_seq))
      .map((blend) => ({ ...blend, ...named(names.blends, blend.blending_seq) })),
    recipes: recipes.map((recipe) => ({ ...recipe, ...named(names.recipes, recipe.roasting_seq) })),
    lots: lots.map((lot) => ({ ...lot, ...named(names.beans, lot.greenbean_roaster_seq) })),
    // Batches name their recipe and beans by seq: the names are in `recipes` and `lots`.
    batches: plan.batches.filter((batch) => seen('roasting_seq', batch.roasting_seq)),
    late: await lateOrders(
      db,
      plan.late.filter((line) => seen('blending_seq', line.blending_seq)),
      names.blends,
    ),
  };
}

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, planCall, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.RoastingPlan), 'listview');
    const params = paramsOf(request);
    const from = dateParam(params, 'plan_from');
    const to = dateParam(params, 'plan_to');
    if (planDays(from, to).length === 0) throw badRequest('plan_range', { field: 'plan_to', bound: PLAN_MAX_DAYS });
    const hidden = await hiddenKeys(ctx.db, access);
    return { status: 'OK' as const, result: await roasteryPlan(ctx.db, access.org?.seq ?? -1, from, to, hidden) };
  });
}
