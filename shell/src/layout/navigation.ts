import { useLocation } from '@coffee/field-toolkit/runtime';
import type { Locale, ParsedRoute } from '@coffee/domain';
import { buildPath, parseRoute } from '@coffee/domain/navigation';

export function useRoute(): ParsedRoute & { search: string } {
  const location = useLocation();
  return { ...parseRoute(location.pathname), search: location.search };
}

/** A path in the visitor's language. */
export function localeHref(locale: Locale, ...segments: string[]): string {
  return buildPath(locale, segments);
}
