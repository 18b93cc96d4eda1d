import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@coffee/domain';
import { DEFAULT_LOCALE, LOCALES } from '@coffee/domain/navigation';

type Catalogue = Record<string, unknown>;
export type LocalisedStrings = Record<Locale, Catalogue>;
/** One language's strings, by top-level key (`{ shell: {...} }`): usually a dynamic import of that language's file. */
export type LanguageLoader = (locale: Locale) => Promise<Record<string, Catalogue>>;

/** The one i18next instance of the page, shared by the shell and every remote. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  resources: {},
});

function addBundle(locale: Locale, strings: Record<string, Catalogue>): void {
  i18n.addResourceBundle(locale, 'translation', strings, true, true);
}

/** A page's title in both languages, under its key (what a descriptor and an area's page carry). */
export interface TitledPage {
  readonly key?: string;
  readonly title?: { readonly kr: string; readonly en: string };
}

/** Adds the titles of an area's pages as `pages.<key>` (headings, tables' names): each area brings its own. */
export function addPageTitles(pages: readonly TitledPage[]): void {
  const titled = pages.filter((page): page is Required<TitledPage> => Boolean(page.key && page.title));
  for (const locale of LOCALES)
    addBundle(locale, { pages: Object.fromEntries(titled.map((page) => [page.key, page.title[locale]])) });
}

/** Adds an area's strings under `key.*` in both languages (deep-merged, later calls win). */
export function addStrings(key: string, strings: LocalisedStrings): void {
  for (const locale of LOCALES) addBundle(locale, { [key]: strings[locale] });
}

/**
 * Strings fetched one language at a time (behaviour §11-1.1): the toolkit's messages and widget strings here, an
 * area's (the shell's) through `addLanguageStrings`; each loader runs once per language, when a page first needs it.
 */
const languageLoaders = new Map<string, LanguageLoader>([
  [
    'toolkit',
    async (locale) =>
      locale === 'kr'
        ? (await import(/* webpackChunkName: "strings-kr" */ '../i18n/strings.kr')).stringsKr
        : (await import(/* webpackChunkName: "strings-en" */ '../i18n/strings.en')).stringsEn,
  ],
]);
const loadedLanguages = new Map<string, Promise<void>>();
const requestedLanguages = new Set<Locale>();

function loadOne(key: string, locale: Locale): Promise<void> {
  const id = `${key}:${locale}`;
  let loading = loadedLanguages.get(id);
  if (!loading) {
    loading = languageLoaders.get(key)!(locale)
      .then((strings) => addBundle(locale, strings))
      .catch((error: unknown) => {
        loadedLanguages.delete(id); // a failed fetch is tried again by the next switch
        throw error;
      });
    loadedLanguages.set(id, loading);
  }
  return loading;
}

/** Fetches every registered catalogue's strings of `locale` (once; later calls share the first one's promise). */
export function loadLanguage(locale: Locale): Promise<void> {
  requestedLanguages.add(locale);
  return Promise.all([...languageLoaders.keys()].map((key) => loadOne(key, locale))).then(() => undefined);
}

/** Registers an area's strings fetched per language; the languages already needed are fetched at once. */
export function addLanguageStrings(key: string, load: LanguageLoader): Promise<void> {
  languageLoaders.set(key, load);
  return Promise.all([...requestedLanguages].map((locale) => loadOne(key, locale))).then(() => undefined);
}

/** Switches to `locale` once its strings are in: the page keeps the current language until then, never keys. */
export async function setLanguage(locale: Locale): Promise<void> {
  await loadLanguage(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'kr' ? 'ko' : 'en';
}

/** Every key path of a nested catalogue, e.g. `screen.N`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return typeof value === 'string' && value.trim() ? [prefix] : [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys that have a text in one language but not in the other (tests call this for every catalogue). */
export function missingTranslations(strings: LocalisedStrings): string[] {
  const [kr, en] = [new Set(keyPaths(strings.kr)), new Set(keyPaths(strings.en))];
  return [
    ...[...kr].filter((key) => !en.has(key)).map((key) => `en.${key}`),
    ...[...en].filter((key) => !kr.has(key)).map((key) => `kr.${key}`),
  ];
}
