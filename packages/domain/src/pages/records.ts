import type { EntityPageDescriptor, PageDescriptor } from './descriptor';

/**
 * The entity page and record id a saved record's address opens: the page whose route the path lies under (the
 * longest route wins), with exactly one segment more that is not New. What a remote's `:id` route reads, so the
 * shell can fetch the record before the remote has arrived.
 */
export function savedRecordAt(
  segments: readonly string[],
  pages: Readonly<Record<string, PageDescriptor>>,
): { page: EntityPageDescriptor; id: string } | undefined {
  const path = segments.join('/');
  const owner = Object.values(pages)
    .filter((page) => path === page.route || path.startsWith(`${page.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];
  const id = segments.at(-1);
  if (!owner?.entity || !owner.api || owner.entity.singleRecord || id === undefined || id === 'write') return undefined;
  if (segments.length !== owner.route.split('/').length + 1) return undefined;
  try {
    return { page: owner as EntityPageDescriptor, id: decodeURIComponent(id) };
  } catch {
    return undefined;
  }
}
