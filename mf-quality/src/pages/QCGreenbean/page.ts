import { PAGES } from '@coffee/domain';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { notePage } from '../../shared/notePage';

/** Cupping notes on green bean lots: year, then the bean of that year, both locked in edit (behaviour §03-2.4). */
export const page = notePage(PAGES.QCGreenbean, ['greenbean_year', 'greenbean_roaster_seq', ...namesOf('greenbean')]);
