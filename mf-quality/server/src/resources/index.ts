import { PAGES } from '@coffee/api-kernel/domain';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { page } from '@coffee/api-kernel/engine/pages';
import { checkCuppingSession, cuppingSessionVisibility, settleCuppingSession } from './cupping';
import { qcNoteResources } from './notes';

/** The quality area's pages with hooks of their own: the QC notes and the cupping session (behaviour §07-2). */
export function qualityResources(): Resource[] {
  return [
    ...qcNoteResources(),
    page(PAGES.QCCupping, {
      conditions: cuppingSessionVisibility,
      beforeRowWrite: checkCuppingSession,
      afterRowWrite: settleCuppingSession,
    }),
  ];
}
