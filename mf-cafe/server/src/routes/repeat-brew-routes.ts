import type { FastifyInstance } from 'fastify';
import { brewStartValues, menuSegments, PAGES } from '@coffee/api-kernel/domain';
import { brewStartCalls } from 'mf-cafe/model';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { localDayOf } from '@coffee/api-kernel/http/local-day';

const RESULTS = menuSegments(PAGES.CafeBrewingResult);
const entity = PAGES.CafeBrewingResult.entity;

/**
 * A new brew's starting values (behaviour §10-4.2, §10-4.4), for those who may write a brew in the selected cafe:
 * `last` repeats the visitor's last brew (the cafe's last before their first); `start` begins with the bean on the
 * bar, the bean of the newest of the day's dial-ins and the visitor's last brew. Both take the bean's dial-in of the
 * visitor's day (`today=YYYY-MM-DD`) first and the brew's own values where it has none, and say which they used.
 */
export function registerRepeatBrewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const setUp = async (request: Parameters<typeof authorize>[1]) => {
    const access = await authorize(ctx, request, RESULTS, 'write');
    const cafe = access.org?.seq ?? -1;
    const user = access.user?.user_seq ?? null;
    const today = localDayOf(paramsOf(request).today);
    const lastOf = (by: number | null, bean?: number) => {
      let last = ctx.db.selectFrom('cafe_brewing_result').selectAll().where('cafe_seq', '=', cafe);
      if (by !== null) last = last.where('rgst_user', '=', by);
      if (bean !== undefined) last = last.where('coffeebean_seq', '=', bean);
      return last.orderBy('brewing_result_seq', 'desc').executeTakeFirst();
    };
    const lastBrew = async (bean?: number) => (await lastOf(user, bean)) ?? (await lastOf(null, bean));
    const dialInOf = (bean?: number | null) => {
      let dialIn = ctx.db
        .selectFrom('cafe_dialin')
        .selectAll()
        .where('cafe_seq', '=', cafe)
        .where('dialin_date', '=', today);
      if (bean !== undefined) dialIn = dialIn.where('coffeebean_seq', '=', bean ?? -1);
      return dialIn.orderBy('dialin_seq', 'desc').executeTakeFirst();
    };
    const answer = (
      last: Record<string, unknown> | undefined,
      dialIn: Record<string, unknown> | undefined,
      fresh = false,
    ) => {
      const { values, from } = brewStartValues(entity, last, dialIn);
      // A new brew from the bar is timed afresh: the last brew's step stamps stay with "Repeat last brew".
      const result = fresh
        ? Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('brewing_step')))
        : values;
      return { status: 'OK' as const, result, from };
    };
    return { lastBrew, dialInOf, answer };
  };

  serveCall(app, brewStartCalls.last, async (request) => {
    const { lastBrew, dialInOf, answer } = await setUp(request);
    const last = await lastBrew();
    return answer(last, last ? await dialInOf(last.coffeebean_seq) : undefined);
  });

  serveCall(app, brewStartCalls.start, async (request) => {
    const { lastBrew, dialInOf, answer } = await setUp(request);
    const [last, dialIn] = [await lastBrew(), await dialInOf()];
    // The bean on the bar: a dial-in made after the last brew puts its bean there.
    if (dialIn && (!last || new Date(dialIn.rgst_at) > new Date(last.rgst_at))) {
      const bean = dialIn.coffeebean_seq ?? undefined;
      return answer(bean === undefined ? undefined : await lastBrew(bean), dialIn, true);
    }
    return answer(last, last ? await dialInOf(last.coffeebean_seq) : undefined, true);
  });
}
