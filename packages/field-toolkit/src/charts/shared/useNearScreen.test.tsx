import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeChart, renderedOptions } from '../testing/highchartsReactMock';
import { renderChart } from '../testing/renderChart';
import { LineChart } from '../LineChart/LineChart';

jest.mock('highcharts-react-official', () => jest.requireActual('../testing/highchartsReactMock'));

/** A browser's IntersectionObserver whose reports the test makes. */
let report: (near: boolean) => void = () => undefined;
const observed: Element[] = [];
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    report = (near) => callback([{ isIntersecting: near }]);
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
}

beforeEach(() => {
  renderedOptions.length = 0;
  observed.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

it('draws a chart far below the screen only once it comes near, its box holding the place meanwhile', () => {
  renderChart(<LineChart log={{ '0': { bt: 180 } }} />);
  expect(renderedOptions).toHaveLength(0);
  expect(observed).toHaveLength(1);
  act(() => report(false));
  expect(renderedOptions).toHaveLength(0);
  act(() => report(true));
  expect(renderedOptions.length).toBeGreaterThan(0);
});

it('draws a chart not yet near the screen when its PNG download is asked for, then saves it', async () => {
  renderChart(<LineChart log={{ '0': { bt: 180 } }} downloadable downloadPrefix="BrewingRecord_" />);
  expect(renderedOptions).toHaveLength(0);
  fakeChart.exporting.exportChart.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
  await waitFor(() =>
    expect(fakeChart.exporting.exportChart).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'image/png', filename: expect.stringMatching(/^BrewingRecord_\d{14}$/) }),
      expect.anything(),
    ),
  );
  expect(renderedOptions.length).toBeGreaterThan(0);
  expect(fakeChart.exporting.exportChart).toHaveBeenCalledTimes(1);
});

it('draws a chart far below the screen before the page is printed', () => {
  renderChart(<LineChart log={{ '0': { bt: 180 } }} />);
  expect(renderedOptions).toHaveLength(0);
  globalThis.dispatchEvent(new Event('beforeprint'));
  expect(renderedOptions.length).toBeGreaterThan(0);
});
