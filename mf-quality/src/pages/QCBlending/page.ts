import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { notePage } from '../../shared/notePage';
import { QUALITY_PAGES } from '../../../model';

/** Cupping notes on the roaster's blends (behaviour §03-2.4 roaster/qc/blending). */
export const page = notePage(QUALITY_PAGES.QCBlending, ['blending_seq', ...namesOf('blending')]);
