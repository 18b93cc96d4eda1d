import { recordCallAt } from '@coffee/domain/navigation';
import type { RecordCalls } from '@coffee/domain/navigation';
import type { EntityPageDescriptor, PageDescriptor } from './descriptor';

/** Each page's route and, for an entity page whose records open by id, its detail call. */
export const recordCalls = (pages: Readonly<Record<string, PageDescriptor>>): RecordCalls =>
  Object.fromEntries(
    Object.values(pages).map((page) => [
      page.route,
      page.entity && page.api && !page.entity.singleRecord ? page.api.detail : null,
    ]),
  );

/** The entity page and record id a saved record's address opens (see `recordCallAt`). */
export function savedRecordAt(
  segments: readonly string[],
  pages: Readonly<Record<string, PageDescriptor>>,
): { page: EntityPageDescriptor; id: string } | undefined {
  const at = recordCallAt(segments, recordCalls(pages));
  const page = at && Object.values(pages).find((candidate) => candidate.route === at.route);
  return page && at ? { page: page as EntityPageDescriptor, id: at.id } : undefined;
}
