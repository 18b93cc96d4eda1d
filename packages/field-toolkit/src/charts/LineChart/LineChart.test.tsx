import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { XAxisOptions, YAxisOptions } from 'highcharts';
import { loadTheme, preferencesStore } from '@coffee/field-toolkit/runtime';
import { fakeChart, lastOptions, renderedOptions } from '../testing/highchartsReactMock';
import { renderChart } from '../testing/renderChart';
import { LineChart } from './LineChart';

jest.mock('highcharts-react-official', () => jest.requireActual('../testing/highchartsReactMock'));

const doses = { '0': { mass: 0 }, '45000': { mass: 20 }, '90000': { mass: 45 } };
const grams = { title: 'Water (g)', unit: 'g', decimals: 1, floor: 0, defaultMin: 0, defaultMax: 100 };

describe('LineChart', () => {
  beforeEach(() => {
    renderedOptions.length = 0;
    act(() => preferencesStore.getState().setTheme('light'));
  });

  it('reads the value axis in the given unit from its floor, so small doses are not clipped', () => {
    renderChart(<LineChart log={doses} series={[{ key: 'mass', name: 'Water' }]} valueAxis={grams} />);
    const yAxis = lastOptions().yAxis as YAxisOptions;
    expect(yAxis).toMatchObject({ min: 0, max: 100, title: { text: 'Water (g)' }, labels: { format: '{value} g' } });
  });

  it('keeps the temperature axis (°C from 50) by default', () => {
    renderChart(<LineChart log={{ '0': { bt: 180 } }} />);
    expect(lastOptions().yAxis as YAxisOptions).toMatchObject({ min: 100, max: 200, labels: { format: '{value} °C' } });
  });

  it('downloads a PNG with the given file name prefix', async () => {
    renderChart(
      <LineChart log={doses} series={[{ key: 'mass', name: 'Water' }]} downloadable downloadPrefix="BrewingRecord_" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    await waitFor(() =>
      expect(fakeChart.exporting.exportChart).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'image/png', filename: expect.stringMatching(/^BrewingRecord_\d{14}$/) }),
        expect.objectContaining({ title: expect.objectContaining({ text: 'Roasting profile' }) }),
      ),
    );
  });

  it('takes its axis and legend colours from the dark theme and exports on a dark background', async () => {
    // The dark theme is fetched on first use; the shell awaits it before drawing, as the chart here.
    await act(() => loadTheme('dark'));
    act(() => preferencesStore.getState().setTheme('dark'));
    renderChart(<LineChart log={doses} series={[{ key: 'mass', name: 'Water' }]} valueAxis={grams} />);
    const options = lastOptions();
    const light = (color: unknown) => parseInt(String(color).slice(1, 3), 16) > 160;
    expect(light((options.xAxis as XAxisOptions).labels?.style?.color)).toBe(true);
    expect(light(options.legend?.itemStyle?.color)).toBe(true);
    expect(light(options.tooltip?.style?.color)).toBe(true);
    expect(light(options.exporting?.chartOptions?.chart?.backgroundColor)).toBe(false);
  });
});
