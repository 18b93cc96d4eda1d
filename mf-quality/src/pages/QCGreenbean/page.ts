import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { notePage } from '../../shared/notePage';
import { QUALITY_PAGES } from '../../../model';

/** Cupping notes on green bean lots: year, then the bean of that year, both locked in edit (behaviour §03-2.4). */
export const page = notePage(QUALITY_PAGES.QCGreenbean, [
  'greenbean_year',
  'greenbean_roaster_seq',
  ...namesOf('greenbean'),
]);
