import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { crudPaths, entity, number, seqKey, text } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig, PageContext } from '@coffee/field-toolkit/engine';
import type { FieldDef } from '@coffee/domain';
import type * as FormsModule from '@coffee/field-toolkit/forms';
import { DetailView } from './DetailView';

/** The widgets' code a form asks for, by the names of the fields it asks for. */
const preloadWidgets = jest.fn<Promise<void>, [readonly FieldDef[]]>();
jest.mock('@coffee/field-toolkit/forms', () => ({
  ...jest.requireActual<typeof FormsModule>('@coffee/field-toolkit/forms'),
  preloadWidgets: (defs: readonly FieldDef[]) => preloadWidgets(defs),
}));
const { preloadWidgets: fetchWidgets } = jest.requireActual<typeof FormsModule>('@coffee/field-toolkit/forms');

/** What was on screen when the first section's custom piece (a batch's curve) was first drawn. */
const drawnBeside: { restOfForm: boolean }[] = [];

function CurveProbe() {
  useLayoutEffect(() => {
    drawnBeside.push({ restOfForm: document.querySelector('section[aria-label="Later"]') !== null });
  }, []);
  return <p>curve</p>;
}

const batch = entity({
  name: 'FirstSectionBatch',
  keys: ['batch_seq'],
  scope: 'none',
  api: crudPaths('/api/test/batch'),
  fields: [
    seqKey('batch_seq'),
    text('batch_curve', { input: 'custom', stored: false, transient: true, readOnly: true }),
    text('batch_name'),
    number('batch_mass'),
  ],
});
const batchPage: PageConfig = {
  key: 'FirstSectionBatch',
  entity: batch,
  listPath: '/batches',
  detail: {
    sections: [
      { title: 'Curve', fields: ['batch_curve'] },
      { title: 'Later', fields: ['batch_name', 'batch_mass'] },
    ],
    renderField: (def) => (def.name === 'batch_curve' ? <CurveProbe /> : null),
  },
};

const batchAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/batches/:id" element={<DetailView page={batchPage} />} />
    </Routes>,
    { route },
  );

beforeEach(() => {
  drawnBeside.length = 0;
  preloadWidgets.mockReset().mockImplementation(fetchWidgets);
  mockFetch().mockImplementation(async () =>
    jsonResponse({ status: 'OK', result: { batch_seq: 7, batch_name: 'Kenya AA', batch_mass: 12.5 } }),
  );
});

it('draws the first section of a saved record on its own, then the rest of the form', async () => {
  batchAt('/batches/7');
  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
  expect(screen.getByText('curve')).toBeInTheDocument();
  expect(drawnBeside[0]).toEqual({ restOfForm: false });
});

it('draws the first section of a new record on its own, then its other fields', async () => {
  batchAt('/batches/write');
  expect(await screen.findByRole('region', { name: 'Later' })).toBeInTheDocument();
  expect(drawnBeside[0]).toEqual({ restOfForm: false });
});

it("fetches the rest of a form's widgets only once its first section's are in, when it draws no chart", async () => {
  let firstSectionIn = () => undefined as void;
  preloadWidgets.mockImplementation((defs) =>
    defs.some((def) => def.name === 'batch_curve')
      ? new Promise<void>((resolve) => (firstSectionIn = resolve))
      : fetchWidgets(defs),
  );
  const asked = () => preloadWidgets.mock.calls.map(([defs]) => defs.map((def) => def.name));
  batchAt('/batches/7');
  expect(await screen.findByText('curve')).toBeInTheDocument();
  await waitFor(() => expect(asked()).toEqual([['batch_curve']]));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(asked()).toEqual([['batch_curve']]);

  firstSectionIn();
  await waitFor(() => expect(asked()).toEqual([['batch_curve'], ['batch_name', 'batch_mass']]));
  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
});

it('keeps the value a later-drawn field was given before it was drawn, not the value the form began with', async () => {
  // A counter's Start before the rest of the form is drawn: the brew began with a total time, the Start cleared it.
  let restIn = () => undefined as void;
  preloadWidgets.mockImplementation((defs) =>
    defs.some((def) => def.name === 'batch_mass')
      ? new Promise<void>((resolve) => (restIn = resolve))
      : fetchWidgets(defs),
  );
  const started: string[] = [];
  function Lead({ context }: { context: PageContext }) {
    useEffect(() => {
      context.begin({ batch_name: 'Kenya AA', batch_mass: 12.5 });
      context.change('batch_mass', null);
      started.push('cleared');
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
    }, []);
    return null;
  }
  const { container } = renderWithProviders(
    <Routes>
      <Route
        path="/batches/:id"
        element={<DetailView page={{ ...batchPage, detail: { ...batchPage.detail, lead: Lead } }} />}
      />
    </Routes>,
    { route: '/batches/write' },
  );
  await waitFor(() => expect(started).toEqual(['cleared']));
  await waitFor(() => expect(preloadWidgets.mock.calls.length).toBe(2));
  await act(async () => restIn());
  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
  expect(container.querySelector<HTMLInputElement>('input[name="batch_mass"]')?.value).toBe('');
});
