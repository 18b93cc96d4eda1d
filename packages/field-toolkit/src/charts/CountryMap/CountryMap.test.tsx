import { act, screen, waitFor } from '@testing-library/react';
import type * as WorldGeometry from './worldGeometry';
import userEvent from '@testing-library/user-event';
import type { SeriesMapOptions } from 'highcharts';
import { lastOptions } from '../testing/highchartsReactMock';
import { renderChart } from '../testing/renderChart';
import { CountryMap } from './CountryMap';
import { Highcharts } from './highchartsMaps';

jest.mock('highcharts-react-official', () => jest.requireActual('../testing/highchartsReactMock'));

const mapSeries = () => lastOptions().series![0] as SeriesMapOptions;

describe('CountryMap', () => {
  it('loads Highcharts Maps on the shared instance', () => {
    expect((Highcharts as unknown as { mapChart?: unknown }).mapChart).toBeDefined();
  });

  it('draws the bundled world geometry with localised feature names', async () => {
    renderChart(<CountryMap selected={['ETH', 'COL']} />, 'kr');
    await waitFor(() => expect(lastOptions().chart?.map).toBeTruthy());
    const topology = lastOptions().chart!.map as {
      objects: { default: { geometries: Array<{ properties: Record<string, string> }> } };
    };
    const ethiopia = topology.objects.default.geometries.find((g) => g.properties.id === 'ETH')!;
    expect(ethiopia.properties).toMatchObject({ name: 'Ethiopia', name_kr: '에티오피아', name_en: 'Ethiopia' });
    expect(mapSeries().data).toEqual([
      { id: 'ETH', value: 1 },
      { id: 'COL', value: 1 },
    ]);
    expect(mapSeries().tooltip?.pointFormat).toBe('{point.properties.name_kr}');
  });

  it('limits the view to the selected countries until the filter is switched off', async () => {
    const onFilterChange = jest.fn();
    renderChart(<CountryMap selected={['ETH']} onFilterChange={onFilterChange} />);
    await waitFor(() => expect(lastOptions().chart?.map).toBeTruthy());
    const filter = screen.getByRole('switch', { name: 'Selected countries only' });
    expect(filter).toBeChecked();
    expect(mapSeries().allAreas).toBe(false);
    await userEvent.click(filter);
    expect(mapSeries().allAreas).toBe(true);
    expect(onFilterChange).toHaveBeenCalledWith(false);
  });

  it('zooms by 4/3 steps from 100%', async () => {
    renderChart(<CountryMap selected={[]} />);
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 178%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Original size' }));
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
  });

  it('only logs a geometry load failure', async () => {
    jest.resetModules();
    jest.doMock('@highcharts/map-collection/custom/world.topo.json', () => {
      throw new Error('chunk failed');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadWorldGeometry } = jest.requireActual<typeof WorldGeometry>('./worldGeometry');
    await act(async () => expect(await loadWorldGeometry()).toBeNull());
    expect(error).toHaveBeenCalledWith('Country map geometry failed to load', expect.any(Error));
    error.mockRestore();
  });
});
