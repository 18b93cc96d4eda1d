import type { FastifyInstance } from 'fastify';
import { menuSegments, PAGES, repeatBrewValues } from '../domain';
import type { AppContext } from '../http/context';
import { authorize } from '../http/context';

const RESULTS = menuSegments(PAGES.CafeBrewingResult);

/**
 * "Repeat last brew" (behaviour §10-4.2): what a new brew takes over from the visitor's last brew in the selected cafe,
 * or the cafe's last brew before their first; `{}` before the cafe's first. Only for those who may write a brew.
 */
export function registerRepeatBrewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cafe/brewing/result/last', { schema: { tags: ['brewing'] } }, async (request) => {
    const access = await authorize(ctx, request, RESULTS, 'write');
    const cafe = access.org?.seq ?? -1;
    const lastOf = (user: number | null) => {
      let last = ctx.db.selectFrom('cafe_brewing_result').selectAll().where('cafe_seq', '=', cafe);
      if (user !== null) last = last.where('rgst_user', '=', user);
      return last.orderBy('brewing_result_seq', 'desc').executeTakeFirst();
    };
    const last = (await lastOf(access.user?.user_seq ?? null)) ?? (await lastOf(null));
    return { status: 'OK', result: repeatBrewValues(PAGES.CafeBrewingResult.entity, last) };
  });
}
