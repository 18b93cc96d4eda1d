import { act, renderHook, waitFor } from '@testing-library/react';
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
});
