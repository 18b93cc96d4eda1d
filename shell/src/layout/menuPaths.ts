import type { MenuNode, Visitor } from '@coffee/domain';
import { visibleEntries } from '@coffee/domain/navigation';

/** The first page the visitor may open under a menu entry: categories and groups lead to their first tab. */
export function firstVisiblePath(segments: readonly string[], visitor: Visitor, tree: readonly MenuNode[]): string[] {
  const path = [...segments];
  while (path.length < 3) {
    const first = visibleEntries(path, visitor, tree)[0];
    if (!first) break;
    path.push(first.id);
  }
  return path;
}
