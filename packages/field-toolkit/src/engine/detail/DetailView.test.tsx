import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, number, seqKey, text, auditFields } from '@coffee/domain';
import { DialogHost, dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch, postedBody, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const bean = entity({
  name: 'DetailBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/bean'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name', { required: true }),
    number('bean_weight', { scale: 10 }),
    ...auditFields(),
  ],
});
const page: PageConfig = { key: 'DetailBean', entity: bean, listPath: '/beans' };
const record = {
  bean_seq: 7,
  bean_name: 'Geisha',
  bean_weight: 125,
  edit_at: '2024-02-01T00:00:00Z',
  edit_check: true,
};

let fetchMock: jest.Mock;
const route = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/beans/:id" element={<DetailView page={page} />} />
        <Route path="/beans" element={<p>the list</p>} />
      </Routes>
      <DialogHost />
    </>,
    { route: path },
  );
const ok = async () => userEvent.click(await screen.findByRole('button', { name: 'OK' }));
/** A notice closes by itself after a moment: its own OK, at once, so a busy machine does not lose the race. */
const closeNotice = async (message: string) =>
  userEvent.click(
    within(await screen.findByRole('alertdialog', { description: message })).getByRole('button', { name: 'OK' }),
  );

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) =>
    url.includes('/detail/')
      ? jsonResponse({ status: 'OK', result: record })
      : jsonResponse({ status: 'OK', result: { bean_seq: 7 } }),
  );
});
afterEach(() => act(() => dismissAllDialogs()));

describe('DetailView', () => {
  it('shows the record read-only in view mode with the edit button', async () => {
    route('/beans/7');
    expect(await screen.findByDisplayValue('Geisha')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('hides editing when the record is not editable for this user', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'OK', result: { ...record, edit_check: false } }));
    route('/beans/7');
    await screen.findByDisplayValue('Geisha');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('saves only the changed field with the key and edit_at after confirmation, then returns to view', async () => {
    route('/beans/7?mode=edit');
    const name = await screen.findByRole('textbox', { name: /Bean name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gesha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Save' })).toHaveTextContent('Save the changes?');
    await ok();
    await closeNotice('Saved');
    expect(
      postedBody(
        fetchMock,
        fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/edit')),
      ),
    ).toEqual({
      bean_name: 'Gesha',
      bean_seq: 7,
      edit_at: '2024-02-01T00:00:00Z',
      locale: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('asks under the title Delete (not the clipboard Clear) before deleting the record', async () => {
    route('/beans/7');
    await screen.findByDisplayValue('Geisha');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete' })).toHaveTextContent('Delete this record?');
    await ok();
    await closeNotice('Deleted');
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('puts the focus on the first field of a new record', async () => {
    route('/beans/write');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Bean name/ })).toHaveFocus());
  });

  it('puts the focus on the first editable field after Edit', async () => {
    route('/beans/7');
    await screen.findByDisplayValue('Geisha');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Bean name/ })).toHaveFocus());
  });

  it('shows save_not_changed and sends nothing when nothing changed', async () => {
    route('/beans/7?mode=edit');
    await screen.findByDisplayValue('Geisha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing changed')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/edit'))).toBe(false);
  });

  it('reports a conflicting save clearly and keeps the user input', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/detail/')
        ? jsonResponse({ status: 'OK', result: record })
        : jsonResponse({ description: 'save_conflict' }, 409),
    );
    route('/beans/7?mode=edit');
    const name = await screen.findByRole('textbox', { name: /Bean name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await ok();
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Someone else saved this record first',
    );
    await ok();
    // The page is hidden from assistive tech while a dialog is open, and shown again once the focus is back.
    expect(await screen.findByRole('textbox', { name: /Bean name/ })).toHaveValue('Mine');
  });

  it('names the field and the rule when the server refuses a value, keeping the input', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/detail/')
        ? jsonResponse({ status: 'OK', result: record })
        : jsonResponse({ status: '400', description: 'field_maxLength', field: 'bean_name', bound: 300 }, 400),
    );
    route('/beans/7?mode=edit');
    const name = await screen.findByRole('textbox', { name: /Bean name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Too long for the server');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await ok();
    expect(await screen.findByRole('alertdialog', { name: 'Check the input' })).toHaveTextContent(
      'Bean name allows at most 300 bytes',
    );
    await ok();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Bean name/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Bean name/ })).toHaveValue('Too long for the server');
  });

  it('stops at validation before any confirmation', async () => {
    route('/beans/7?mode=edit');
    const name = await screen.findByRole('textbox', { name: /Bean name/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Check the input' })).toHaveTextContent(
      'Bean name is required',
    );
  });

  it("offers the page's own actions only once the record they act on has arrived", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const withAction: PageConfig = {
      ...page,
      detail: { actions: ({ record: shown }) => <button type="button">Act on {String(shown.bean_seq)}</button> },
    };
    renderWithProviders(
      <Routes>
        <Route path="/beans/:id" element={<DetailView page={withAction} />} />
      </Routes>,
      { route: '/beans/7' },
    );
    await screen.findByRole('button', { name: 'List' });
    expect(screen.queryByRole('button', { name: /^Act on/ })).not.toBeInTheDocument();
    await act(async () => answer(jsonResponse({ status: 'OK', result: record })));
    expect(await screen.findByRole('button', { name: 'Act on 7' })).toBeInTheDocument();
  });
});
