// Test-only stand-in for highcharts-react-official: records the options it is given and exposes a fake chart
// whose exporting API can be asserted. Use with `jest.mock('highcharts-react-official', () => require(...))`.
import { forwardRef, useImperativeHandle } from 'react';
import type { Options } from 'highcharts';
import type { HighchartsReactProps, HighchartsReactRefObject } from 'highcharts-react-official';

export const renderedOptions: Options[] = [];
export const fakeChart = {
  chartWidth: 400,
  chartHeight: 300,
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
    useImperativeHandle(
      ref,
      () => ({ chart: fakeChart, container: { current: null } }) as unknown as HighchartsReactRefObject,
    );
    return <div data-testid="highcharts" {...(props.containerProps as object)} />;
  },
);

export default HighchartsReact;
