import type { AreaName, MenuPart } from '@coffee/domain/navigation';
import { areaRoutesOf, composeMenu } from '@coffee/domain/navigation';
import { CATEGORIES } from './categories';
import { CAFE_MENU } from 'mf-cafe/model';
import { PUBLIC_TOOLS_MENU } from 'mf-public-tools/model';
import { QUALITY_MENU } from 'mf-quality/model';
import { REFERENCE_MENU } from 'mf-reference/model';
import { ROASTER_MENU } from 'mf-roaster/model';
import { USER_MENU } from 'mf-user/model';

/** What each area adds to the menu. */
export const MENU_PARTS: Readonly<Record<AreaName, readonly MenuPart[]>> = {
  'mf-public-tools': PUBLIC_TOOLS_MENU,
  'mf-reference': REFERENCE_MENU,
  'mf-roaster': ROASTER_MENU,
  'mf-cafe': CAFE_MENU,
  'mf-quality': QUALITY_MENU,
  'mf-user': USER_MENU,
};

/** The menu tree: category → group → tab, with the rights matrix of behaviour §01-6 and §03-6. */
export const MENU_TREE = composeMenu(CATEGORIES, Object.values(MENU_PARTS).flat());

/** Which remote owns which routes: those of the entries it adds. */
export const AREA_ROUTES = areaRoutesOf(MENU_PARTS);
