import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@coffee/field-toolkit/runtime';
import { hasUnsavedChanges } from '@coffee/field-toolkit/runtime';
import { crudPaths, date, entity, number, seqKey, text } from '@coffee/domain';
import { DialogHost, dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';
import { holdsUserChange } from './LeaveGuard';

const note = entity({
  name: 'LeaveNote',
  keys: ['note_seq'],
  scope: 'none',
  api: crudPaths('/api/test/note'),
  fields: [seqKey('note_seq'), text('note_name')],
});
const page: PageConfig = { key: 'LeaveNote', entity: note, listPath: '/notes' };

const renderForm = (route: string) =>
  renderWithProviders(
    <>
      <nav>
        <Link to="/elsewhere">Elsewhere</Link>
      </nav>
      <Routes>
        <Route path="/notes/:id" element={<DetailView page={page} />} />
        <Route path="/notes" element={<p>the list</p>} />
        <Route path="/elsewhere" element={<p>another page</p>} />
      </Routes>
      <DialogHost />
    </>,
    { route },
  );
const typeName = async () => {
  const name = (await screen.findAllByRole('textbox')).find((box) => box.getAttribute('name') === 'note_name')!;
  await userEvent.type(name, 'Kenya');
};

beforeEach(() => {
  mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: { note_seq: 3, note_name: null } }));
});
afterEach(() => act(() => dismissAllDialogs()));

it('a menu link from an edited form asks first, and Stay keeps the changes on screen', async () => {
  renderForm('/notes/write');
  await typeName();
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
  expect(dialog).toHaveTextContent('Leave this page and discard your changes?');
  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.queryByText('another page')).not.toBeInTheDocument();
  expect(screen.getByDisplayValue('Kenya')).toBeInTheDocument();
});

it('a menu link from an edited form leaves after Discard and leave', async () => {
  renderForm('/notes/write');
  await typeName();
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard and leave' }));
  expect(await screen.findByText('another page')).toBeInTheDocument();
  expect(hasUnsavedChanges()).toBe(false);
});

it('the List button of an edited form asks before discarding', async () => {
  renderForm('/notes/write');
  await typeName();
  await userEvent.click(screen.getByRole('button', { name: 'List' }));
  expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Discard and leave' }));
  expect(await screen.findByText('the list')).toBeInTheDocument();
});

it('Back from an edited form asks first and stays on Stay', async () => {
  renderForm('/notes/write');
  await typeName();
  // The guard entry the form pushed in front of itself is what Back leaves.
  act(() => {
    window.history.replaceState(null, '', window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
  expect(screen.getByDisplayValue('Kenya')).toBeInTheDocument();
});

it('an unchanged form leaves without a question', async () => {
  renderForm('/notes/write');
  await screen.findAllByRole('textbox');
  expect(hasUnsavedChanges()).toBe(false);
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByText('another page')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('a saved form forgets its guard: editing it again is not taken back by the next history event', async () => {
  renderForm('/notes/3?mode=edit');
  await typeName();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const back = jest.spyOn(window.history, 'back');
  // single-spa announces every pushState as a popstate on the form's own URL.
  act(() => {
    window.history.replaceState(null, '', window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
});

it('counts only what the form saves as a change to lose: values it shows beside them or computes are not', () => {
  const brew = entity({
    name: 'LeaveBrew',
    keys: ['brew_seq'],
    scope: 'none',
    api: crudPaths('/api/test/brew'),
    fields: [
      seqKey('brew_seq'),
      number('brew_dose'),
      date('roast_date', { readOnly: true, stored: false }),
      number('days_since_roast', { computed: true, stored: false }),
    ],
  });
  expect(holdsUserChange(brew, 'brew_dose')).toBe(true);
  expect(holdsUserChange(brew, 'roast_date')).toBe(false);
  expect(holdsUserChange(brew, 'days_since_roast')).toBe(false);
});
