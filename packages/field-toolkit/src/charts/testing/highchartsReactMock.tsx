// Test-only stand-in for highcharts-react-official: records the options it is given and exposes a fake chart
// whose exporting API can be asserted. Use with `jest.mock('highcharts-react-official', () => require(...))`.
import { forwardRef, useEffect, useImperativeHandle } from 'react';
import type { Chart, Options } from 'highcharts';
import type { HighchartsReactProps, HighchartsReactRefObject } from 'highcharts-react-official';

export const renderedOptions: Options[] = [];
/** The fake chart's one series: Highcharts' events (`afterAnimate`) can be fired on it. */
export const fakeSeries: { finishedAnimating?: boolean } = {};
export const fakeChart = {
  chartWidth: 400,
  chartHeight: 300,
  series: [fakeSeries],
  exporting: { exportChart: jest.fn(async () => undefined) },
};

export function lastOptions(): Options {
  const options = renderedOptions.at(-1);
  if (!options) throw new Error('No chart was rendered');
  return options;
}

export const HighchartsReact = forwardRef<HighchartsReactRefObject, HighchartsReactProps>(
  function HighchartsReact(props, ref) {
    if (props.options) renderedOptions.push(props.options);
    const { callback } = props;
    // As Highcharts does once the chart is drawn (its animation then runs).
    useEffect(() => callback?.(fakeChart as unknown as Chart), [callback]);
    useImperativeHandle(
      ref,
      () => ({ chart: fakeChart, container: { current: null } }) as unknown as HighchartsReactRefObject,
    );
    return <div data-testid="highcharts" {...(props.containerProps as object)} />;
  },
);

export default HighchartsReact;
