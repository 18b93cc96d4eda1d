import { menuTree, useMenuStore, useSessionStore } from '@coffee/api-client';
import type { SessionState } from '@coffee/api-client';
import type { Membership, OrgType, PageRights } from '@coffee/domain';
import { pageRights, parseRoute, resolvePage } from '@coffee/domain/navigation';
import { ORG_TYPES } from '@coffee/domain/session';
import { useMemo } from 'react';
import { useLocation } from '@coffee/field-toolkit/runtime';

const NO_RIGHTS: PageRights = { listview: false, view: false, write: false, edit: false, remove: false, menu: false };

/**
 * The visitor's rights on a route (behaviour §01-2.4): the menu tree's rules for the session user and selections.
 * None while the suite's menu is not known (a remote mounts only once the shell has it).
 */
export function rightsOf(pathname: string, state: Pick<SessionState, 'user' | 'rights' | 'selected'>): PageRights {
  const page = resolvePage(parseRoute(pathname).segments, menuTree() ?? []);
  if (!page) return NO_RIGHTS;
  const selected: Partial<Record<OrgType, Membership | undefined>> = {};
  for (const type of ORG_TYPES)
    selected[type] = state.rights[type]?.memberships.find((m) => m.auth_seq === state.selected[type]);
  return pageRights(page, { user: state.user, selected });
}

/** Rights on the current route inside a remote (the path below the locale basename). */
export function usePageRights(): PageRights {
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const rights = useSessionStore((state) => state.rights);
  const selected = useSessionStore((state) => state.selected);
  const tree = useMenuStore((state) => state.menu?.tree);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the tree is read by rightsOf; a new one recomputes
  return useMemo(() => rightsOf(pathname, { user, rights, selected }), [pathname, user, rights, selected, tree]);
}
