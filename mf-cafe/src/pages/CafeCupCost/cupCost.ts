import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import type { ResultOf } from '@coffee/domain/contracts';
import { addDays, localToday } from '@coffee/domain/kernel';
import { formatMoney } from '@coffee/domain/money';
import { cupCostCalls } from '../../../model';

export type CupCostAnswer = ResultOf<typeof cupCostCalls.detail>;
export type DailyAnswer = ResultOf<typeof cupCostCalls.list>;

/** The bean cost of a dose of a received lot; no call before both are chosen. */
export const cupCostQuery = (receivedSeq: unknown, dose: unknown) =>
  queryOptions({
    ...callQuery(cupCostCalls.detail, {
      received_seq: receivedSeq as number,
      brewing_bean_mass: dose as number,
    }),
    select: (answer: CallAnswer<typeof cupCostCalls.detail>): CupCostAnswer | null =>
      isOk(answer) ? answer.result : null,
  });

export const dailyQuery = (from: string, to: string) =>
  queryOptions({
    ...callQuery(cupCostCalls.list, { from, to }),
    select: (answer: CallAnswer<typeof cupCostCalls.list>): DailyAnswer | null => (isOk(answer) ? answer.result : null),
  });

/** The days the page reads: the last two weeks to today by default. */
export function dayRange(query: URLSearchParams, today = localToday()) {
  const from = query.get('from') || addDays(today, -13);
  const to = query.get('to') || today;
  return { from, to, valid: from <= to };
}

/** An amount in the page's language. */
export const moneyText = (amount: number, currency: string, locale: string) =>
  formatMoney(amount, currency, locale === 'en' ? 'en-US' : 'ko-KR');
