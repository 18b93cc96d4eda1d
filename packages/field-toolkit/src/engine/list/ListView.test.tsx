import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { code, crudPaths, entity, listDef, number, seqKey, text, dateTime } from '@coffee/domain';
import { jsonResponse, mockFetch, postedBody, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { ListView } from './ListView';

const bean = entity({
  name: 'ListBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/bean'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name'),
    number('bean_weight', { scale: 10 }),
    dateTime('rgst_at', { audit: true }),
  ],
  list: listDef(['bean_name', 'bean_weight', 'rgst_at'], {
    search: ['bean_name'],
    titleSearch: ['bean_name'],
    mobileHidden: ['bean_weight'],
  }),
});
const page: PageConfig = { key: 'ListBean', entity: bean, listPath: '/beans' };

const rows = [
  { bean_seq: 1, bean_name: 'Geisha', bean_weight: 125, rgst_at: '2024-03-05T10:00:00Z' },
  { bean_seq: 2, bean_name: 'Bourbon', bean_weight: 80, rgst_at: '2024-03-06T10:00:00Z' },
];
const okList = (extra: object = {}) => ({
  status: 'OK',
  result: rows,
  pagination: { page: 1, total_pages: 12 },
  write_check: true,
  ...extra,
});

let fetchMock: jest.Mock;
const respond = (body: unknown) => fetchMock.mockResolvedValue(jsonResponse(body));
const lastBody = () => postedBody(fetchMock);

beforeEach(() => {
  fetchMock = mockFetch();
});

describe('ListView', () => {
  it('lists rows with scaled numbers and dates, each linking to its detail', async () => {
    respond(okList());
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    const link = await screen.findByRole('link', { name: 'Geisha' });
    expect(link).toHaveAttribute('href', '/beans/1');
    expect(screen.getByText('12.5')).toBeInTheDocument();
    expect(screen.getByText('2024-03-05')).toBeInTheDocument();
    expect(lastBody()).toMatchObject({ page: 1, list_count: 10, orderType: 'rgst_at_orderdesc' });
  });

  it('shows a fixed-option column in the words of its options', async () => {
    const rated = entity({
      ...bean,
      name: 'ListRated',
      fields: [
        ...bean.fields,
        number('bean_grade', { fixedOptions: [{ value: 1, label: { kr: '좋음', en: 'Good' } }] }),
      ],
      list: listDef(['bean_name', 'bean_grade']),
    });
    respond(okList({ result: [{ ...rows[0], bean_grade: 1 }] }));
    renderWithProviders(<ListView page={{ ...page, key: 'ListRated', entity: rated }} />, { route: '/beans' });
    await screen.findByRole('link', { name: 'Geisha' });
    expect(screen.getAllByRole('row')[1]?.textContent).toBe('GeishaGood');
  });

  it('shows the write button only when the server allowed writing', async () => {
    respond(okList({ write_check: false }));
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    await screen.findByRole('link', { name: 'Geisha' });
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
  });

  it('offers the write button after a successful load when allowed', async () => {
    respond(okList());
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    expect(await screen.findByRole('button', { name: 'New' })).toBeInTheDocument();
  });

  it('pages with 10 links and refetches the chosen page', async () => {
    respond(okList());
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    const paging = await screen.findByRole('navigation', { name: 'Pages' });
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(paging).toContainElement(screen.getByRole('button', { name: /Previous page/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 3 }));
  });

  it('sends the search title with its type and refetches on a new page size', async () => {
    respond(okList());
    renderWithProviders(<ListView page={page} />, { route: '/beans?page=2' });
    await screen.findByRole('link', { name: 'Geisha' });
    await userEvent.type(screen.getByRole('searchbox'), 'gei');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, searchType: 'ALL', searchTitle: 'gei' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50 rows');
    await waitFor(() => expect(lastBody()).toMatchObject({ list_count: 50 }));
  });

  it('shows the translated description in a no-data row', async () => {
    respond({
      status: 'OK',
      result: [],
      pagination: { page: 1, total_pages: 0 },
      description: 'nodata_text',
      write_check: true,
    });
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('shows the status text for a refused list', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ description: 'whatever' }, 403));
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    expect(await screen.findByText('No permission')).toBeInTheDocument();
  });

  it('shows error_text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<ListView page={page} />, { route: '/beans' });
    expect(await screen.findByText('A network error occurred')).toBeInTheDocument();
  });

  it('shows the no-authority message without calling the server', () => {
    renderWithProviders(
      <ListView
        page={page}
        rights={{ listview: false, view: false, write: false, edit: false, remove: false, menu: false }}
      />,
      { route: '/beans' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to view this list.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('with a code filter whose options have not arrived', () => {
    const coded = entity({
      ...bean,
      name: 'ListCoded',
      fields: [...bean.fields, code('bean_country', 'CNTR')],
      list: listDef(['bean_name'], { search: ['bean_country'] }),
    });
    const codedPage: PageConfig = { ...page, key: 'ListCoded', entity: coded };
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/test/bean/list'));
    beforeEach(() => {
      // The code lists never answer; the list does.
      fetchMock.mockImplementation((url: string) =>
        url.endsWith('/api/code/simple') ? new Promise(() => undefined) : Promise.resolve(jsonResponse(okList())),
      );
    });

    it('asks for its rows at once when the filter is empty', async () => {
      renderWithProviders(<ListView page={codedPage} />, { route: '/beans' });
      expect(await screen.findByRole('link', { name: 'Geisha' })).toBeInTheDocument();
    });

    it('waits for the options to check a value the filter holds', async () => {
      renderWithProviders(<ListView page={codedPage} />, { route: '/beans?bean_country=KE' });
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/code/simple'))).toBe(true),
      );
      expect(listCalls()).toHaveLength(0);
    });
  });

  it('exports every row its filters select as a CSV download in the columns on screen, not only the page', async () => {
    respond(okList());
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((file: Blob) => (saved.push(file), 'blob:csv'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const columns = [{ field: 'bean_name' }, { field: 'bean_weight' }];
    renderWithProviders(<ListView page={{ ...page, list: { columns } }} />, { route: '/beans?page=3&bean_name=Gei' });
    await screen.findByRole('link', { name: 'Geisha' });
    const csv = new Blob(['\uFEFFBean name\nGeisha\n'], { type: 'text/csv' });
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="ListBean.csv"' }),
      blob: async () => csv,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toMatch(/\/api\/test\/bean\/list\/export$/);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ bean_name: 'Gei', locale: 'en', columns: ['bean_name', 'bean_weight'] });
    expect(body).not.toHaveProperty('page');
    expect(click.mock.contexts.at(-1)).toHaveProperty('download', 'ListBean.csv');
    expect(saved).toEqual([csv]);
    click.mockRestore();
  });
});
