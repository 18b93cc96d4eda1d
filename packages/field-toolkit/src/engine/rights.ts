import { useSessionStore } from '@coffee/api-client';
import type { SessionState } from '@coffee/api-client';
import type { Membership, OrgType, PageRights } from '@coffee/domain';
import { pageRights, parseRoute, resolvePage } from '@coffee/domain/navigation';
import { ORG_TYPES } from '@coffee/domain/session';
import { useMemo } from 'react';
import { useLocation } from '@coffee/field-toolkit/runtime';

const NO_RIGHTS: PageRights = { listview: false, view: false, write: false, edit: false, remove: false, menu: false };

/** The visitor's rights on a route (behaviour §01-2.4): the menu tree's rules for the session user and selections. */
export function rightsOf(pathname: string, state: Pick<SessionState, 'user' | 'rights' | 'selected'>): PageRights {
  const page = resolvePage(parseRoute(pathname).segments);
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
  return useMemo(() => rightsOf(pathname, { user, rights, selected }), [pathname, user, rights, selected]);
}
