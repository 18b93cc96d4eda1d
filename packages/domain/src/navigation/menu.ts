import type { CafeRole, OrgType, RoasterRole, UserType } from '../session/session';
import type { AreaRoutes } from './areas';
import type { HomeRole } from './home';
import type { NewRecordOpenings, RecordCalls } from './records';

export type MenuAction = 'list' | 'read' | 'create' | 'update' | 'delete' | 'menu';
/** Who an action is open to: a user type ('GUEST' = anyone) or a role in the selected cafe or roaster. */
export type Principal = UserType | `cafe:${CafeRole}` | `roaster:${RoasterRole}`;
/** Per-action lists; `crud` stands for every action not listed on its own. Children inherit what they omit. */
export type MenuRights = Partial<Record<MenuAction | 'crud', readonly Principal[]>>;

export interface MenuNode {
  id: string;
  label: { kr: string; en: string };
  /** false hides the entry from menus; the page stays reachable. */
  display?: boolean;
  /** The organisation whose membership the page needs (its selected id is sent as `{org}_seq`); null: none. */
  org?: OrgType | null;
  rights?: MenuRights;
  /** A call answering `{ count }` of what waits for the visitor there, shown beside the entry (new orders). */
  count?: string;
  /** Its place among entries that several areas add to one level (lower first). */
  order?: number;
  children?: readonly MenuNode[];
}

/**
 * The suite as the running system describes it to the shell (`GET /api/menu`), so the shell's build holds no area's
 * pages: the menu tree with its rights (behaviour §01-6, §03-6), the route prefixes each remote owns, the page whose
 * list right opens each role's home page (behaviour §10-1), the page that looks a bean's serial up, and each page's
 * detail call, so the shell fetches a saved record's data while the page's remote is still on its way.
 */
export interface SuiteMenu {
  tree: readonly MenuNode[];
  areas: AreaRoutes;
  homeGates: Readonly<Record<HomeRole, string>>;
  serialLookup: string;
  records: RecordCalls;
  /** What a New form reads as it opens, fetched by the shell too (a menu kept from an older suite has none). */
  newRecords?: NewRecordOpenings;
}
