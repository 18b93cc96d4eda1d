import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productionCalls } from 'mf-roaster/model';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize } from '@coffee/api-kernel/http/context';
import { notFound } from '@coffee/api-kernel/http/errors';
import { visibleRecords } from '@coffee/api-kernel/engine/record-visibility';
import { and } from '@coffee/api-kernel/engine/scope';
import { pathSeq, serveCall } from '@coffee/api-kernel/http/calls';

/**
 * `GET|POST /api/roaster/roasting/default/reference/{seq}`: the reference batch a recipe names, with its chart log
 * and CHARGE term, for a result's chart to overlay (`result: null` when the recipe names none). Rights of the result
 * page; a recipe hidden from the member's role (`roasting_auth`) is 404 like its detail.
 */
export function registerReferenceBatchRoute(app: FastifyInstance, ctx: AppContext): void {
  const read = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menuSegments(PAGES.RoastingResult), 'view');
    const recipeSeq = Number(pathSeq(request));
    if (!Number.isSafeInteger(recipeSeq)) throw notFound();
    const recipe = await ctx.db
      .selectFrom('roasting_default')
      .select(['roasting_reference_year', 'roasting_reference_seq'])
      .where('roasting_seq', '=', recipeSeq)
      .where('roaster_seq', '=', access.org?.seq ?? -1)
      .where(and(visibleRecords(access, 'roasting_default')))
      .executeTakeFirst();
    if (!recipe) throw notFound();
    const batch =
      recipe.roasting_reference_seq === null
        ? undefined
        : await ctx.db
            .selectFrom('roasting_result as r')
            .leftJoin('roasting_default as d', 'd.roasting_seq', 'r.roasting_seq')
            .select([
              'r.roasting_result_year',
              'r.roasting_result_seq',
              'r.roasting_result_date',
              'r.roasting_batch_no',
              'r.roasting_batch_code',
              'r.roasting_start_term',
              'r.roasting_chart_log',
              'd.roasting_name',
              'd.roasting_name_kr',
            ])
            .where('r.roasting_result_year', '=', recipe.roasting_reference_year as number)
            .where('r.roasting_result_seq', '=', recipe.roasting_reference_seq as number)
            .executeTakeFirst();
    return { status: 'OK' as const, result: batch ?? null };
  };
  serveCall(app, productionCalls.referenceBatch, read);
}
