import type { Options } from 'highcharts';

/**
 * The chart's title in the visitor's language. Without its accessibility module Highcharts names the chart's
 * SVG image (`role="img"`) after its title, so every chart has one: hidden on the page, where the chart's region
 * and controls already say what it is (a downloaded image draws it, see downloadChartPng).
 */
export function withChartTitle(options: Options, title: string): Options {
  return {
    ...options,
    title: { text: title, floating: true, style: { display: 'none' } },
    accessibility: { enabled: false },
  };
}
