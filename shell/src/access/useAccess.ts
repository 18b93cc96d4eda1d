import { useMemo } from 'react';
import { useMenuStore, useSessionStore } from '@coffee/api-client';
import type { MenuNode, PageAccess, Visitor } from '@coffee/domain';
import { visibleEntries } from '@coffee/domain/navigation';
import { accessOf, visitorOf } from './visitor';

export function useVisitor(): Visitor {
  const user = useSessionStore((state) => state.user);
  const rights = useSessionStore((state) => state.rights);
  const selected = useSessionStore((state) => state.selected);
  return useMemo(
    () => visitorOf({ user, rights, selected, status: 'signedIn', rightsStatus: {} }),
    [user, rights, selected],
  );
}

export function usePageAccess(segments: readonly string[]): PageAccess {
  const state = useSessionStore((current) => current);
  const menu = useMenuStore((current) => current.menu);
  const key = segments.join('/');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the joined key stands for the segments
  return useMemo(() => accessOf(segments, state, menu), [key, state, menu]);
}

/** The entries of a menu level the visitor may open (none while the suite's menu is not known). */
export function useVisibleEntries(parentSegments: readonly string[]): MenuNode[] {
  const visitor = useVisitor();
  const tree = useMenuStore((current) => current.menu?.tree);
  const key = parentSegments.join('/');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the joined key stands for the segments
  return useMemo(() => (tree ? visibleEntries(parentSegments, visitor, tree) : []), [key, visitor, tree]);
}
