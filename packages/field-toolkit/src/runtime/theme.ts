import type { Theme } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import type { ThemePreference } from './preferences';
import { usePreferences } from './preferences';
import themes from './themes.json';

/** The coffee brand's light and dark themes, ready-made (`themeBuilder` builds them; its test keeps them equal). */
export const lightTheme = themes.light as unknown as Theme;
export const darkTheme = themes.dark as unknown as Theme;

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
