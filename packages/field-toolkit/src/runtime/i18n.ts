import i18next from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@coffee/domain';
import { DEFAULT_LOCALE, LOCALES, fieldLabels, pageLabels } from '@coffee/domain';
import { messages } from '../i18n/messages';
import { widgetStrings } from '../i18n/widgets';

type Catalogue = Record<string, unknown>;
export type LocalisedStrings = Record<Locale, Catalogue>;

/** The toolkit-wide catalogue: spec messages, widget strings, field and page labels. Areas add theirs with `addStrings`. */
export const baseCatalogue: Record<string, LocalisedStrings> = {
  messages,
  widgets: widgetStrings,
  fields: fieldLabels,
  pages: pageLabels,
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
