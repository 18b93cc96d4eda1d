import type { Visitor } from '@coffee/domain/navigation';
import { PUBLIC_ROUTES, areaOfRoute, decidePageAccess } from '@coffee/domain/navigation';
import { AREA_ROUTES, MENU_TREE } from './menuTree';

const guest: Visitor = { user: null, selected: {} };

describe('the routes of the public pages', () => {
  const routes = Object.values(PUBLIC_ROUTES).flat();

  it('are pages of the menu tree that a guest may open', () => {
    const refused = routes.filter(
      (route) => decidePageAccess(route.split('/'), guest, { loading: false }, MENU_TREE).kind !== 'allowed',
    );
    expect(refused).toEqual([]);
  });

  it('all belong to the public tools, the only area a guest loads', () => {
    expect(routes.filter((route) => areaOfRoute(route.split('/'), AREA_ROUTES) !== 'mf-public-tools')).toEqual([]);
  });
});
