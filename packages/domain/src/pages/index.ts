import { CAFE_PAGES } from './cafe';
import type { PageDescriptor } from './descriptor';
import { PUBLIC_PAGES } from './public';
import { QUALITY_PAGES } from './quality';
import { REFERENCE_PAGES } from './reference';
import { ROASTER_PAGES } from './roaster';
import { USER_PAGES } from './user';

export * from './descriptor';
export * from './storage';
export { descriptorProblems } from './problems';
export { recordCalls, savedRecordAt } from './records';
export { HOME_GATES } from './home';
export { EQUIP_PAGES, ORG_PAGES, RELATION_PAGES } from './byOrganisation';
export { CAFE_PAGES, PUBLIC_PAGES, QUALITY_PAGES, REFERENCE_PAGES, ROASTER_PAGES, USER_PAGES };

/** Every page of the suite, by page key (a second route of a page under a name of its own). */
export const PAGES = {
  ...REFERENCE_PAGES,
  ...ROASTER_PAGES,
  ...CAFE_PAGES,
  ...QUALITY_PAGES,
  ...USER_PAGES,
  ...PUBLIC_PAGES,
} as const satisfies Readonly<Record<string, PageDescriptor>>;

export type PageName = keyof typeof PAGES;

/** Page titles by page key and locale (i18n `pages.<key>`). */
export const pageTitles = (pages: Readonly<Record<string, PageDescriptor>> = PAGES) => {
  const titled = Object.values(pages).filter((page) => page.title && !page.aliasOf);
  const byLocale = (locale: 'kr' | 'en') =>
    Object.fromEntries(titled.map((page) => [page.key, page.title?.[locale] ?? page.key]));
  return { kr: byLocale('kr'), en: byLocale('en') };
};
