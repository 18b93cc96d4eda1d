import type { BrandVariants, Theme } from '@fluentui/react-components';
import { createDarkTheme, createLightTheme } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import type { ThemePreference } from './preferences';
import { usePreferences } from './preferences';

/** A roast ramp: from dark roast (10) through medium to crema (160). */
const coffeeBrand: BrandVariants = {
  10: '#070302',
  20: '#1F130D',
  30: '#331E14',
  40: '#432719',
  50: '#53301E',
  60: '#643A23',
  70: '#754428',
  80: '#874E2D',
  90: '#995933',
  100: '#A7673F',
  110: '#B4764F',
  120: '#C0865F',
  130: '#CC9670',
  140: '#D7A782',
  150: '#E2B895',
  160: '#ECC9A9',
};

export const lightTheme: Theme = createLightTheme(coffeeBrand);
export const darkTheme: Theme = {
  ...createDarkTheme(coffeeBrand),
  colorBrandForeground1: coffeeBrand[130],
  colorBrandForeground2: coffeeBrand[140],
  colorBrandForegroundLink: coffeeBrand[140],
};

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(darkQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia?.(darkQuery).matches ?? false;

export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): 'light' | 'dark' {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** The Fluent theme for the visitor's preference, following the system scheme when asked to. */
export function useSuiteTheme(): { mode: 'light' | 'dark'; theme: Theme } {
  const preference = usePreferences((state) => state.theme);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const mode = resolveThemeMode(preference, prefersDark);
  return { mode, theme: mode === 'dark' ? darkTheme : lightTheme };
}
