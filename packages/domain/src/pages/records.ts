import { recordCallAt } from '@coffee/domain/navigation';
import type { NewRecordOpenings, RecordCalls } from '@coffee/domain/navigation';
import type { EntityPageDescriptor, PageDescriptor } from './descriptor';

/** Each page's route and, for an entity page whose records open by id, its detail call. */
export const recordCalls = (pages: Readonly<Record<string, PageDescriptor>>): RecordCalls =>
  Object.fromEntries(
    Object.values(pages).map((page) => [
      page.route,
      page.entity && page.api && !page.entity.singleRecord ? page.api.detail : null,
    ]),
  );

/** The New forms that read calls of their own as they open, by route. */
export const newRecordOpenings = (pages: Readonly<Record<string, PageDescriptor>>): NewRecordOpenings =>
  Object.fromEntries(Object.values(pages).flatMap(({ route, opensNew }) => (opensNew ? [[route, opensNew]] : [])));

/** The entity page and record id a saved record's address opens (see `recordCallAt`). */
export function savedRecordAt(
  segments: readonly string[],
  pages: Readonly<Record<string, PageDescriptor>>,
): { page: EntityPageDescriptor; id: string } | undefined {
  const at = recordCallAt(segments, recordCalls(pages));
  const page = at && Object.values(pages).find((candidate) => candidate.route === at.route);
  return page && at ? { page: page as EntityPageDescriptor, id: at.id } : undefined;
}
