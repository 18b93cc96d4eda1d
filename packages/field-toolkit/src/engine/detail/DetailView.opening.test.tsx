import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import { crudPaths, entity, number, seqKey, text } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { openRecord } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
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

it('keeps the values a new record opened with when the language changes, though its page reads them once (behaviour §11-3.2)', async () => {
  // A page's defaults may take what its route fetched as the page opened: a second reading has nothing to take.
  const defaults = jest.fn().mockReturnValueOnce({ batch_name: 'Opened with it' }).mockReturnValue({});
  const opened: PageConfig = { ...page, detail: { defaults } };
  function LanguageSwitch() {
    const { i18n } = useTranslation();
    return (
      <button onClick={() => void i18n.changeLanguage('kr')} lang={i18n.language}>
        한국어
      </button>
    );
  }
  renderWithProviders(
    <Routes>
      <Route
        path="/batches/write"
        element={
          <>
            <LanguageSwitch />
            <DetailView page={opened} />
          </>
        }
      />
    </Routes>,
    { route: '/batches/write' },
  );
  expect(await screen.findByDisplayValue('Opened with it')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '한국어' }));
  await waitFor(() => expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('lang', 'kr'));
  expect(screen.getByDisplayValue('Opened with it')).toBeInTheDocument();
  expect(defaults).toHaveBeenCalledTimes(1);
});
