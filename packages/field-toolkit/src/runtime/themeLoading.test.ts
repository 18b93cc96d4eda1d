import { createElement } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { SuiteProviders } from './SuiteProviders';
import { preferencesStore } from './preferences';
import { lightTheme, loadPreferredTheme, useSuiteTheme } from './theme';
import { buildThemes } from './themeBuilder';

// Its own file: the dark theme is fetched once per page, and here nothing has fetched it yet.
describe('the theme a page is drawn in', () => {
  afterAll(() => localStorage.clear());

  it('stays light until a newly chosen dark theme has arrived, then is dark', async () => {
    const { result } = renderHook(() => useSuiteTheme());
    expect(result.current).toEqual({ mode: 'light', theme: lightTheme });

    act(() => preferencesStore.getState().setTheme('dark'));
    expect(result.current).toEqual({ mode: 'light', theme: lightTheme });
    await waitFor(() => expect(result.current.mode).toBe('dark'));
    expect(result.current.theme).toEqual(buildThemes().dark);
    expect(await loadPreferredTheme()).toBe(result.current.theme);
  });

  it('names the theme it draws on the root, so a check of colours can wait for it', async () => {
    act(() => preferencesStore.getState().setTheme('light'));
    const { container } = render(createElement(SuiteProviders, null, 'page'));
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
    act(() => preferencesStore.getState().setTheme('dark'));
    await waitFor(() => expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'dark'));
  });
});
