import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, setMenu } from '@coffee/api-client';
import { crudPaths, descriptorProblems, entity, entityPageOf, listDef, seqKey, text } from '@coffee/domain';
import { entities } from '@coffee/suite';
import { definePage } from '@coffee/field-toolkit/engine';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderBlock } from '../testing/renderBlock';
import { entityPage } from './entityPage';
import { MENU_TREE, PAGES, SUITE_MENU } from '@coffee/suite';

// The steps of docs/adding-a-page.md, for a page the suite does not have, at a menu page without one.
// 1. Its descriptor: the entity and where the page lives (its route is also the menu page whose rights apply).
const sampleEntity = entity({
  name: 'SampleCupping',
  keys: ['sample_seq'],
  scope: 'roaster',
  fields: [seqKey('sample_seq'), text('material_name', { required: true, maxBytes: 300 })],
  list: listDef(['material_name'], { titleSearch: ['material_name'] }),
  api: crudPaths('/api/roaster/sample'),
});
const SAMPLE = entityPageOf(sampleEntity, 'roaster/greenbean/list', ['샘플 커핑', 'Sample cupping']);
// Every roaster staff menu page has its page now: the sample stands in the place of the green bean catalogue.
const { RoasterGreenbeanCatalogue: _catalogue, ...PAGES_BESIDE_SAMPLE } = PAGES;
// 2. Its page.ts.
const page = definePage(SAMPLE, { detail: { sections: [{ fields: ['material_name'] }] } });
// 3. Its entry in the area's pages.
const areaPage = entityPage(SAMPLE, async () => ({ page }));

const signInAs = (role: string) =>
  sessionStore.setState({
    status: 'signedIn',
    user: { user_id: 'staff', name: 'Staff', usertype: ['USER'] },
    rights: {
      roaster: { userId: 'staff', fetchedAt: Date.now(), memberships: [{ auth_seq: 4, user_auth: role, name: 'R' }] },
    },
    selected: { roaster: 4 },
  });

const renderAt = (route: string) =>
  renderBlock(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path={areaPage.path} element={<areaPage.Page />} />
      </Routes>
    </Suspense>,
    { route },
  );

// The rights of a page come from the suite's menu, which the shell has before a remote mounts.
beforeEach(() => setMenu(SUITE_MENU));
let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('/list')
      ? jsonResponse({
          status: 'OK',
          write_check: true,
          result: [{ sample_seq: 7, material_name: 'Kenya AA washed', edit_check: true }],
          pagination: { page: 1, total_pages: 1 },
        })
      : jsonResponse({ status: 'OK', result: { sample_seq: 8 } }),
  );
});

describe('a page added by the recipe', () => {
  it('joins the catalogue without a collision', () => {
    expect(
      descriptorProblems(
        { ...PAGES_BESIDE_SAMPLE, SampleCupping: SAMPLE },
        { ...entities, SampleCupping: sampleEntity },
        MENU_TREE,
      ),
    ).toEqual([]);
  });

  it('lists its records from its descriptor’s call at its route and saves a new one there', async () => {
    signInAs('SAST');
    renderAt('/roaster/greenbean/list');
    expect(await screen.findByText('Kenya AA washed', {})).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/roaster/sample/list');

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    const name = await screen.findByRole('textbox', { name: /material name/i });
    await userEvent.type(name, 'Ethiopia Guji natural');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/roaster/sample/edit'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(String(saves()[0]?.[1]?.body))).toMatchObject({
      material_name: 'Ethiopia Guji natural',
      roaster_seq: 4,
    });
  });

  it('takes the rights of its route: a roaster role, not staff of green beans, gets no list', async () => {
    signInAs('ROASTER');
    renderAt('/roaster/greenbean/list');
    expect(await screen.findByRole('heading', {})).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('loading')).not.toBeInTheDocument());
    expect(screen.queryByText('Kenya AA washed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/roaster/sample'))).toEqual([]);
  });
});
