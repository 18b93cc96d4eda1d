import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import { batchName, fromChartLog } from '@coffee/domain';
import type { RoastChartReference } from '@coffee/field-toolkit/charts';
import { productionCalls } from '../../model';

type Row = Record<string, unknown>;

/** A recipe's reference batch as the chart overlays it, with its key. */
export interface ReferenceBatch extends RoastChartReference {
  year: number;
  seq: number;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** "R25-0031 · 2025-04-10": the batch's code and date (behaviour §12-1); a batch without a code, its number. */
export const referenceLabel = (row: Row): string => {
  const date = typeof row.roasting_result_date === 'string' ? row.roasting_result_date.slice(0, 10) : '';
  if (present(row.roasting_batch_code)) return batchName({ code: row.roasting_batch_code, date });
  return `${date} #${present(row.roasting_batch_no) ? String(row.roasting_batch_no) : '-'}`.trim();
};

/** The answer of the reference call as a chart reference; null when the recipe names none or it has no curve. */
export function toReferenceBatch(row: Row | null | undefined): ReferenceBatch | null {
  if (!row) return null;
  const samples = fromChartLog(row.roasting_chart_log);
  if (samples.length === 0) return null;
  const start = Number(row.roasting_start_term);
  return {
    year: Number(row.roasting_result_year),
    seq: Number(row.roasting_result_seq),
    label: referenceLabel(row),
    samples,
    chargeMs: present(row.roasting_start_term) && Number.isFinite(start) ? start * 1000 : null,
  };
}

/** Whether the form shows the reference batch itself (then there is nothing to compare with). */
export const isReferenceItself = (reference: ReferenceBatch, values: Row): boolean =>
  String(values.roasting_result_seq ?? '') === String(reference.seq) &&
  String(values.roasting_result_year ?? '') === String(reference.year);

/** The reference batch a recipe names; null when none or unread. */
export const referenceQuery = (recipeSeq: unknown) =>
  queryOptions({
    ...callQuery(productionCalls.referenceBatch, { seq: String(recipeSeq ?? '') }),
    select: (answer: CallAnswer<typeof productionCalls.referenceBatch>): ReferenceBatch | null =>
      isOk(answer) ? toReferenceBatch(answer.result) : null,
  });
