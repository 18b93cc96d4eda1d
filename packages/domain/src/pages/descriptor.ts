import type { EntityDef } from '../model/fields';
import type { PageStorage } from './storage';

/** A title as written in the catalogue: Korean, English. */
export type Title = readonly [kr: string, en: string];

/** The calls of an engine page: list, detail (the record id is appended), save, delete and its option lookup. */
export interface PageApi {
  readonly list: string;
  readonly detail: string;
  readonly save: string;
  readonly remove: string;
  /** Option list of the page's records for selects elsewhere, when it has one. */
  readonly code?: string;
}

/**
 * Everything that names a page, in one object: the client routes it, `definePage` and the server's resources take
 * it by reference, so a page's key, route (= the menu page whose rights apply) and API paths are written once.
 */
export interface PageDescriptor<K extends string = string> {
  /** Page key: the entity's name, the i18n key of the title (`pages.<key>`), the clipboard category. */
  readonly key: K;
  /** The path below the locale (`roaster/greenbean/roaster`): the route, and the menu page whose rights apply. */
  readonly route: string;
  /** The page's fields, list and scope; absent for pages with a screen of their own. */
  readonly entity?: EntityDef;
  /** The page's calls, derived from its entity. */
  readonly api?: PageApi;
  /** Title in both locales; absent where the screen names itself. */
  readonly title?: { readonly kr: string; readonly en: string };
  /** Set on a second route of another page (same key, entity and calls): the page it shows. */
  readonly aliasOf?: string;
  /** Where its records are stored beyond the entity's table: references checked, sub-lists' child tables. */
  readonly storage?: PageStorage;
  /**
   * Who answers its entity's calls: the engine (the default: a page without hooks needs no server code) or the
   * server's hand-written routes.
   */
  readonly servedBy?: 'engine' | 'routes';
  /**
   * The GET calls its New form reads as it opens, sent with the visitor's day (`today`); the shell fetches them with
   * the visitor's rights (behaviour §11-3.2).
   */
  readonly opensNew?: readonly string[];
}

/** An entity page descriptor whose entity and calls are known (what `definePage` and the server take). */
export type EntityPageDescriptor<K extends string = string> = PageDescriptor<K> & {
  readonly entity: EntityDef;
  readonly api: PageApi;
};

/**
 * The one derivation of a page's calls from its entity: `{base}/list`, `{base}/detail` (no trailing slash),
 * `{base}/edit`, `{base}/delete`, the base being the list path without `/list`; the entity's own paths win.
 */
export function pageApi(entity: EntityDef): PageApi {
  const base = entity.api?.list?.replace(/\/list$/, '') ?? '';
  return {
    list: entity.api?.list ?? `${base}/list`,
    detail: (entity.api?.detail ?? `${base}/detail/`).replace(/\/$/, ''),
    save: entity.api?.save ?? `${base}/edit`,
    remove: `${base}/delete`,
    ...(entity.api?.code ? { code: entity.api.code } : {}),
  };
}

const titled = (title: Title | undefined) => (title ? { title: { kr: title[0], en: title[1] } } : {});

/** A page drawn by the engine from its entity; the key is the entity's name. */
export function entityPageOf<K extends string>(
  entity: EntityDef & { readonly name: K },
  route: string,
  title?: Title,
  storage?: PageStorage,
): EntityPageDescriptor<K> {
  return { key: entity.name, route, entity, api: pageApi(entity), ...titled(title), ...(storage ? { storage } : {}) };
}

/** A page with a screen of its own (no entity of its own). */
export function screenPageOf<K extends string>(key: K, route: string, title?: Title): PageDescriptor<K> {
  return { key, route, ...titled(title) };
}

/** The same page at a second route (its own menu entry): key, entity, calls and title are the page's. */
export function aliasOf<P extends PageDescriptor>(page: P, route: string): P {
  return { ...page, route, aliasOf: page.key };
}

/** The absolute path of a page inside its remote's router (basename = the locale prefix). */
export const pagePath = (page: PageDescriptor): string => `/${page.route}`;

/** The menu segments whose rights apply to the page (server checks and client alike). */
export const menuSegments = (page: PageDescriptor): string[] => page.route.split('/');

/** The option lookup of a page's records (the server serves it, selects elsewhere call it); a page without one: error. */
export function lookupPath(page: PageDescriptor): string {
  if (!page.api?.code) throw new Error(`${page.key}: no option lookup`);
  return page.api.code;
}
