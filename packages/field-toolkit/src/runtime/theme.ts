import type { Theme } from '@fluentui/react-components';
import { useEffect, useSyncExternalStore } from 'react';
import type { ThemePreference } from './preferences';
import { preferencesStore, usePreferences } from './preferences';
import light from './themes/light.json';

export type ThemeMode = 'light' | 'dark';

/**
 * The coffee brand's themes, ready-made (`themeBuilder` builds them; its test keeps them equal). The light theme
 * comes with the runtime; the dark one is fetched when a visitor's theme is dark (the shell waits for it before its
 * first render when it is the stored choice, so no page is drawn in the wrong theme).
 */
export const lightTheme = light as unknown as Theme;
let darkTheme: Theme | undefined;
let darkLoading: Promise<Theme> | undefined;
const darkListeners = new Set<() => void>();

/** The theme of `mode`, fetched once; if the dark theme cannot be fetched, the light one (and a later call retries). */
export function loadTheme(mode: ThemeMode): Promise<Theme> {
  if (mode === 'light' || darkTheme) return Promise.resolve(darkTheme && mode === 'dark' ? darkTheme : lightTheme);
  darkLoading ??= import(/* webpackChunkName: "theme-dark" */ './themes/dark.json').then(
    (module) => {
      darkTheme = module.default as unknown as Theme;
      darkListeners.forEach((listener) => listener());
      return darkTheme;
    },
    (error: unknown) => {
      console.error(error);
      darkLoading = undefined;
      return lightTheme;
    },
  );
  return darkLoading;
}

function subscribeToDarkTheme(onLoad: () => void): () => void {
  darkListeners.add(onLoad);
  return () => darkListeners.delete(onLoad);
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(darkQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia?.(darkQuery).matches ?? false;

export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): ThemeMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** Fetches the theme the visitor's stored preference asks for now (the shell awaits it before its first render). */
export function loadPreferredTheme(): Promise<Theme> {
  return loadTheme(resolveThemeMode(preferencesStore.getState().theme, systemPrefersDark()));
}

/**
 * The Fluent theme for the visitor's preference, following the system scheme when asked to. Until a newly chosen
 * dark theme has arrived, the page stays in the light one (`mode` is always the mode of the theme returned).
 */
export function useSuiteTheme(): { mode: ThemeMode; theme: Theme } {
  const preference = usePreferences((state) => state.theme);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const dark = useSyncExternalStore(
    subscribeToDarkTheme,
    () => darkTheme,
    () => undefined,
  );
  const wanted = resolveThemeMode(preference, prefersDark);
  useEffect(() => {
    if (wanted === 'dark' && !dark) void loadTheme('dark');
  }, [wanted, dark]);
  return wanted === 'dark' && dark ? { mode: 'dark', theme: dark } : { mode: 'light', theme: lightTheme };
}
