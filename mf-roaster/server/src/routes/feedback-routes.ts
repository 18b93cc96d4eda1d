import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { PageDescriptor } from '@coffee/domain';
import { feedbackCalls } from 'mf-roaster/model';
import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import type { BlendBatches } from '../resources/feedback';
import { blendBatch, blendCuppings, blendsOfRoast, feedbackOf, roastCuppings } from '../resources/feedback';

/** A batch key of the body: a safe integer, else 400 naming the field. */
const keyOf = (params: Record<string, unknown>, field: string): number => {
  const value = Number(params[field]);
  if (params[field] === undefined || params[field] === null || !Number.isSafeInteger(value))
    throw badRequest('field_NaN', { field });
  return value;
};

/**
 * `POST /api/roaster/blending/result/feedback` and `/api/roaster/roasting/result/feedback` (behaviour §05-6): what
 * happened downstream to one of the roastery's batches. Rights of the batch pages; a batch of another roastery is
 * 404 whatever keys are sent.
 */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = (
    page: PageDescriptor,
    table: 'blending_result' | 'roasting_result',
    batches: (year: number, seq: number) => BlendBatches,
    cuppings: (year: number, seq: number) => RawBuilder<unknown>,
  ) => {
    const year = `${table}_year` as const;
    const seq = `${table}_seq` as const;
    return async (request: FastifyRequest) => {
      const access = await authorize(ctx, request, menuSegments(page), 'view');
      const params = paramsOf(request);
      const keys = [keyOf(params, year), keyOf(params, seq)] as const;
      const owned = await ctx.db
        .selectFrom(table)
        .select(year)
        .where(year, '=', keys[0])
        .where(seq, '=', keys[1])
        .where('roaster_seq', '=', access.org?.seq ?? -1)
        .executeTakeFirst();
      if (!owned) throw notFound();
      return { status: 'OK' as const, result: await feedbackOf(ctx.db, batches(...keys), cuppings(...keys)) };
    };
  };
  serveCall(app, feedbackCalls.blending, route(PAGES.BlendingResult, 'blending_result', blendBatch, blendCuppings));
  serveCall(app, feedbackCalls.roasting, route(PAGES.RoastingResult, 'roasting_result', blendsOfRoast, roastCuppings));
}
