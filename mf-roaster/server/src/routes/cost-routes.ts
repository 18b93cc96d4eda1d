import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { MarginGroup } from 'mf-roaster/model';
import { MARGIN_GROUPS, costCalls } from 'mf-roaster/model';
import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { badRequest } from '@coffee/api-kernel/http/errors';
import { hiddenKeys } from '@coffee/api-kernel/engine/record-visibility';
import { roastCosts } from '../costs/batch-costs';
import { currencyOf, roasteryMargins } from '../costs/margins';
import { dayRange } from '@coffee/api-kernel/http/day-range';

const groupOf = (value: unknown): MarginGroup => {
  if (value === undefined || value === null || value === '') return 'month';
  if (typeof value === 'string' && (MARGIN_GROUPS as readonly string[]).includes(value)) return value as MarginGroup;
  throw badRequest('field_code', { field: 'group' });
};

interface TrendRow {
  roasting_seq: number;
  roasting_name: string | null;
  roasting_name_kr: string | null;
  month: string;
  batches: string;
  roasted_mass: string;
  uncosted: string;
  cost: string | null;
}

/**
 * Cost per kg roasted per recipe and month (behaviour §05-14): the costed batches' costs over their roasted mass;
 * batches without a cost are counted apart. Batches of a recipe hidden from the member are absent (behaviour §02-6).
 */
async function costTrend(
  db: Database,
  roaster: number,
  range: { from: string; to: string },
  hidden: ReadonlySet<number>,
) {
  const { rows } = await sql<TrendRow>`select c.roasting_seq, d.roasting_name, d.roasting_name_kr,
      to_char(c.roasting_result_date, 'YYYY-MM') as month, count(*) as batches,
      coalesce(sum(c.roasting_mass) filter (where c.cost_per_kg is not null), 0) as roasted_mass,
      count(*) filter (where c.cost_per_kg is null) as uncosted,
      sum(c.batch_cost) filter (where c.cost_per_kg is not null) as cost
    from ${roastCosts(sql`r.roaster_seq = ${roaster}
      and r.roasting_result_date between ${range.from}::date and ${range.to}::date`)} c
    join roasting_default d on d.roasting_seq = c.roasting_seq
    group by c.roasting_seq, d.roasting_name, d.roasting_name_kr, month
    order by month, d.roasting_name_kr, c.roasting_seq`.execute(db);
  return rows
    .filter((row) => !hidden.has(Number(row.roasting_seq)))
    .map((row) => {
      const mass = Number(row.roasted_mass);
      const cost = row.cost === null ? null : Number(row.cost);
      return {
        roasting_seq: Number(row.roasting_seq),
        roasting_name: row.roasting_name,
        roasting_name_kr: row.roasting_name_kr,
        month: row.month,
        batches: Number(row.batches),
        roasted_mass: mass,
        uncosted: Number(row.uncosted),
        cost: cost === null ? null : Math.round(cost),
        cost_per_kg: cost === null || mass === 0 ? null : Math.round((cost * 10000) / mass),
      };
    });
}

/** Costs and margins (behaviour §05-14, §05-15): the roastery's managers and up, by the rights of their pages. */
export function registerCostRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, costCalls.margin, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.RoasterMargin), 'listview');
    const params = paramsOf(request);
    const range = dayRange(params);
    const group = groupOf(params.group);
    const roaster = access.org?.seq ?? -1;
    const margins = await roasteryMargins(ctx.db, roaster, range, group, await hiddenKeys(ctx.db, access));
    return { status: 'OK' as const, result: { currency: await currencyOf(ctx.db, roaster), group, ...margins } };
  });
  serveCall(app, costCalls.trend, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.RoasterCost), 'listview');
    const range = dayRange(paramsOf(request));
    const roaster = access.org?.seq ?? -1;
    const hidden = (await hiddenKeys(ctx.db, access)).get('roasting_seq') ?? new Set<number>();
    return {
      status: 'OK' as const,
      result: { currency: await currencyOf(ctx.db, roaster), rows: await costTrend(ctx.db, roaster, range, hidden) },
    };
  });
}
