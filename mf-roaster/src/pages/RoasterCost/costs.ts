import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import type { ResultOf } from '@coffee/domain/contracts';
import { localToday } from '@coffee/domain';
import { costCalls } from '../../../model';

export type TrendAnswer = ResultOf<typeof costCalls.trend>;
export type TrendRow = TrendAnswer['rows'][number];

export const trendQuery = (from: string, to: string) =>
  queryOptions({
    ...callQuery(costCalls.trend, { from, to }),
    select: (answer: CallAnswer<typeof costCalls.trend>): TrendAnswer | null => (isOk(answer) ? answer.result : null),
  });

/** The range in the address: the last twelve months to today by default. */
export function trendRange(query: URLSearchParams, today = localToday()) {
  const year = Number(today.slice(0, 4)) - 1;
  const from = query.get('from') || `${year}${today.slice(4, 8)}01`;
  const to = query.get('to') || today;
  return { from, to, valid: from <= to };
}

/** The recipes of the rows, each once, in the order they first appear. */
export const recipesOf = (rows: readonly TrendRow[]): TrendRow[] =>
  rows.filter((row, index) => rows.findIndex((other) => other.roasting_seq === row.roasting_seq) === index);

/** Months from `from` to `to` (YYYY-MM), each once: the chart's axis has a place for a month without batches. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  while (months.length < 120) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    if (label > last) break;
    months.push(label);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}
