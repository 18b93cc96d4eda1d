import type { Membership, OrgType, SessionUser, UserType } from '../session/session';
import type { MenuAction, MenuNode, MenuRights, Principal } from './menu';

/** What the visitor may do on a page (behaviour §01-2.4). */
export interface PageRights {
  listview: boolean;
  view: boolean;
  write: boolean;
  edit: boolean;
  remove: boolean;
  menu: boolean;
}

/** The visitor as the rights rules see it: user types and the selected membership per organisation type. */
export interface Visitor {
  user: SessionUser | null;
  selected: Partial<Record<OrgType, Membership | undefined>>;
}

export interface ResolvedPage {
  /** Nodes from the category down to the deepest matching node. */
  chain: MenuNode[];
  node: MenuNode;
  org: OrgType | null;
  rights: Required<MenuRights>;
}

const ACTIONS: readonly MenuAction[] = ['list', 'read', 'create', 'update', 'delete', 'menu'];

function inherit(parent: Required<MenuRights>, own: MenuRights | undefined): Required<MenuRights> {
  if (!own) return parent;
  const crud = own.crud ?? parent.crud;
  const resolved = { crud } as Required<MenuRights>;
  for (const action of ACTIONS) resolved[action] = own[action] ?? (own.crud ? own.crud : parent[action]);
  return resolved;
}

const NOBODY: Required<MenuRights> = { crud: [], list: [], read: [], create: [], update: [], delete: [], menu: [] };

/** Walks the menu tree along the route's segments; undefined when the category itself is unknown. */
export function resolvePage(segments: readonly string[], tree: readonly MenuNode[]): ResolvedPage | undefined {
  const chain: MenuNode[] = [];
  let level: readonly MenuNode[] | undefined = tree;
  let rights = NOBODY;
  let org: OrgType | null = null;
  for (const segment of segments.slice(0, 3)) {
    const next: MenuNode | undefined = level?.find((candidate) => candidate.id === segment);
    if (!next) break;
    chain.push(next);
    rights = inherit(rights, next.rights);
    if (next.org !== undefined) org = next.org;
    level = next.children;
  }
  const node = chain[chain.length - 1];
  if (!node) return undefined;
  // A group route that names a tab that does not exist is not a page.
  if (chain.length < Math.min(segments.length, 3) && node.children) return undefined;
  return { chain, node, org, rights };
}

export function visitorUserTypes(visitor: Visitor): UserType[] {
  return visitor.user ? [...visitor.user.usertype] : ['GUEST'];
}

function allows(principals: readonly Principal[], visitor: Visitor): boolean {
  const types = visitorUserTypes(visitor);
  return principals.some((principal) => {
    if (principal === 'GUEST') return true;
    const [orgType, role] = principal.split(':') as [string, string | undefined];
    if (role === undefined) return types.includes(principal as UserType);
    return visitor.user !== null && visitor.selected[orgType as OrgType]?.user_auth === role;
  });
}

export function pageRights(page: ResolvedPage, visitor: Visitor): PageRights {
  const can = (action: MenuAction) => allows(page.rights[action], visitor);
  return {
    listview: can('list'),
    view: can('read'),
    write: visitor.user !== null && can('create'),
    edit: visitor.user !== null && can('update'),
    remove: visitor.user !== null && can('delete'),
    menu: can('menu') && page.node.display !== false,
  };
}

export type PageAccess =
  | { kind: 'loading' }
  | { kind: 'allowed'; page: ResolvedPage; rights: PageRights }
  | { kind: 'signin' }
  | { kind: 'nopage' }
  | { kind: 'nopermission' }
  | { kind: 'noorg'; org: OrgType };

/**
 * The page-access decision of behaviour §01-2.4 / §03-4.3: loading while the session or rights load; then the page,
 * or the sign-in page for a signed-out visitor without list rights, or for a signed-in one the no-page,
 * no-roaster/no-cafe (page needs an organisation the user has none of) or no-permission page.
 */
export function decidePageAccess(
  segments: readonly string[],
  visitor: Visitor,
  state: { loading: boolean; memberships?: Partial<Record<OrgType, readonly Membership[]>> },
  tree: readonly MenuNode[],
): PageAccess {
  if (state.loading) return { kind: 'loading' };
  const page = resolvePage(segments, tree);
  if (!page) return { kind: 'nopage' };
  const rights = pageRights(page, visitor);
  if (rights.listview || rights.view) return { kind: 'allowed', page, rights };
  if (!visitor.user) return { kind: 'signin' };
  if (page.org && (state.memberships?.[page.org]?.length ?? 0) === 0) return { kind: 'noorg', org: page.org };
  return { kind: 'nopermission' };
}

/** A menu level as the visitor sees it: displayed entries with list rights (behaviour §01-2.2). */
export function visibleEntries(
  parentSegments: readonly string[],
  visitor: Visitor,
  tree: readonly MenuNode[],
): MenuNode[] {
  const level = parentSegments.length === 0 ? tree : resolvePage(parentSegments, tree)?.node.children;
  return (level ?? []).filter((entry) => {
    if (entry.display === false) return false;
    const page = resolvePage([...parentSegments, entry.id], tree);
    return page !== undefined && pageRights(page, visitor).listview;
  });
}
