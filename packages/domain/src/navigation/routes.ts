export const LOCALES = ['kr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'kr';

/** A path `/{locale?}/{category}/{group}/{tab}/...` taken apart. `segments` excludes the locale. */
export interface ParsedRoute {
  locale: Locale;
  segments: string[];
  category: string | undefined;
  group: string | undefined;
  tab: string | undefined;
}

export function parseRoute(pathname: string): ParsedRoute {
  const parts = pathname.split('/').filter(Boolean);
  const locale: Locale = parts[0] === 'en' ? 'en' : DEFAULT_LOCALE;
  const segments = parts[0] === 'en' ? parts.slice(1) : parts;
  return { locale, segments, category: segments[0], group: segments[1], tab: segments[2] };
}

/** The locale prefix of a path: '' for Korean (the default), '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export function buildPath(locale: Locale, segments: readonly string[]): string {
  const path = segments.filter(Boolean).join('/');
  return `${localePrefix(locale)}/${path}`;
}

/** The same page in another language; query and hash are kept. */
export function switchLocale(url: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const pathname = match?.[1] ?? '/';
  const suffix = match?.[2] ?? '';
  return `${buildPath(locale, parseRoute(pathname).segments)}${suffix}`;
}
