import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@coffee/domain';
import { DEFAULT_LOCALE, LOCALES } from '@coffee/domain/navigation';
import { messages } from '../i18n/messages';
import { widgetStrings } from '../i18n/widgets';

type Catalogue = Record<string, unknown>;
export type LocalisedStrings = Record<Locale, Catalogue>;

/**
 * The catalogue every page needs: the product's messages and widget strings. Field and page labels are added by the
 * forms folder when a page with forms loads; areas add theirs with `addStrings`.
 */
export const baseCatalogue: Record<string, LocalisedStrings> = {
  messages,
  widgets: widgetStrings,
};

function toResources(catalogue: Record<string, LocalisedStrings>): Resource {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { translation: Object.fromEntries(Object.entries(catalogue).map(([key, strings]) => [key, strings[locale]])) },
    ]),
  );
}

/** The one i18next instance of the page, shared by the shell and every remote. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  resources: toResources(baseCatalogue),
});

/** Adds an area's strings under `key.*` in both languages (deep-merged, later calls win). */
export function addStrings(key: string, strings: LocalisedStrings): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', { [key]: strings[locale] }, true, true);
}

export function setLanguage(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
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
