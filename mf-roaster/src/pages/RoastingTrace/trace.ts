import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import { pagePath } from '@coffee/domain';
import { traceCall } from '../../../model';
import type { TraceAnswer } from '../../../model';
import { ROASTER_PAGES } from '../../../model';

export type { TraceAnswer };

/** What a trace starts from, as the address names it: `?lot={bean}_{year}`, `?roast={year}_{seq}`, `?blend={year}_{seq}`. */
export type TraceStart =
  | { kind: 'lot'; greenbean_roaster_seq: number; greenbean_year: number }
  | { kind: 'roast'; roasting_result_year: number; roasting_result_seq: number }
  | { kind: 'blend'; blending_result_year: number; blending_result_seq: number };

type Row = Record<string, unknown>;

const pair = (text: string | null): [number, number] | null => {
  const match = /^(\d+)_(\d+)$/.exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
};

/** The start named in the address, or null. */
export function startOf(query: URLSearchParams): TraceStart | null {
  const lot = pair(query.get('lot'));
  if (lot) return { kind: 'lot', greenbean_roaster_seq: lot[0], greenbean_year: lot[1] };
  const roast = pair(query.get('roast'));
  if (roast) return { kind: 'roast', roasting_result_year: roast[0], roasting_result_seq: roast[1] };
  const blend = pair(query.get('blend'));
  if (blend) return { kind: 'blend', blending_result_year: blend[0], blending_result_seq: blend[1] };
  return null;
}

/** The trace page of a green lot, a roast batch or a blend batch, from its record (null when it is not saved yet). */
export function tracePath(kind: TraceStart['kind'], record: Row): string | null {
  const keys = {
    lot: ['greenbean_roaster_seq', 'greenbean_year'],
    roast: ['roasting_result_year', 'roasting_result_seq'],
    blend: ['blending_result_year', 'blending_result_seq'],
  }[kind];
  const values = keys.map((key) => record[key]);
  if (!values.every((value) => Number.isSafeInteger(Number(value)) && value !== null && value !== '')) return null;
  return `${pagePath(ROASTER_PAGES.RoastingTrace)}?${kind}=${values.map(String).join('_')}`;
}

export const traceQuery = (start: TraceStart) => {
  const { kind: _kind, ...keys } = start;
  return queryOptions({
    ...callQuery(traceCall, keys),
    select: (answer: CallAnswer<typeof traceCall>): TraceAnswer | null => (isOk(answer) ? answer.result : null),
  });
};

/** A name in the visitor's language, the other one when it has none. */
export const localName = (row: Row, column: string, english: boolean): string =>
  String((english ? (row[column] ?? row[`${column}_kr`]) : (row[`${column}_kr`] ?? row[column])) ?? '');
