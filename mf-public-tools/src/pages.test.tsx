import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import { i18n, MemoryRouter, SuiteProviders } from '@coffee/field-toolkit/runtime';
import { pages } from './pages';
import { INFO_PATHS } from './shared/tools';

const pageAt = (path: string) => pages.find((page) => page.path === path)!.Page;

describe('the area pages', () => {
  beforeEach(() => act(() => sessionStore.setState({ status: 'signedOut', user: null })));

  it('add their own strings as they load: the intro shows its texts, not their keys', async () => {
    expect(i18n.exists('area.intro.title')).toBe(false);
    const Intro = pageAt(INFO_PATHS.intro);
    render(
      <SuiteProviders>
        <MemoryRouter>
          <Suspense fallback="loading">
            <Intro />
          </Suspense>
        </MemoryRouter>
      </SuiteProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '생두에서 한 잔까지, 커피의 모든 기록' }),
    ).toBeVisible();
    expect(i18n.exists('area.intro.title')).toBe(true);
    // Another page's strings come with that page only.
    expect(i18n.exists('area.guide.title')).toBe(false);
  });
});
