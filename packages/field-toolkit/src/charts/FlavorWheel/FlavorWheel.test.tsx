import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Options, Point, PointOptionsObject, SeriesSunburstOptions } from 'highcharts';
import { fireEvent } from 'highcharts/es-modules/Shared/Utilities.js';
import { noteCopyTap, useCopyTap } from '@coffee/field-toolkit/runtime';
import { renderHook } from '@testing-library/react';
import { fakeChart, fakeSeries, lastOptions, renderedOptions } from '../testing/highchartsReactMock';
import { renderChart } from '../testing/renderChart';
import { FlavorWheel } from './FlavorWheel';
import { Highcharts } from './highchartsSunburst';
import type { FlavorCode } from './FlavorWheel.types';
import { OUTSIDE_LABEL_ROOM_PX } from './wheelGeometry';
import { FLAVOR_WHEEL_LOADING_MS } from './useFlavorWheel';

jest.mock('highcharts-react-official', () => jest.requireActual('../testing/highchartsReactMock'));

const codes: FlavorCode[] = [
  { code_id: 'FR', code_name: 'Fruity', code_name_kr: '과일', code_alias1: '#DA1D23', code_filter: '' },
  { code_id: 'BE', code_name: 'Berry', code_name_kr: '베리', code_alias1: '#DD4C51', code_filter: 'FR' },
  { code_id: 'BB', code_name: 'Blackberry', code_name_kr: '블랙베리', code_alias1: '#3E0317', code_filter: 'BE' },
  { code_id: 'RO', code_name: 'Roasted', code_name_kr: '로스팅', code_alias1: '#C94930', code_filter: '' },
];

/** A frame and the task after it: when a chart draws what a tap asked for. */
const PAINTED_MS = 20;

function series(): SeriesSunburstOptions {
  return lastOptions().series![0] as SeriesSunburstOptions;
}

function point(id: string): PointOptionsObject {
  return (series().data as PointOptionsObject[]).find((p) => p.id === id)!;
}

function clickNode(id: string): void {
  const click = series().point!.events!.click as (this: Point, event: unknown) => void;
  act(() => click.call({ options: { id } } as Point, {}));
}

