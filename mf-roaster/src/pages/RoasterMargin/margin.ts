import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import type { ResultOf } from '@coffee/domain/contracts';
import { localToday } from '@coffee/domain';
import { MARGIN_GROUPS, costCalls } from '../../../model';
import type { MarginGroup } from '../../../model';

export type MarginAnswer = ResultOf<typeof costCalls.margin>;

export const marginQuery = (from: string, to: string, group: MarginGroup) =>
  queryOptions({
    ...callQuery(costCalls.margin, { from, to, group }),
    select: (answer: CallAnswer<typeof costCalls.margin>): MarginAnswer | null => (isOk(answer) ? answer.result : null),
  });

/** The margin page's choices in the address: this month to today and per order by default. */
export function marginChoices(query: URLSearchParams, today = localToday()) {
  const from = query.get('from') || `${today.slice(0, 8)}01`;
  const to = query.get('to') || today;
  const asked = query.get('group');
  const group: MarginGroup = (MARGIN_GROUPS as readonly string[]).includes(asked ?? '')
    ? (asked as MarginGroup)
    : 'order';
  return { from, to, group, valid: from <= to };
}

/** The margin as a share of the revenue, in percent with one decimal; none without revenue. */
export const marginRate = (revenue: number, margin: number): string | null =>
  revenue > 0 ? `${((margin * 100) / revenue).toFixed(1)} %` : null;
