import { roasterEntities } from 'mf-roaster/model';
import { batchName } from '@coffee/domain';
import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { detailQuery, listQuery } from '@coffee/api-client/query';
import type { ListExtras } from '@coffee/api-client/query';
import { apiPaths, recordId } from '@coffee/field-toolkit/engine';

export const MIN_BATCHES = 2;
export const MAX_BATCHES = 5;

/** A batch to choose: its record id (`{year}_{seq}`) and a label of date, batch number and recipe. */
export interface BatchChoice {
  id: string;
  label: string;
}

type Row = Record<string, unknown>;

const batchEntity = roasterEntities.RoastingResult;
const paths = apiPaths({ entity: batchEntity });

/** A batch as the compare view names it: code, date and recipe (behaviour §12-1). */
export const batchLabel = (row: Row, english: boolean): string =>
  batchName({
    code: row.roasting_batch_code,
    date: row.roasting_result_date,
    name: english ? (row.roasting_name ?? row.roasting_name_kr) : (row.roasting_name_kr ?? row.roasting_name),
  });

/** The ids in the URL (`?batches=2026_3,2026_4`), at most five, each once. */
export const batchesOf = (query: URLSearchParams): string[] =>
  [...new Set((query.get('batches') ?? '').split(',').filter((id) => /^\d+_\d+$/.test(id)))].slice(0, MAX_BATCHES);

/** The latest batches to choose from (null when the list is refused). */
export const recentBatchesQuery = (english: boolean) =>
  queryOptions({
    ...listQuery<Row>(paths.list, { page: 1, list_count: 50, orderType: 'roasting_result_date_orderdesc' }),
    select: (answer: ApiResponse<Row[], ListExtras>): BatchChoice[] | null =>
      isOk(answer)
        ? answer.result.map((row) => ({ id: recordId(batchEntity, row), label: batchLabel(row, english) }))
        : null,
  });

/** One batch's saved record (timeline fields, chart log, masses); null when it cannot be read. */
export const batchQuery = (id: string) =>
  queryOptions({
    ...detailQuery<Row>(paths.detail, id),
    select: (answer: ApiResponse<Row>): Row | null => (isOk(answer) ? answer.result : null),
  });
