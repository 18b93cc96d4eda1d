import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import { FlavorWheel } from '@coffee/field-toolkit/charts';
import { i18n, MemoryRouter, SuiteProviders } from '@coffee/field-toolkit/runtime';
import { pages } from './pages';
import { INFO_PATHS, TOOL_PATHS } from './shared/tools';

const pageAt = (path: string) => pages.find((page) => page.path === path)!.Page;

const renderPage = (Page: ComponentType) =>
  render(
    <SuiteProviders>
      <MemoryRouter>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </MemoryRouter>
    </SuiteProviders>,
  );

describe('the area pages', () => {
  beforeEach(() => act(() => sessionStore.setState({ status: 'signedOut', user: null })));

  it('add their own strings as they load: the intro shows its texts, not their keys', async () => {
    expect(i18n.exists('area.intro.title')).toBe(false);
    renderPage(pageAt(INFO_PATHS.intro));
    expect(
      await screen.findByRole('heading', { level: 1, name: '생두에서 한 잔까지, 커피의 모든 기록' }),
    ).toBeVisible();
    expect(i18n.exists('area.intro.title')).toBe(true);
    // Another page's strings come with that page only.
    expect(i18n.exists('area.guide.title')).toBe(false);
  });

  it("start fetching the flavor wheel's chart with the wheel page's own code", async () => {
    const preload = jest.spyOn(FlavorWheel, 'preload').mockResolvedValue(undefined);
    renderPage(pageAt(TOOL_PATHS.flavorWheel));
    await waitFor(() => expect(preload).toHaveBeenCalled());
    preload.mockRestore();
  });
});
