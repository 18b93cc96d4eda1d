import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, setMenu } from '@coffee/api-client';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { renderBlock } from '../testing/renderBlock';
import { entityPage, screenPage } from './entityPage';
import { PAGES, SUITE_MENU } from '@coffee/suite';

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

// The rights of a page come from the suite's menu, which the shell has before a remote mounts.
beforeEach(() => setMenu(SUITE_MENU));
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
  it('shows its list from the descriptor, and fetches the page folder only once the rows are shown', async () => {
    let listed = false;
    const load = jest.fn(async (): Promise<{ page: PageConfig }> => {
      listed = screen.queryByRole('cell', { name: 'No data.' }) !== null;
      return { page: region };
    });
    const page = entityPage(PAGES.SettingRegion, load);
    expect(page.path).toBe('info/map/region/*');
    renderArea(page, '/info/map/region');
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    // Fetched ahead at idle, after the answer's rows were drawn, so that opening a record waits on no download.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(listed).toBe(true);
  });

  it('fetches the page folder once when a record opens after the list fetched it ahead', async () => {
    const load = jest.fn(async (): Promise<{ page: PageConfig }> => ({ page: region }));
    renderArea(entityPage(PAGES.SettingRegion, load), '/info/map/region');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/detail')
        ? jsonResponse({ status: 'OK', result: { region_seq: 3, region_name: 'Huila', edit_check: true } })
        : jsonResponse({ status: 'OK', result: [{ region_seq: 3, region_name: 'Huila' }], pagination: {} }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Huila' }));
    expect(await screen.findByDisplayValue('Huila', {})).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the list with the settings and tools of the page’s light list part', async () => {
    const load = jest.fn(async (): Promise<{ page: PageConfig }> => ({ page: region }));
    renderArea(
      entityPage(PAGES.SettingRegion, load, async () => ({
        list: { columns: [{ field: 'region_name' }] },
        Toolbar: () => <button>Reload codes</button>,
      })),
      '/info/map/region',
    );
    expect(await screen.findByRole('button', { name: 'Reload codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.dataset.field)).toEqual(['region_name']);
  });

  it('shows the detail of a record below the route', async () => {
    renderArea(
      entityPage(PAGES.SettingRegion, async () => ({ page: region })),
      '/info/map/region/3',
    );
    expect(await screen.findByDisplayValue('Huila', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument();
  });

  it('shows a single-record page’s own record at the route itself, without a list button', async () => {
    // A member of the roastery (every role reads its own profile).
    sessionStore.setState({
      status: 'signedIn',
      user: { user_id: 'kim', name: 'Kim', usertype: ['USER'] },
      rights: {
        roaster: {
          userId: 'kim',
          fetchedAt: Date.now(),
          memberships: [{ auth_seq: 4, user_auth: 'ROASTER', name: 'R' }],
        },
      },
      selected: { roaster: 4 },
    });
    fetchMock.mockImplementation(async () =>
      jsonResponse({ status: 'OK', result: { roaster_user_uuid: 'u-1', roaster_user_nick: 'Roaster Kim' } }),
    );
    renderArea(
      entityPage(PAGES.RoasterUserInfo, async () => ({ page: profile })),
      '/roaster/userinfo',
    );
    expect(await screen.findByDisplayValue('Roaster Kim', {})).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toContain(
      '/api/roaster/userinfo/detail',
    );
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
