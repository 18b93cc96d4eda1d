import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { listQuery } from '@coffee/api-client/query';
import type { ListExtras } from '@coffee/api-client/query';
import { QUALITY_PAGES } from 'mf-quality/model';

/** A QC cupping note on a roast batch, as the quality area's list answers it. */
export interface CuppingNote {
  cupnote_seq: number;
  cupnote_date: string | null;
  cupnote_name: string | null;
  cupnote_name_kr?: string | null;
  cupnote_satis: number | null;
  cupnote_main: boolean | null;
}

/** The score a note gives the batch: today its overall satisfaction (0-10); a cupping score replaces this line. */
export const cuppingScore = (note: CuppingNote): number | null => note.cupnote_satis ?? null;

export const QC_ROASTING_PATH = '/roaster/qc/roasting';

/** The batch's cupping notes, newest first, read through the QC list filtered by the batch (never mf-quality). */
export const cuppingNotesQuery = (year: unknown, seq: unknown) =>
  queryOptions({
    ...listQuery<CuppingNote>(QUALITY_PAGES.QCRoasting.api.list, {
      roasting_result_year: year,
      roasting_result_seq: seq,
      orderType: 'cupnote_date_orderdesc',
      list_count: 20,
      page: 1,
    }),
    select: (answer: ApiResponse<CuppingNote[], ListExtras>): CuppingNote[] | null =>
      isOk(answer) ? answer.result : null,
  });
