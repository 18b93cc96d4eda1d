import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { EntityScreens } from './EntityScreens';

/** What a page folder's `page.ts` exports. */
export interface EntityPageModule {
  page: PageConfig;
  /** Extra list tools of the page. */
  Toolbar?: ComponentType;
}

/** Removes leading and trailing slashes: routes are relative to the remote's basename. */
const routeOf = (route: string) => route.replace(/^\/+|\/+$/g, '');

/**
 * A page folder's config as an area page: its screens below `route` (list and detail), the folder fetched on the
 * first visit. `route` is the menu route below the locale prefix, e.g. 'roaster/etc/event'.
 */
export function entityPage(route: string, load: () => Promise<EntityPageModule>): AreaPage {
  return {
    path: `${routeOf(route)}/*`,
    Page: lazy(async () => {
      const { page, Toolbar } = await load();
      return { default: () => <EntityScreens page={page} toolbar={Toolbar ? <Toolbar /> : undefined} /> };
    }),
  };
}

/** A page with its own screen component, fetched on the first visit. */
export function screenPage(route: string, load: () => Promise<{ Screen: ComponentType }>): AreaPage {
  return { path: `${routeOf(route)}/*`, Page: lazy(async () => ({ default: (await load()).Screen })) };
}
