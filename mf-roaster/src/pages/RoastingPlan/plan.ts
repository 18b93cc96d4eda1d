import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import { addDays, localToday, PLAN_MAX_DAYS, planDays } from '@coffee/domain';
import { planCall } from '../../../model';
import type { PlanAnswer } from '../../../model';

export type { PlanAnswer };
/** A new plan covers a week from today. */
export const DEFAULT_DAYS = 7;

interface Named {
  name: string | null;
  name_kr: string | null;
}

/** Below this width the plan's tables read as cards (behaviour §05-3). */
export { PHONE_QUERY } from '../../shared/LevelTable';

export const planQuery = (from: string, to: string) =>
  queryOptions({
    ...callQuery(planCall, { plan_from: from, plan_to: to }),
    select: (answer: CallAnswer<typeof planCall>): PlanAnswer | null => (isOk(answer) ? answer.result : null),
  });

/** The range in the address (`?from=&to=`), a week from today by default; `valid` is false for one it cannot plan. */
export function rangeOf(query: URLSearchParams, today = localToday()) {
  const from = query.get('from') ?? today;
  const to = query.get('to') ?? addDays(from, DEFAULT_DAYS - 1);
  return { from, to, valid: planDays(from, to).length > 0, maxDays: PLAN_MAX_DAYS };
}

/** A name in the visitor's language, the other one when it has none. */
export const nameIn = (english: boolean, named: Named, fallback: string): string =>
  (english ? (named.name ?? named.name_kr) : (named.name_kr ?? named.name)) ?? fallback;

/** A stored mass (0.1 g) in kg, one decimal, in the visitor's number format. */
export const kgText = (mass: number, locale: string): string =>
  `${new Intl.NumberFormat(locale === 'en' ? 'en' : 'ko', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(mass / 10_000)} kg`;
