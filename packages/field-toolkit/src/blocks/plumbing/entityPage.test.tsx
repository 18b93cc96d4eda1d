import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { sessionStore } from '@coffee/api-client';
import { PAGES } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { renderBlock } from '../testing/renderBlock';
import { entityPage, screenPage } from './entityPage';

jest.setTimeout(20_000);

const region = definePage(PAGES.SettingRegion);
const profile = definePage(PAGES.RoasterUserInfo);

const renderArea = (page: AreaPage, route: string) =>
  renderBlock(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path={page.path} element={<page.Page />} />
      </Routes>
    </Suspense>,
    { route },
  );

let fetchMock: jest.Mock;
beforeEach(() => {
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'tester', name: 'Tester', usertype: ['ADMIN'] } });
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) =>
    url.includes('/detail')
      ? jsonResponse({ status: 'OK', result: { region_seq: 3, region_name: 'Huila', edit_check: true } })
      : jsonResponse({ status: 'OK', result: [], pagination: { page: 1, total_pages: 1 } }),
  );
});

describe('entity pages', () => {
  it('loads the page folder on the first visit and shows its list at the route', async () => {
    const load = jest.fn(async (): Promise<{ page: PageConfig }> => ({ page: region }));
    const page = entityPage(PAGES.SettingRegion, load);
    expect(page.path).toBe('info/map/region/*');
    expect(load).not.toHaveBeenCalled();
    renderArea(page, '/info/map/region');
    expect(await screen.findByRole('button', { name: 'Search' }, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the detail of a record below the route', async () => {
    renderArea(
      entityPage(PAGES.SettingRegion, async () => ({ page: region })),
      '/info/map/region/3',
    );
    expect(await screen.findByDisplayValue('Huila', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument();
  });

  it('puts the page’s own list tools in the list toolbar', async () => {
    renderArea(
      entityPage(PAGES.SettingRegion, async () => ({ page: region, Toolbar: () => <button>Reload codes</button> })),
      '/info/map/region',
    );
    expect(await screen.findByRole('button', { name: 'Reload codes' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a single-record page’s detail at the route itself, without a list button', async () => {
    renderArea(
      entityPage(PAGES.RoasterUserInfo, async () => ({ page: profile })),
      '/roaster/userinfo',
    );
    expect(await screen.findByRole('toolbar', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'List' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('mounts a page with its own screen component', async () => {
    renderArea(
      screenPage(PAGES.SystemTable, async () => ({ Screen: () => <h1>Tables</h1> })),
      '/user/system/table',
    );
    expect(await screen.findByRole('heading', { name: 'Tables' })).toBeInTheDocument();
  });
});
