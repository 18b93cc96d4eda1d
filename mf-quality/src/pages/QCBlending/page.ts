import { PAGES } from '@coffee/domain';
import { namesOf } from '@coffee/field-toolkit/blocks/plumbing';
import { notePage } from '../../shared/notePage';

/** Cupping notes on the roaster's blends (behaviour §03-2.4 roaster/qc/blending). */
export const page = notePage(PAGES.QCBlending, ['blending_seq', ...namesOf('blending')]);
