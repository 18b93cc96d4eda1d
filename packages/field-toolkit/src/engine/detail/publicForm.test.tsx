import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, seqKey, text } from '@coffee/domain';
import { DialogHost, dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const signUp = entity({
  name: 'PublicSignUp',
  keys: ['signup_seq'],
  scope: 'none',
  api: crudPaths('/api/test/signup'),
  fields: [seqKey('signup_seq'), text('signup_name', { required: true })],
});

afterEach(() => act(() => dismissAllDialogs()));

const renderPage = (page: PageConfig, route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/signup/:id" element={<DetailView page={page} />} />
        <Route path="/cafe" element={<p>the cafe home</p>} />
      </Routes>
      <DialogHost />
    </>,
    { route },
  );

it('a public form shows no list, copy or paste, greets with its own dialog and runs onSaved before moving on', async () => {
  mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: { signup_seq: 5 } }));
  const onSaved = jest.fn();
  const page: PageConfig = {
    key: 'PublicSignUp',
    entity: signUp,
    listPath: '/signup',
    detail: {
      hideButtons: ['list', 'copy', 'paste'],
      savedDialog: { title: 'messages.signin_ok', message: 'messages.signin_detail' },
      onSaved,
      successPath: () => '/cafe',
    },
  };
  renderPage(page, '/signup/write');
  const name = (await screen.findAllByRole('textbox')).find((box) => box.getAttribute('name') === 'signup_name')!;
  expect(screen.queryByRole('button', { name: 'List' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Paste' })).not.toBeInTheDocument();
  await userEvent.type(name, 'Hana');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alertdialog', { name: 'Save' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  const greeting = await screen.findByRole('alertdialog', { name: /signin_ok/ });
  expect(greeting).toHaveTextContent(/signin_detail/);
  await userEvent.click(await within(greeting).findByRole('button', { name: 'OK' }));
  expect(await screen.findByText('the cafe home')).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith({ signup_seq: 5 }, expect.objectContaining({ mode: 'write' }));
});

it('a record of a page whose default mode is edit opens for editing without ?mode', async () => {
  mockFetch().mockImplementation(async () =>
    jsonResponse({ status: 'OK', result: { signup_seq: 5, signup_name: 'Hana', edit_check: true } }),
  );
  renderPage(
    { key: 'PublicSignUp', entity: signUp, listPath: '/signup', detail: { defaultMode: 'edit' } },
    '/signup/5',
  );
  expect(await screen.findByDisplayValue('Hana')).not.toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});
