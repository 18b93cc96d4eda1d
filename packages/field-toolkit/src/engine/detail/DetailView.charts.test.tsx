import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, seqKey, text } from '@coffee/domain';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const preloadChartOf = jest.fn();
jest.mock('@coffee/field-toolkit/charts/fields', () => ({
  preloadChartOf: (input: string) => preloadChartOf(input),
  ChartFieldView: () => null,
}));

const batch = entity({
  name: 'CurveBatch',
  keys: ['curve_seq'],
  scope: 'none',
  api: crudPaths('/api/test/curve'),
  fields: [
    seqKey('curve_seq'),
    text('curve_name'),
    text('curve_log', { input: 'timeline' }),
    text('curve_unshown'),
    text('curve_note'),
  ],
});
const page = (fields: string[]): PageConfig => ({
  key: 'CurveBatch',
  entity: batch,
  listPath: '/curve',
  detail: { sections: [{ title: 'area.sections.batch', fields }] },
});

const renderBatch = (config: PageConfig, route = '/curve/7') =>
  renderWithProviders(
    <Routes>
      <Route path="/curve/:id" element={<DetailView page={config} />} />
    </Routes>,
    { route },
  );

let recordFetch: ReturnType<typeof mockFetch>;
beforeEach(() => {
  preloadChartOf.mockClear();
  // The record never arrives: whatever loads, loads while it is on its way.
  recordFetch = mockFetch().mockImplementation(() => new Promise(() => undefined));
});

it('a detail page starts fetching its chart while its record is still on its way', async () => {
  renderBatch(page(['curve_name', 'curve_log']));
  await waitFor(() => expect(preloadChartOf).toHaveBeenCalledWith('timeline'));
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('a new record fetches its empty chart only when its form draws it', async () => {
  renderBatch(page(['curve_name', 'curve_log']), '/curve/write');
  await screen.findAllByRole('textbox');
  expect(preloadChartOf).not.toHaveBeenCalled();
});

it('a detail page without a chart on it fetches no chart', async () => {
  renderBatch(page(['curve_name', 'curve_unshown']));
  // The page has started (its record is asked for) and asked for no chart.
  await waitFor(() => expect(recordFetch).toHaveBeenCalled());
  expect(preloadChartOf).not.toHaveBeenCalled();
});

it("draws the rest of a saved record's form only once its first section's chart code is in", async () => {
  let chartCodeIn = () => undefined as void;
  preloadChartOf.mockImplementation(() => new Promise<void>((resolve) => (chartCodeIn = resolve)));
  recordFetch.mockImplementation(async () =>
    jsonResponse({ status: 'OK', result: { curve_seq: 7, curve_name: 'Kenya AA', curve_note: 'bright' } }),
  );
  renderBatch({
    ...page([]),
    detail: {
      sections: [
        { title: 'Curve', fields: ['curve_name', 'curve_log'] },
        { title: 'Notes', fields: ['curve_note'] },
      ],
    },
  });
  expect(await screen.findByDisplayValue('Kenya AA')).toBeInTheDocument();
  // The first section is drawn; the rest waits for the curve's code (and its widgets' code would only come then).
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByDisplayValue('bright')).toBeNull();
  chartCodeIn();
  expect(await screen.findByDisplayValue('bright')).toBeInTheDocument();
});
