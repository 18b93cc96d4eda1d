import { pageRights, resolvePage } from '@coffee/domain/navigation';
import type { MenuNode, Visitor } from '@coffee/domain/navigation';
import { MENU_TREE } from '@coffee/suite';

/** A page of the menu tree and the demo user who opens it (none for a page a guest may open). */
export interface SuitePage {
  path: string;
  user?: string;
}

const member = (user_auth: string) => ({ auth_seq: 1, user_auth, name: 'demo' });

/** Demo users as the rights rules see them, tried in this order for each page (see the README's demo accounts). */
const DEMO_VISITORS: ReadonlyArray<{ userId: string; visitor: Visitor }> = [
  { userId: 'sadmin', visitor: { user: { user_id: 'sadmin', name: 'sadmin', usertype: ['SADMIN'] }, selected: {} } },
  {
    userId: 'rown',
    visitor: { user: { user_id: 'rown', name: 'rown', usertype: ['USER'] }, selected: { roaster: member('OWN') } },
  },
  {
    userId: 'cown',
    visitor: { user: { user_id: 'cown', name: 'cown', usertype: ['USER'] }, selected: { cafe: member('OWN') } },
  },
];

const GUEST: Visitor = { user: null, selected: {} };

/** Route segments of every leaf of the menu tree (category/group/tab, or shorter where a branch ends). */
function leafRoutes(nodes: readonly MenuNode[], parents: readonly string[] = []): string[][] {
  return nodes.flatMap((node) => {
    const segments = [...parents, node.id];
    return node.children?.length && segments.length < 3 ? leafRoutes(node.children, segments) : [segments];
  });
}

/**
 * Every page of packages/domain/src/navigation that a guest or a signed-in demo user can open, in English:
 * a page added to the menu tree is covered without touching the tests.
 */
export function suitePages(): SuitePage[] {
  return leafRoutes(MENU_TREE).flatMap((segments): SuitePage[] => {
    const page = resolvePage(segments, MENU_TREE);
    if (!page) return [];
    const path = `/en/${segments.join('/')}`;
    const opens = (visitor: Visitor) => {
      const rights = pageRights(page, visitor);
      return rights.listview || rights.view;
    };
    if (opens(GUEST)) return [{ path }];
    const demo = DEMO_VISITORS.find(({ visitor }) => opens(visitor));
    return demo ? [{ path, user: demo.userId }] : [];
  });
}
