import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { notePage } from '../../shared/notePage';
import { QUALITY_PAGES } from '../../../model';

/** Cupping notes on roasting batches: the year comes before the batch list (behaviour §03-2.4 roaster/qc/roasting). */
export const page = notePage(QUALITY_PAGES.QCRoasting, [
  'roasting_result_year',
  'roasting_result_seq',
  'roasting_result_date',
  'roasting_batch_no',
  ...namesOf('roasting'),
]);
