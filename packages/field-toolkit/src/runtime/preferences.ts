import Cookies from 'js-cookie';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Locale } from '@coffee/domain';
import type { RorSpanSeconds } from '@coffee/domain/preferences';
import { rorSpanOf } from '@coffee/domain/preferences';
import { DEFAULT_LOCALE } from '@coffee/domain/navigation';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
/** N normal, S simple (narrow), F full width. */
export const SCREEN_TYPES = ['N', 'S', 'F'] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];
/** Where the side menu sits: left, right, top, bottom. */
export const MENU_POSITIONS = ['L', 'R', 'T', 'B'] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];

export const THEME_STORAGE_KEY = 'theme';
export const SCREEN_COOKIE = 'screen_type';
export const MENU_COOKIE = 'menu_position';
/** The RoR delta span in seconds (behaviour §08-2.1). */
export const ROR_SPAN_COOKIE = 'ror_span';
export const PREFERENCE_COOKIE_DAYS = 30;

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The stored theme; an unknown value resets to light (behaviour §01-4). */
export function readTheme(storage: Pick<Storage, 'getItem' | 'setItem'>): ThemePreference {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  const theme = oneOf(THEMES, stored, 'light');
  if (stored !== theme) storage.setItem(THEME_STORAGE_KEY, theme);
  return theme;
}

export function readScreenType(): ScreenType {
  return oneOf(SCREEN_TYPES, Cookies.get(SCREEN_COOKIE), 'N');
}

export function readMenuPosition(): MenuPosition {
  return oneOf(MENU_POSITIONS, Cookies.get(MENU_COOKIE), 'L');
}

export function readRorSpan(): RorSpanSeconds {
  return rorSpanOf(Cookies.get(ROR_SPAN_COOKIE));
}

export interface PreferencesState {
  theme: ThemePreference;
  screenType: ScreenType;
  menuPosition: MenuPosition;
  /** The delta span the rate of rise is computed over, on every roasting chart (behaviour §08-2.1). */
  rorSpan: RorSpanSeconds;
  /** The locale of the current route; the shell sets it on every navigation. */
  locale: Locale;
  setTheme(theme: ThemePreference): void;
  setScreenType(screenType: ScreenType): void;
  setMenuPosition(menuPosition: MenuPosition): void;
  setRorSpan(rorSpan: RorSpanSeconds): void;
  setLocale(locale: Locale): void;
}

const cookieOptions = { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'lax', path: '/' } as const;

/** UI preferences shared by the shell and every remote (this module is a shared singleton). */
export const preferencesStore = createStore<PreferencesState>()((set) => ({
  theme: typeof localStorage === 'undefined' ? 'light' : readTheme(localStorage),
  screenType: readScreenType(),
  menuPosition: readMenuPosition(),
  rorSpan: readRorSpan(),
  locale: DEFAULT_LOCALE,
  setTheme(theme) {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    set({ theme });
  },
  setScreenType(screenType) {
    Cookies.set(SCREEN_COOKIE, screenType, cookieOptions);
    set({ screenType });
  },
  setMenuPosition(menuPosition) {
    Cookies.set(MENU_COOKIE, menuPosition, cookieOptions);
    set({ menuPosition });
  },
  setRorSpan(rorSpan) {
    Cookies.set(ROR_SPAN_COOKIE, String(rorSpan), cookieOptions);
    set({ rorSpan });
  },
  setLocale(locale) {
    set({ locale });
  },
}));

export function usePreferences<T>(selector: (state: PreferencesState) => T): T {
  return useStore(preferencesStore, selector);
}

/** Body classes for the screen type and menu position, e.g. `screen-N menu-L`. */
export function preferenceBodyClasses(state: Pick<PreferencesState, 'screenType' | 'menuPosition'>): string[] {
  return [`screen-${state.screenType}`, `menu-${state.menuPosition}`];
}
