import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { productionCalls } from 'mf-roaster/model';
import { defaultMoisture, menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { visibleRecords } from '@coffee/api-kernel/engine/record-visibility';
import { and } from '@coffee/api-kernel/engine/scope';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { notFound } from '@coffee/api-kernel/http/errors';
import { registerReferenceBatchRoute } from './reference-batch';
import { pathSeq, serveCall } from '@coffee/api-kernel/http/calls';

const seqParam = (value: unknown): number => {
  const seq = Number(value);
  if (!Number.isSafeInteger(seq)) throw notFound();
  return seq;
};

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** 'YYYYMMDD' or 'YYYY-MM-DD' → 'YYYY-MM-DD'. */
const isoDate = (value: unknown): string | null => {
  const match = typeof value === 'string' ? /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim()) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
};

/**
 * The prefill of a new roasting result (behaviour §02-4, §02-7) and the rows of a chosen blend (behaviour §02-7, §03-7.6), as the member's
 * role sees them: a recipe or blend hidden from the role is 404, rows naming a hidden green bean or recipe are left out.
 */
export function registerProductionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const prefill = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.RoastingResult), 'view');
    const roaster = access.org?.seq ?? -1;
    const roastingSeq = seqParam(pathSeq(request));
    const recipe = await ctx.db
      .selectFrom('roasting_default')
      .select(['roasting_batch_auto'])
      .where('roasting_seq', '=', roastingSeq)
      .where('roaster_seq', '=', roaster)
      .where(and(visibleRecords(access, 'roasting_default')))
      .executeTakeFirst();
    if (!recipe) throw notFound();
    // Each green bean with its latest yearly lot and a moisture default of the mean of the bean's range.
    const rows = await ctx.db
      .selectFrom('roasting_default_greenbean as r')
      .innerJoin('greenbean_roaster as g', 'g.greenbean_roaster_seq', 'r.greenbean_roaster_seq')
      .select([
        'r.greenbean_roaster_seq',
        'r.greenbean_mass',
        'r.greenbean_percent',
        'r.greenbean_order',
        'g.greenbean_name',
        'g.greenbean_name_kr',
        'g.greenbean_moisture_min',
        'g.greenbean_moisture_max',
        sql<
          number | null
        >`(select max(y.greenbean_year) from greenbean_roaster_year y where y.greenbean_roaster_seq = r.greenbean_roaster_seq)`.as(
          'greenbean_year',
        ),
      ])
      .where('r.roasting_seq', '=', roastingSeq)
      .where(and(visibleRecords(access, 'greenbean_roaster', 'g')))
      .orderBy('r.greenbean_order')
      .execute();
    const withMoisture = rows.map(({ greenbean_moisture_min: min, greenbean_moisture_max: max, ...row }) => ({
      ...row,
      greenbean_moisture: defaultMoisture(numberOrNull(min), numberOrNull(max)),
    }));
    const params = paramsOf(request);
    const date = isoDate(params.roasting_result_date);
    const auto =
      params.roasting_batch_auto === undefined
        ? recipe.roasting_batch_auto === true
        : ['1', 'true', true, 1].includes(params.roasting_batch_auto as never);
    let batch: number | null = null;
    if (auto && date) {
      const last = await ctx.db
        .selectFrom('roasting_result')
        .select(sql<number | null>`max(roasting_batch_no)`.as('n'))
        .where('roaster_seq', '=', roaster)
        .where('roasting_result_date', '=', date)
        .executeTakeFirstOrThrow();
      batch = Number(last.n ?? 0) + 1;
    }
    const result = { roasting_default_greenbean: withMoisture, roasting_batch_no: batch };
    return { status: 'OK' as const, result, ...result };
  };
  serveCall(app, productionCalls.recipeRows, prefill);

  const blendRows = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.BlendingResult), 'view');
    const blend = await ctx.db
      .selectFrom('blending_default')
      .select(['blending_seq', 'blending_single_origin', 'blending_total_mass'])
      .where('blending_seq', '=', seqParam(pathSeq(request)))
      .where('roaster_seq', '=', access.org?.seq ?? -1)
      .where(and(visibleRecords(access, 'blending_default')))
      .executeTakeFirst();
    if (!blend) throw notFound();
    const rows = await ctx.db
      .selectFrom('blending_default_roasting as b')
      .innerJoin('roasting_default as d', 'd.roasting_seq', 'b.roasting_seq')
      .select([
        'b.roasting_seq',
        'b.roasting_mass',
        'b.roasting_percent',
        'b.roasting_order',
        'd.roasting_name',
        'd.roasting_name_kr',
      ])
      .where('b.blending_seq', '=', blend.blending_seq as number)
      .where(and(visibleRecords(access, 'roasting_default', 'd')))
      .orderBy('b.roasting_order')
      .execute();
    return {
      status: 'OK' as const,
      result: rows,
      roasting_list: rows,
      roasting_single_origin: blend.blending_single_origin,
      blending_total_mass: blend.blending_total_mass,
    };
  };
  serveCall(app, productionCalls.blendRows, blendRows);
  registerReferenceBatchRoute(app, ctx);
}
