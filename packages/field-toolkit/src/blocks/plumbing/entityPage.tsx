import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageDescriptor } from '@coffee/domain';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { EntityScreens } from './EntityScreens';

/** What a page folder's `page.ts` exports. */
export interface EntityPageModule {
  page: PageConfig;
  /** Extra list tools of the page. */
  Toolbar?: ComponentType;
}

/**
 * A page folder's config as an area page: its screens below the descriptor's route (list and detail), the folder
 * fetched on the first visit.
 */
export function entityPage(descriptor: PageDescriptor, load: () => Promise<EntityPageModule>): AreaPage {
  return {
    key: descriptor.key,
    path: `${descriptor.route}/*`,
    Page: lazy(async () => {
      const { page, Toolbar } = await load();
      return { default: () => <EntityScreens page={page} toolbar={Toolbar ? <Toolbar /> : undefined} /> };
    }),
  };
}

/** A page with its own screen component at the descriptor's route, fetched on the first visit. */
export function screenPage(descriptor: PageDescriptor, load: () => Promise<{ Screen: ComponentType }>): AreaPage {
  return {
    key: descriptor.key,
    path: `${descriptor.route}/*`,
    Page: lazy(async () => ({ default: (await load()).Screen })),
  };
}
