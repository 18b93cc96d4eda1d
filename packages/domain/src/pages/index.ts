import type { PageDescriptor } from './descriptor';

// The kernel of page descriptors: how an area describes a page. The pages themselves belong to the areas
// (`mf-<area>/model/pages.ts`); the suite composed of them is `@coffee/suite`, read by the server and tests.
export * from './descriptor';
export * from './storage';
export { membershipPages } from './membership';
export { descriptorProblems } from './problems';
export { newRecordOpenings, recordCalls, savedRecordAt } from './records';

/** Page titles by page key and locale (i18n `pages.<key>`). */
export const pageTitles = (pages: Readonly<Record<string, PageDescriptor>>) => {
  const titled = Object.values(pages).filter((page) => page.title && !page.aliasOf);
  const byLocale = (locale: 'kr' | 'en') =>
    Object.fromEntries(titled.map((page) => [page.key, page.title?.[locale] ?? page.key]));
  return { kr: byLocale('kr'), en: byLocale('en') };
};
