import Cookies from 'js-cookie';
import {
  MENU_COOKIE,
  ROR_SPAN_COOKIE,
  SCREEN_COOKIE,
  preferenceBodyClasses,
  preferencesStore,
  readMenuPosition,
  readRorSpan,
  readScreenType,
  readTheme,
} from './preferences';
import { resolveThemeMode } from './theme';

describe('theme preference', () => {
  it('reads a stored theme', () => {
    localStorage.setItem('theme', 'dark');
    expect(readTheme(localStorage)).toBe('dark');
  });

  it('resets an unknown stored value to light, in storage too', () => {
    localStorage.setItem('theme', 'sepia');
    expect(readTheme(localStorage)).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('stores a chosen theme', () => {
    preferencesStore.getState().setTheme('system');
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('follows the system scheme only for the system preference', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
  });
});

describe('screen type and menu position cookies', () => {
  afterEach(() => {
    Cookies.remove(SCREEN_COOKIE, { path: '/' });
    Cookies.remove(MENU_COOKIE, { path: '/' });
  });

  it('writes cookies for 30 days when changed', () => {
    const set = jest.spyOn(Cookies, 'set');
    preferencesStore.getState().setScreenType('F');
    preferencesStore.getState().setMenuPosition('T');
    expect(set).toHaveBeenCalledWith(SCREEN_COOKIE, 'F', expect.objectContaining({ expires: 30 }));
    expect(set).toHaveBeenCalledWith(MENU_COOKIE, 'T', expect.objectContaining({ expires: 30 }));
    expect(readScreenType()).toBe('F');
    expect(readMenuPosition()).toBe('T');
    set.mockRestore();
  });

  it('falls back to normal width and a left menu for missing or unknown cookies', () => {
    Cookies.set(SCREEN_COOKIE, 'X');
    expect(readScreenType()).toBe('N');
    expect(readMenuPosition()).toBe('L');
  });

  it('gives the body classes of the current choice', () => {
    expect(preferenceBodyClasses({ screenType: 'S', menuPosition: 'B' })).toEqual(['screen-S', 'menu-B']);
  });
});

describe('RoR delta span cookie (behaviour §08-2.1)', () => {
  afterEach(() => Cookies.remove(ROR_SPAN_COOKIE, { path: '/' }));

  it('keeps a chosen span for the next visit and falls back to 15 s for an unknown one', () => {
    preferencesStore.getState().setRorSpan(30);
    expect(Cookies.get(ROR_SPAN_COOKIE)).toBe('30');
    expect(readRorSpan()).toBe(30);
    Cookies.set(ROR_SPAN_COOKIE, '7');
    expect(readRorSpan()).toBe(15);
  });
});