describe('FlavorWheel', () => {
  it('registers the sunburst series on the shared Highcharts instance', () => {
    expect((Highcharts as unknown as { seriesTypes: Record<string, unknown> }).seriesTypes.sunburst).toBeDefined();
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a click on its first codes at once, toggling the clicked code id', () => {
    const onSelectedChange = jest.fn();
    renderChart(<FlavorWheel codes={codes} selected={['RO']} onSelectedChange={onSelectedChange} />);
    expect(screen.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'false');
    clickNode('BB');
    expect(onSelectedChange).toHaveBeenLastCalledWith(['RO', 'BB']);
  });

  it('is busy while it has no codes, answers once they arrive, and ignores clicks while changed codes settle', () => {
    const onSelectedChange = jest.fn();
    const { rerenderChart } = renderChart(
      <FlavorWheel codes={[]} selected={['RO']} onSelectedChange={onSelectedChange} />,
    );
    expect(screen.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'true');
    rerenderChart(<FlavorWheel codes={codes} selected={['RO']} onSelectedChange={onSelectedChange} />);
    expect(screen.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'false');
    act(() => jest.advanceTimersByTime(0));
    rerenderChart(<FlavorWheel codes={codes.slice(0, 3)} selected={['RO']} onSelectedChange={onSelectedChange} />);
    expect(screen.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'true');
    clickNode('BB');
    expect(onSelectedChange).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS));
    expect(screen.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'false');
    clickNode('BB');
    expect(onSelectedChange).toHaveBeenLastCalledWith(['RO', 'BB']);
    clickNode('RO');
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
  });

  it('on a phone opens the tapped family across the wheel first, then toggles what the tap is on', async () => {
    const onSelectedChange = jest.fn();
    renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={onSelectedChange} mobile />);
    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS));
    expect(screen.getByText('Tap the wheel to open a family large.')).toBeInTheDocument();
    clickNode('BB');
    expect(onSelectedChange).not.toHaveBeenCalled();
    // The chart follows the frame that answered the tap.
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    // Only the fruity family is drawn now, across the whole circle.
    expect((series().data as PointOptionsObject[]).map((p) => p.id).filter(Boolean)).toEqual([
      '__flavor_root__',
      'FR',
      'BE',
      'BB',
    ]);
    clickNode('BB');
    expect(onSelectedChange).toHaveBeenLastCalledWith(['BB']);
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Whole wheel' }));
    await waitFor(() => expect((series().data as PointOptionsObject[]).some((p) => p.id === 'RO')).toBe(true));
  });

  it('answers the tap that opens a family before drawing that family: the Whole wheel button first, the chart after', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} mobile />);
    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS));
    // What the page showed when each chart was drawn: a render sees the page as the last commit left it.
    const buttonShownAtDraw = new Map<Options, boolean>();
    const push = renderedOptions.push.bind(renderedOptions);
    const spy = jest.spyOn(renderedOptions, 'push').mockImplementation((...drawn) => {
      for (const options of drawn)
        buttonShownAtDraw.set(options, screen.queryByRole('button', { name: 'Whole wheel' }) !== null);
      return push(...drawn);
    });
    clickNode('BB');
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    spy.mockRestore();
    const familyOnly = [...buttonShownAtDraw].filter(([options]) =>
      ((options.series![0] as SeriesSunburstOptions).data as PointOptionsObject[]).every((p) => p.id !== 'RO'),
    );
    expect(familyOnly.length).toBeGreaterThan(0);
    expect(familyOnly.every(([, shown]) => shown)).toBe(true);
  });

  it("does what a tap on the page's prerendered copy asked once it can: on a phone it opens the tapped family", () => {
    act(() => noteCopyTap('BB'));
    const onSelectedChange = jest.fn();
    const { rerenderChart } = renderChart(
      <FlavorWheel codes={[]} selected={[]} onSelectedChange={onSelectedChange} mobile />,
    );
    // Kept while the wheel has no codes to act on.
    expect(renderHook(() => useCopyTap()).result.current).toBe('BB');
    rerenderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={onSelectedChange} mobile />);
    expect(screen.getByRole('button', { name: 'Whole wheel' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PAINTED_MS));
    expect((series().data as PointOptionsObject[]).some((p) => p.id === 'RO')).toBe(false);
    expect(onSelectedChange).not.toHaveBeenCalled();
    // Acted on once: the tap is gone.
    expect(renderHook(() => useCopyTap()).result.current).toBeNull();
  });

  it('selects the flavor a tap on the prerendered copy was on, on a desktop; a read-only wheel only lets it go', () => {
    const onSelectedChange = jest.fn();
    act(() => noteCopyTap('BB'));
    const { unmount } = renderChart(
      <FlavorWheel codes={codes} selected={['RO']} onSelectedChange={onSelectedChange} />,
    );
    expect(onSelectedChange).toHaveBeenLastCalledWith(['RO', 'BB']);
    unmount();
    act(() => noteCopyTap('RO'));
    renderChart(<FlavorWheel codes={codes} selected={['RO']} readOnly />);
    expect(renderHook(() => useCopyTap()).result.current).toBeNull();
  });

  it('names each arc and its label by code and family in the drawing, for the prerendered copy', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} />);
    const element = (id: string) => {
      const node = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      return { options: { id, custom: point(id).custom }, graphic: { element: node } };
    };
    const points = ['__flavor_root__', 'FR', 'BB', 'RO'].map(element);
    const render = lastOptions().chart!.events!.render as (this: unknown) => void;
    render.call({ series: [{ points }] });
    expect(points.map(({ graphic }) => [graphic.element.dataset.code, graphic.element.dataset.family])).toEqual([
      [undefined, undefined],
      ['FR', 'FR'],
      ['BB', 'FR'],
      ['RO', 'RO'],
    ]);
  });

  it("appears drawn, its arcs not growing in, when it comes in out of sight (under the page's prerendered copy)", () => {
    renderChart(
      <div style={{ visibility: 'hidden' }}>
        <FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} />
      </div>,
    );
    expect(lastOptions().plotOptions?.series?.animation).toBe(false);
  });

  it('grows its arcs in where it is seen', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} />);
    expect(lastOptions().plotOptions?.series?.animation).toBeUndefined();
  });

  it('marks its box drawn once its arcs have grown in and it is no longer busy (behaviour §11-2.1)', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} />);
    const box = screen.getByTestId('flavor-wheel');
    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS));
    expect(box).not.toHaveAttribute('data-drawn');
    act(() => fireEvent(fakeSeries, 'afterAnimate'));
    expect(box).toHaveAttribute('data-chart', 'flavor-wheel');
    expect(box).toHaveAttribute('data-drawn', 'true');
  });

  it('is busy again for five short delays after the codes change', () => {
    const { rerenderChart } = renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} />);
    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS));
    rerenderChart(<FlavorWheel codes={codes.slice(0, 3)} selected={[]} onSelectedChange={jest.fn()} />);
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS - 1));
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'false');
  });

  it('does not toggle in read-only mode', () => {
    const onSelectedChange = jest.fn();
    renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={onSelectedChange} readOnly />);
    act(() => jest.advanceTimersByTime(FLAVOR_WHEEL_LOADING_MS));
    clickNode('BB');
    expect(onSelectedChange).not.toHaveBeenCalled();
  });

  it('colours selected and partly selected nodes with cc, the rest faded', () => {
    renderChart(<FlavorWheel codes={codes} selected={['BB']} />);
    expect(point('BB').color).toBe('#3e0317cc');
    expect(point('FR').color).toBe('#da1d23cc');
    expect(point('RO').color).toBe('#c9493067');
  });

  it('uses Korean names unless the locale is en', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} />, 'kr');
    expect(point('FR').name).toBe('과일');
    renderChart(<FlavorWheel codes={codes} selected={[]} locale="en" />);
    expect(point('FR').name).toBe('Fruity');
  });

  it('applies rotation and the simple option', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} rotation={400} simple />);
    expect(series().startAngle).toBe(180);
    expect((series().data as PointOptionsObject[]).map((p) => p.id)).not.toContain('BB');
  });

  it('is 25rem high on mobile and 40rem wide otherwise', () => {
    const { unmount } = renderChart(<FlavorWheel codes={codes} selected={[]} mobile />);
    const mobileClass = screen.getByTestId('flavor-wheel').className;
    unmount();
    renderChart(<FlavorWheel codes={codes} selected={[]} mobile={false} />);
    expect(screen.getByTestId('flavor-wheel').className).not.toBe(mobileClass);
  });

  it('downloads a titled PNG named FlavorWheel + timestamp, with room around the wheel for its outer labels', async () => {
    jest.useRealTimers();
    renderChart(<FlavorWheel codes={codes} selected={[]} downloadable />);
    await userEvent.click(screen.getByRole('button', { name: 'Save as PNG' }));
    const pad = 2 * OUTSIDE_LABEL_ROOM_PX;
    await waitFor(() =>
      expect(fakeChart.exporting.exportChart).toHaveBeenLastCalledWith(
        expect.objectContaining({
          type: 'image/png',
          filename: expect.stringMatching(/^FlavorWheel\d{14}$/),
          sourceWidth: fakeChart.chartWidth + 2 * pad,
        }),
        expect.objectContaining({
          chart: expect.objectContaining({ marginLeft: pad, marginRight: pad, marginBottom: pad }),
          title: expect.objectContaining({ text: 'Flavor wheel' }),
        }),
      ),
    );
  });

  it('names its chart image in the visitor language', () => {
    renderChart(<FlavorWheel codes={codes} selected={[]} />, 'kr');
    expect(lastOptions().title).toMatchObject({ text: '플레이버 휠' });
  });

  it('draws a new chart when the layout changes, so no label of the old layout stays behind', () => {
    const chartContainer = () => within(screen.getByTestId('flavor-wheel')).getByTestId('highcharts');
    const { rerenderChart } = renderChart(<FlavorWheel codes={codes} selected={[]} />);
    const first = chartContainer();
    rerenderChart(<FlavorWheel codes={codes} selected={[]} rotation={30} />);
    expect(chartContainer()).toBe(first);
    rerenderChart(<FlavorWheel codes={codes} selected={[]} rotation={30} simple />);
    expect(chartContainer()).not.toBe(first);
    const simple = chartContainer();
    rerenderChart(<FlavorWheel codes={codes} selected={[]} rotation={30} simple reverse />);
    expect(chartContainer()).not.toBe(simple);
  });

  it('toggles flavors from the keyboard through its list, as clicks on the arcs do', async () => {
    jest.useRealTimers();
    const onSelectedChange = jest.fn();
    const user = userEvent.setup();
    renderChart(<FlavorWheel codes={codes} selected={['BE']} onSelectedChange={onSelectedChange} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByText('Choose flavors from a list'));
    expect(await screen.findByRole('checkbox', { name: 'Fruity' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Berry' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Blackberry' })).toBeEnabled(), {
      timeout: FLAVOR_WHEEL_LOADING_MS + 1000,
    });
    screen.getByRole('checkbox', { name: 'Blackberry' }).focus();
    await user.keyboard(' ');
    expect(onSelectedChange).toHaveBeenLastCalledWith(['BE', 'BB']);
  });

  it('lists no flavor of the third ring when simple, and no list when read-only', async () => {
    jest.useRealTimers();
    const { unmount } = renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} simple />);
    await userEvent.click(screen.getByText('Choose flavors from a list'));
    expect(await screen.findByRole('checkbox', { name: 'Berry' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Blackberry' })).not.toBeInTheDocument();
    unmount();
    renderChart(<FlavorWheel codes={codes} selected={[]} onSelectedChange={jest.fn()} readOnly />);
    expect(screen.queryByText('Choose flavors from a list')).not.toBeInTheDocument();
  });
});
