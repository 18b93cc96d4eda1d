import { useEffect } from 'react';
import { QR_LANDING_PATHS } from '@coffee/domain/navigation';
import { useNavigate } from '@coffee/field-toolkit/runtime';

/**
 * A language-neutral QR link opened by a browser that prefers English over Korean goes to the English page
 * (behaviour §10-3.4); any other path, or a visitor who chose a language in the path, is left alone.
 */
export function arrivalPath(pathname: string, languages: readonly string[]): string | null {
  if (!QR_LANDING_PATHS.some((path) => pathname.startsWith(path))) return null;
  const first = languages.map((language) => language.toLowerCase()).find((language) => /^(en|ko)\b/.test(language));
  return first?.startsWith('en') ? `/en${pathname}` : null;
}

/** On the first page of a visit only. */
export function useArrivalLanguage() {
  const navigate = useNavigate();
  useEffect(() => {
    const target = arrivalPath(globalThis.location.pathname, globalThis.navigator?.languages ?? []);
    if (target) navigate(`${target}${globalThis.location.search}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page of the visit only
  }, []);
}
