import type { CafeRole, RoasterRole } from '../session/session';
import type { AreaName, AreaRoutes } from './areas';
import { AREA_NAMES } from './areas';
import type { MenuNode, MenuRights, Principal } from './menu';

// The words an area's menu is written in (behaviour §01-6, §03-6): who may do what, and the entries themselves.
export const EVERYONE: readonly Principal[] = ['GUEST'];
export const SIGNED_IN: readonly Principal[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER'];
export const ADMINS: readonly Principal[] = ['SADMIN', 'ADMIN'];
export const SYSTEM_ADMIN: readonly Principal[] = ['SADMIN'];
export const cafeRoles = (...roles: CafeRole[]): Principal[] => roles.map((role) => `cafe:${role}` as const);
export const roasterRoles = (...roles: RoasterRole[]): Principal[] => roles.map((role) => `roaster:${role}` as const);
export const ALL_CAFE = cafeRoles('BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN');
export const CAFE_MANAGERS = cafeRoles('MNG', 'SMNG', 'OWN');
export const CAFE_SENIOR = cafeRoles('SMNG', 'OWN');
export const ALL_ROASTER = roasterRoles('ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN');
export const ROASTER_STAFF = roasterRoles('SAST', 'MNG', 'SMNG', 'OWN');
export const ROASTER_MANAGERS = roasterRoles('MNG', 'SMNG', 'OWN');
export const ROASTER_SENIOR = roasterRoles('SMNG', 'OWN');
/** Read-only public pages: anyone may open them, nobody edits through them. */
export const PUBLIC_READ: MenuRights = { list: EVERYONE, read: EVERYONE, menu: EVERYONE, crud: [] };
/** Pages listing records created by sign-up: no create button (behaviour §03-2.5). */
export const NO_CREATE: MenuRights = { create: [] };
/** A page a signed-in visitor opens to create an organisation: outside the menu, no organisation needed. */
export const CREATE_ORGANISATION: MenuRights = { create: SIGNED_IN, read: SIGNED_IN, list: SIGNED_IN, menu: [] };

export const menuNode = (id: string, kr: string, en: string, extra: Omit<MenuNode, 'id' | 'label'> = {}): MenuNode => ({
  id,
  label: { kr, en },
  ...extra,
});

/**
 * The menu entry of a page, titled with the page's own title (its descriptor's), so the two cannot drift apart: the
 * last segment of the page's route is the entry's id.
 */
export const pageNode = (
  page: { readonly route: string; readonly title?: { readonly kr: string; readonly en: string } },
  extra: Omit<MenuNode, 'id' | 'label'> = {},
): MenuNode => {
  if (!page.title) throw new Error(`${page.route}: a page without a title has no menu entry of its own`);
  return menuNode(page.route.split('/').at(-1) ?? page.route, page.title.kr, page.title.en, extra);
};

/** Staff, equipment, events and sign-ups of a cafe or roastery: the same group in both. */
export const managementGroup = (managers: readonly Principal[], order: number): MenuNode =>
  menuNode('etc', '관리', 'Management', {
    order,
    rights: { crud: managers },
    children: [
      menuNode('user', '직원', 'Staff', { rights: NO_CREATE }),
      menuNode('equip', '장비', 'Equipment'),
      menuNode('event', '이벤트', 'Events'),
      menuNode('signup', '가입 신청', 'Sign-ups', { rights: NO_CREATE }),
      menuNode('etcuser', '퇴사·거절 직원', 'Former staff', { rights: NO_CREATE }),
    ],
  });

/**
 * Entries an area adds to the menu: `nodes` under the entry at `at` (a category, or a group of another area). The
 * area owns the routes of its nodes and everything below them.
 */
export interface MenuPart {
  at: readonly string[];
  nodes: readonly MenuNode[];
}

const withChildren = (node: MenuNode, children: MenuNode[]): MenuNode => ({ ...node, children });

/** Siblings in their `order` (entries without one keep their place after those with one). */
const ordered = (nodes: readonly MenuNode[]) =>
  nodes
    .map((node, index) => ({ node, index }))
    .sort((a, b) => (a.node.order ?? Infinity) - (b.node.order ?? Infinity) || a.index - b.index)
    .map(({ node }) => node);

function addAt(
  level: readonly MenuNode[],
  at: readonly string[],
  nodes: readonly MenuNode[],
  where: string,
): MenuNode[] {
  const [head, ...rest] = at;
  if (head === undefined) {
    const clash = nodes.find((node) => level.some((existing) => existing.id === node.id));
    if (clash) throw new Error(`menu: two entries ${[where, clash.id].filter(Boolean).join('/')}`);
    return ordered([...level, ...nodes]);
  }
  const parent = level.find((node) => node.id === head);
  if (!parent) throw new Error(`menu: no entry ${[where, head].filter(Boolean).join('/')} to add to`);
  const path = [where, head].filter(Boolean).join('/');
  return level.map((node) =>
    node === parent ? withChildren(node, addAt(node.children ?? [], rest, nodes, path)) : node,
  );
}

/** The menu tree: the categories with every area's parts placed (a part's parent first, whatever the order given). */
export function composeMenu(categories: readonly MenuNode[], parts: readonly MenuPart[]): MenuNode[] {
  return [...parts]
    .sort((a, b) => a.at.length - b.at.length)
    .reduce<MenuNode[]>((tree, part) => addAt(tree, part.at, part.nodes, ''), [...categories]);
}

/** The routes each area owns: the paths of the entries its parts add. */
export function areaRoutesOf(partsByArea: Readonly<Partial<Record<AreaName, readonly MenuPart[]>>>): AreaRoutes {
  const routes = {} as Record<AreaName, string[]>;
  for (const area of AREA_NAMES) {
    routes[area] = (partsByArea[area] ?? []).flatMap(({ at, nodes }) =>
      nodes.map((node) => [...at, node.id].join('/')),
    );
  }
  return routes;
}
