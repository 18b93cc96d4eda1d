import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';
import { commonStrings } from './shared/strings';

/** Parts of the area's catalogue by key (`area.<key>.*`) as one catalogue per language. */
export function areaStrings(parts: Record<string, LocalisedStrings>): LocalisedStrings {
  const pick = (locale: 'kr' | 'en') =>
    Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, part[locale]]));
  return { kr: pick('kr'), en: pick('en') };
}

/** What every page of the area uses, added when the area loads; each page adds its own with it (see `pages`). */
export const strings: LocalisedStrings = areaStrings({ common: commonStrings });
