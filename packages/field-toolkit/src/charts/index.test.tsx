import { screen } from '@testing-library/react';
import { RadarChart } from './index';
import { renderChart } from './testing/renderChart';

const mockLoaded = { highcharts: false };

jest.mock('./shared/highchartsCore', () => {
  mockLoaded.highcharts = true;
  return jest.requireActual('./shared/highchartsCore');
});
jest.mock('highcharts-react-official', () => jest.requireActual('./testing/highchartsReactMock'));

describe('charts entry point', () => {
  it('loads Highcharts only when a chart renders, showing a skeleton meanwhile', async () => {
    expect(mockLoaded.highcharts).toBe(false);
    renderChart(<RadarChart points={[{ label: 'Aroma', value: 5 }]} />);
    expect(await screen.findByTestId('radar-chart')).toBeInTheDocument();
    expect(mockLoaded.highcharts).toBe(true);
  });
});
