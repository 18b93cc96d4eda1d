import { apiGet, apiPost, isOk } from '@coffee/api-client';

export const MIN_BATCHES = 2;
export const MAX_BATCHES = 5;

/** A batch to choose: its id (`{year}_{seq}`) and a label of date, batch number and recipe. */
export interface BatchChoice {
  id: string;
  label: string;
}

type Row = Record<string, unknown>;

export const batchLabel = (row: Row, english: boolean): string => {
  const date = typeof row.roasting_result_date === 'string' ? row.roasting_result_date.slice(0, 10) : '';
  const name = english ? (row.roasting_name ?? row.roasting_name_kr) : (row.roasting_name_kr ?? row.roasting_name);
  const batch =
    row.roasting_batch_no === null || row.roasting_batch_no === undefined ? '' : ` #${row.roasting_batch_no}`;
  return `${date}${batch}${name ? ` ${String(name)}` : ''}`.trim();
};

/** The ids in the URL (`?batches=2026_3,2026_4`), at most five, each once. */
export const batchesOf = (query: URLSearchParams): string[] =>
  [...new Set((query.get('batches') ?? '').split(',').filter((id) => /^\d+_\d+$/.test(id)))].slice(0, MAX_BATCHES);

/** The latest batches to choose from. */
export async function recentBatches(english: boolean): Promise<BatchChoice[] | null> {
  const answer = await apiPost<Row[]>('/api/roaster/roasting/result/list', {
    page: 1,
    list_count: 50,
    orderType: 'roasting_result_date_orderdesc',
  });
  if (!isOk(answer)) return null;
  return answer.result.map((row) => ({
    id: `${String(row.roasting_result_year)}_${String(row.roasting_result_seq)}`,
    label: batchLabel(row, english),
  }));
}

/** One batch's saved record (timeline fields, chart log, masses). */
export async function batchRecord(id: string): Promise<Row | null> {
  const answer = await apiGet<Row>(`/api/roaster/roasting/result/detail/${encodeURIComponent(id)}`);
  return isOk(answer) ? answer.result : null;
}
