import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { EntityPageDescriptor, PageDescriptor } from '@coffee/domain';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import type { ListPageConfig, PageConfig } from '@coffee/field-toolkit/engine';
import { definePage } from '@coffee/field-toolkit/engine';
import { EntityScreens, fetchedDetail, listView } from './EntityScreens';
import type { ListScreen } from './EntityScreens';
import { retryingOnce } from './retryingOnce';

const titleOf = (descriptor: PageDescriptor) => (descriptor.title ? { title: descriptor.title } : {});

/** What a page folder's `page.ts` exports: the page's whole config, fetched when a record or New opens. */
export interface EntityPageModule {
  page: PageConfig;
  /** List tools belong to the light list part (`ListPart`), never to `page.ts`. */
  Toolbar?: never;
}

/** What a page folder's light `list.ts` exports: all its list needs beyond the descriptor. */
export interface ListPart {
  list?: ListPageConfig;
  /** Extra list tools of the page. */
  Toolbar?: ComponentType;
}

/**
 * A page folder's config as an area page, at the descriptor's route: the list is drawn from the descriptor (and the
 * page's light list part, if it has settings or tools of its own), fetched with the list engine when the list shows,
 * so it downloads nothing of the detail screen; the folder's `page.ts` (forms, widgets, custom fields) comes with the
 * detail screen when a record or New opens, which runs nothing of the list, and at idle once the list has shown its
 * rows (docs/performance.md, "Loading on a phone").
 */
export function entityPage(
  descriptor: EntityPageDescriptor,
  load: () => Promise<EntityPageModule>,
  loadList?: () => Promise<ListPart>,
): AreaPage {
  const detail = fetchedDetail(retryingOnce(async () => (await load()).page));
  let defined: PageConfig | undefined;
  // Defined (its title registered) when the page first shows, as its list part and detail are fetched.
  const page = () => (defined ??= definePage(descriptor));
  const List: ListScreen = lazy(async () => {
    const [ListView, { list, Toolbar } = {}] = await Promise.all([listView(), loadList?.()]);
    const listPage = list ? { ...page(), list } : page();
    const toolbar = Toolbar ? <Toolbar /> : undefined;
    return { default: (props) => <ListView page={listPage} toolbar={toolbar} {...props} /> };
  });
  return {
    key: descriptor.key,
    ...titleOf(descriptor),
    path: `${descriptor.route}/*`,
    Page: () => <EntityScreens page={page()} detail={detail} List={List} />,
  };
}

/** A page with its own screen component at the descriptor's route, fetched on the first visit. */
export function screenPage(descriptor: PageDescriptor, load: () => Promise<{ Screen: ComponentType }>): AreaPage {
  return {
    key: descriptor.key,
    ...titleOf(descriptor),
    path: `${descriptor.route}/*`,
    Page: lazy(async () => ({ default: (await load()).Screen })),
  };
}
