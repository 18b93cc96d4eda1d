import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeriesAreaOptions, YAxisOptions } from 'highcharts';
import { fakeChart, lastOptions } from '../testing/highchartsReactMock';
import { renderChart } from '../testing/renderChart';
import { Highcharts } from './highchartsMore';
import { RadarChart } from './RadarChart';
import { clampRadarValue, radarPaneSize } from './radarChartOptions';

jest.mock('highcharts-react-official', () => jest.requireActual('../testing/highchartsReactMock'));

const points = ['Aroma', 'Acidity', 'Sweetness', 'Body', 'Balance', 'Aftertaste', 'Extra'].map((label, i) => ({
  label,
  value: i + 3,
}));

describe('RadarChart', () => {
  it('loads the polar extension on the shared Highcharts instance', () => {
    expect((Highcharts as unknown as { seriesTypes: Record<string, unknown> }).seriesTypes.arearange).toBeDefined();
  });

  it('plots six points on a 0-10 scale in steps of 1', () => {
    renderChart(<RadarChart points={points} />);
    const options = lastOptions();
    expect(options.chart?.polar).toBe(true);
    expect(options.xAxis).toMatchObject({ categories: points.slice(0, 6).map((p) => p.label) });
    expect(options.yAxis as YAxisOptions).toMatchObject({ min: 0, max: 10, tickInterval: 1 });
    expect((options.series![0] as SeriesAreaOptions).data).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('shows the axis names whole, never cut to an ellipsis, wrapping between words within their room', () => {
    renderChart(<RadarChart points={points} />);
    expect(lastOptions().xAxis).toMatchObject({
      labels: { style: { textOverflow: 'clip', whiteSpace: 'normal', width: '76px' } },
    });
  });

  it('shrinks the web on a narrow box so a name fits on either side', () => {
    // 343 px (a 375 px phone's card): 343 - 2 × (76 + 10 + 12) = 147 px, not 70% of 320 px (224 px).
    expect(radarPaneSize(343, 320)).toBe(147);
    expect(radarPaneSize(480, 480)).toBe(284);
    expect(radarPaneSize(800, 480)).toBe(336);
    expect(radarPaneSize(undefined)).toBe('70%');
  });

  it('names its image after the coffee, on the page and in the downloaded PNG', async () => {
    renderChart(<RadarChart points={points} seriesName="Yirgacheffe G1" downloadable />);
    expect(lastOptions().title).toMatchObject({ text: 'Radar chart: Yirgacheffe G1' });
    await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    await waitFor(() =>
      expect(fakeChart.exporting.exportChart).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ title: expect.objectContaining({ text: 'Yirgacheffe G1' }) }),
      ),
    );
  });

  it('keeps values on the scale', () => {
    expect([clampRadarValue(-2), clampRadarValue(12), clampRadarValue(null), clampRadarValue(6.6)]).toEqual([
      0, 10, 0, 7,
    ]);
  });

  it('downloads a PNG named RadarChart_ + timestamp', async () => {
    renderChart(<RadarChart points={points} downloadable />);
    await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    await waitFor(() =>
      expect(fakeChart.exporting.exportChart).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'image/png', filename: expect.stringMatching(/^RadarChart_\d{14}$/) }),
        expect.objectContaining({ title: expect.objectContaining({ text: 'Radar chart' }) }),
      ),
    );
  });
});
