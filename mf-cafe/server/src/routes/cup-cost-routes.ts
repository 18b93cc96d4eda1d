import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cupCostCalls } from 'mf-cafe/model';
import { menuSegments, PAGES } from '@coffee/api-kernel/domain';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { badRequest } from '@coffee/api-kernel/http/errors';
import { baristasSee, cupCost, dailyCupCosts, readsCupCost } from '../costs/cup-costs';
import { dayRange } from '@coffee/api-kernel/http/day-range';

/** A positive whole number parameter, or null when none is sent; anything else is refused naming the field. */
function countParam(params: Record<string, unknown>, field: string): number | null {
  const value = params[field];
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw badRequest('field_NaN', { field });
  return number;
}

/**
 * The cost of a cup (behaviour §05-16): every cafe member opens the page; the figures are answered to managers and
 * up, to baristas and assistants only when the owner allows it (else `shown: false` and nothing else).
 */
export function registerCupCostRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = menuSegments(PAGES.CafeCupCost);
  serveCall(app, cupCostCalls.detail, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, page, 'view');
    const params = paramsOf(request);
    const received = countParam(params, 'received_seq');
    const dose = countParam(params, 'brewing_bean_mass');
    if (!(await readsCupCost(ctx.db, access))) return { status: 'OK' as const, result: { shown: false } };
    if (received === null)
      return { status: 'OK' as const, result: { shown: true, currency: null, price_kg: null, cup_cost: null } };
    return {
      status: 'OK' as const,
      result: { shown: true, ...(await cupCost(ctx.db, access.org?.seq ?? -1, received, dose)) },
    };
  });
  serveCall(app, cupCostCalls.list, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, page, 'listview');
    const range = dayRange(paramsOf(request));
    const cafe = access.org?.seq ?? -1;
    const see = await baristasSee(ctx.db, cafe);
    if (!(await readsCupCost(ctx.db, access)))
      return { status: 'OK' as const, result: { shown: false, baristas_see: see } };
    return {
      status: 'OK' as const,
      result: { shown: true, baristas_see: see, ...(await dailyCupCosts(ctx.db, cafe, range)) },
    };
  });
  serveCall(app, cupCostCalls.edit, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, page, 'edit');
    const value = paramsOf(request).cafe_cup_cost_barista;
    if (typeof value !== 'boolean') throw badRequest('field_required', { field: 'cafe_cup_cost_barista' });
    await ctx.db
      .updateTable('cafe')
      .set({ cafe_cup_cost_barista: value })
      .where('cafe_seq', '=', access.org?.seq ?? -1)
      .execute();
    return { status: 'OK' as const, result: { cafe_cup_cost_barista: value } };
  });
}
