import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { EntityScreens } from './shared/EntityScreens';
import { REFERENCE_ROUTES } from './shared/routes';
import type { ReferencePageKey } from './shared/routes';

interface EntityPageModule {
  page: PageConfig;
  /** Extra list tools of the page. */
  Toolbar?: ComponentType;
}

/** A page folder's config as a route (list and detail below it), fetched on first visit. */
function entityPage(key: ReferencePageKey, load: () => Promise<EntityPageModule>): AreaPage {
  return {
    path: `${REFERENCE_ROUTES[key]}/*`,
    Page: lazy(async () => {
      const { page, Toolbar } = await load();
      return { default: () => <EntityScreens page={page} toolbar={Toolbar ? <Toolbar /> : undefined} /> };
    }),
  };
}

/** A page with its own screen component. */
function screenPage(key: ReferencePageKey, load: () => Promise<{ Screen: ComponentType }>): AreaPage {
  return { path: `${REFERENCE_ROUTES[key]}/*`, Page: lazy(async () => ({ default: (await load()).Screen })) };
}

export const pages: readonly AreaPage[] = [
  entityPage('CodeGroup', () => import('./pages/CodeGroup/page')),
  entityPage('CodeList', () => import('./pages/CodeList/page')),
  entityPage('Variety', () => import('./pages/Variety/page')),
  entityPage('Country', () => import('./pages/Country/page')),
  entityPage('SettingRegion', () => import('./pages/SettingRegion/page')),
  entityPage('SettingFarm', () => import('./pages/SettingFarm/page')),
  entityPage('SettingCompany', () => import('./pages/SettingCompany/page')),
  entityPage('SettingRoaster', () => import('./pages/SettingRoaster/page')),
  entityPage('SettingCafe', () => import('./pages/SettingCafe/page')),
  entityPage('SettingGreenbeanDefault', () => import('./pages/SettingGreenbeanDefault/page')),
  entityPage('SettingGreenbeanYear', () => import('./pages/SettingGreenbeanYear/page')),
  entityPage('SettingEquip', () => import('./pages/SettingEquip/page')),
  entityPage('SettingMaterial', () => import('./pages/SettingMaterial/page')),
  screenPage('SystemTable', () => import('./pages/SystemTable/SystemTableScreen')),
  screenPage('SystemCompare', () => import('./pages/SystemCompare/SystemCompareScreen')),
  screenPage('SystemCollection', () => import('./pages/SystemCollection/SystemCollectionScreen')),
];
