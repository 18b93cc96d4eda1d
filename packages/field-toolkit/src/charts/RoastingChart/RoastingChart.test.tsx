import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeChart, renderedOptions } from '../testing/highchartsReactMock';
import { renderChart } from '../testing/renderChart';
import { LineChart } from '../LineChart/LineChart';
import { RoastingChart } from './RoastingChart';

jest.mock('highcharts-react-official', () => jest.requireActual('../testing/highchartsReactMock'));

const samples = [
  { timeMs: 0, bt: 200, et: 230 },
  { timeMs: 60_000, bt: 120, et: 210 },
];

describe('RoastingChart', () => {
  beforeEach(() => {
    renderedOptions.length = 0;
  });

  it('keeps the same options (no redraw) when re-rendered with equal data, and redraws a change after its frame is painted', async () => {
    const { rerenderChart } = renderChart(<RoastingChart samples={samples} events={[{ type: 'charge', timeMs: 0 }]} />);
    const first = renderedOptions.at(-1);
    rerenderChart(<RoastingChart samples={samples.map((s) => ({ ...s }))} events={[{ type: 'charge', timeMs: 0 }]} />);
    expect(renderedOptions.at(-1)).toBe(first);
    rerenderChart(<RoastingChart samples={[...samples, { timeMs: 120_000, bt: 150, et: 220 }]} />);
    // The change's own frame first (a tap answered on screen), the chart's redraw after it.
    expect(renderedOptions.at(-1)).toBe(first);
    await waitFor(() => expect(renderedOptions.at(-1)).not.toBe(first));
  });

  it('downloads a PNG named RoastingProfile_ + timestamp', async () => {
    renderChart(<RoastingChart samples={samples} downloadable />);
    await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    await waitFor(() =>
      expect(fakeChart.exporting.exportChart).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'image/png', filename: expect.stringMatching(/^RoastingProfile_\d{14}$/) }),
        expect.objectContaining({ title: expect.objectContaining({ text: 'Roasting profile' }) }),
      ),
    );
  });

  it('labels the curves in Korean by default', () => {
    renderChart(<RoastingChart samples={samples} />, 'kr');
    expect((renderedOptions.at(-1)!.series as Array<{ name: string }>)[0]!.name).toBe('원두 온도 (BT)');
    expect(screen.getByRole('region', { name: '로스팅 프로파일' })).toBeInTheDocument();
  });
});

describe('LineChart', () => {
  it('plots the bean and air temperature series of a log keyed by time', () => {
    renderChart(
      <LineChart
        log={{ '0': { bt: 180, et: 220 }, '30000': { bt: 150, et: 210 } }}
        markers={[{ timeMs: 30_000, label: 'TP' }]}
      />,
    );
    const series = renderedOptions.at(-1)!.series as Array<{ name: string; data: unknown[] }>;
    expect(series.map((s) => s.name)).toEqual(['Bean temperature (BT)', 'Environment temperature (ET)', 'Check point']);
    expect(series[0]!.data).toEqual([
      [0, 180],
      [30_000, 150],
    ]);
    expect(series[2]!.data).toEqual([{ x: 30_000, y: 150, name: 'TP' }]);
  });
});
