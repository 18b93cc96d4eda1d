import { Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import { crudPaths, entity, number, seqKey, text } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { openRecord } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { createTestQueryClient, jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import { DetailView } from './DetailView';

const batch = entity({
  name: 'OpenedBatch',
  keys: ['batch_seq'],
  scope: 'none',
  api: crudPaths('/api/test/batch'),
  fields: [seqKey('batch_seq'), text('batch_name'), number('batch_mass')],
});
const page: PageConfig = { key: 'OpenedBatch', entity: batch, listPath: '/batches' };

let fetched: jest.Mock;
const recordReads = () => fetched.mock.calls.filter(([url]) => String(url).includes('/api/test/batch/')).length;

beforeEach(() => {
  fetched = mockFetch().mockImplementation(async () =>
    jsonResponse({ status: 'OK', result: { batch_seq: 7, batch_name: 'Kenya AA', batch_mass: 12.5 } }),
  );
});

/** Suspends its boundary until `arrived` resolves, as a part of the page whose code is still on its way. */
function Arriving({ arrived }: { arrived: Promise<void> }) {
  use(arrived);
  return null;
}

const detailAt = (client: ReturnType<typeof createTestQueryClient>, arrived?: Promise<void>) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/batches/:id"
        element={
          <Suspense fallback={null}>
            <DetailView page={page} />
            {arrived && <Arriving arrived={arrived} />}
          </Suspense>
        }
      />
    </Routes>,
    { route: '/batches/7', queryClient: client },
  );

it('draws the record its route fetched without fetching it again, and fetches it on a later opening (behaviour §11-3.2)', async () => {
  const client = createTestQueryClient();
  openRecord(client, page, '7', 'opening');
  // A render of the same navigation after the record came in does not fetch it again.
  await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
  openRecord(client, page, '7', 'opening');

  const first = detailAt(client);
  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(recordReads()).toBe(1);
  first.unmount();

  // Opened again without its route fetching it: the kept record is shown and read again, as before.
  detailAt(client);
  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
  await waitFor(() => expect(recordReads()).toBe(2));
});

it('does not fetch the record its route fetched again when its first render was set aside (behaviour §11-3.2)', async () => {
  const client = createTestQueryClient();
  openRecord(client, page, '7', 'set-aside');
  await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));

  // A part beside the screen suspends its first render: React sets the screen's state aside and renders it anew.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await act(async () => {
    detailAt(client, arrived);
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrive();
  });

  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(recordReads()).toBe(1);
});

/** A new batch whose page opens it with what its route fetched: `opened` once, nothing on a later reading. */
function openedWith(opened: Record<string, unknown>) {
  const opening = jest.fn().mockReturnValueOnce(opened).mockReturnValue(undefined);
  return { opening, page: { ...page, detail: { opening } } satisfies PageConfig };
}

const newBatch = (config: PageConfig, beside: ReactNode = null) =>
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/batches/write"
          element={
            <>
              {beside}
              <DetailView page={config} />
            </>
          }
        />
      </Routes>
      <DialogHost />
    </>,
    { route: '/batches/write' },
  );

it('keeps the values a new record opened with when the language changes, reading them once (behaviour §11-3.2)', async () => {
  function LanguageSwitch() {
    const { i18n } = useTranslation();
    return (
      <button onClick={() => void i18n.changeLanguage('kr')} lang={i18n.language}>
        한국어
      </button>
    );
  }
  const { opening, page: opened } = openedWith({ batch_name: 'Opened with it' });
  newBatch(opened, <LanguageSwitch />);
  expect(await screen.findByDisplayValue('Opened with it')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '한국어' }));
  await waitFor(() => expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('lang', 'kr'));
  expect(screen.getByDisplayValue('Opened with it')).toBeInTheDocument();
  expect(opening).toHaveBeenCalledTimes(1);
});

it('saves a new record with the values it opened with as its own, not as nothing changed (behaviour §10-4.4)', async () => {
  const { page: opened } = openedWith({ batch_name: 'The same shot again', batch_mass: 18 });
  newBatch(opened);
  expect(await screen.findByDisplayValue('The same shot again')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(fetched.mock.calls.some(([url]) => String(url).endsWith('/api/test/batch/edit'))).toBe(true),
  );
  expect(screen.queryByText('Nothing changed')).not.toBeInTheDocument();
});

it('undoes a change to a new record back to the values it opened with, not to empty defaults (behaviour §11-3.2)', async () => {
  const { page: opened } = openedWith({ batch_name: 'Opened with it' });
  newBatch(opened);
  const name = await screen.findByDisplayValue('Opened with it');
  await userEvent.clear(name);
  await userEvent.type(name, 'Typed over');
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByDisplayValue('Opened with it')).toBeInTheDocument();
});
