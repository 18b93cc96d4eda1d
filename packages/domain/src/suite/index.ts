// Entry `@coffee/domain/suite`: the suite composed of its areas, as the API server describes it at run time
// (`GET /api/menu`). The shell never imports it: its build holds no area's pages, menu entries or rights.
import type { SuiteMenu } from '@coffee/domain/navigation';
import { HOME_GATES, PAGES, recordCalls } from '@coffee/domain/pages';
import { AREA_ROUTES, MENU_TREE } from './menuTree';

export { AREA_ROUTES, MENU_PARTS, MENU_TREE } from './menuTree';

export const SUITE_MENU: SuiteMenu = {
  tree: MENU_TREE,
  areas: AREA_ROUTES,
  homeGates: {
    roastery: HOME_GATES.roastery.route,
    cafe: HOME_GATES.cafe.route,
    admin: HOME_GATES.admin.route,
    lover: HOME_GATES.lover.route,
  },
  serialLookup: PAGES.SerialIntro.route,
  records: recordCalls(PAGES),
};
