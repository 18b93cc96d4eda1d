import type { Chart, Options } from 'highcharts';
import { Highcharts as Maps } from '../CountryMap/highchartsMaps';
import { Highcharts as Wheel } from '../FlavorWheel/highchartsSunburst';
import { Highcharts as More } from '../RadarChart/highchartsMore';
import { Highcharts as Timeline } from './highchartsTimeline';

/** Draws `options` into a fresh box with the given Highcharts, then updates it as the charts' React wrapper does. */
function drawAndUpdate(highcharts: typeof Timeline, options: Options, update: Options): Chart {
  const box = document.createElement('div');
  document.body.append(box);
  const chart = highcharts.chart(box, options);
  chart.update(update, true, true, false);
  return chart;
}

describe('the Highcharts parts each chart loads', () => {
  it('draw a timeline: lines, labelled scatter markers, plot bands and lines, and update it', () => {
    const chart = drawAndUpdate(
      Timeline,
      {
        chart: { zooming: { type: 'x' } },
        xAxis: {
          plotBands: [{ from: 0, to: 60_000, label: { text: 'Drying' } }],
          plotLines: [{ value: 90_000, label: { text: 'FC' } }],
        },
        series: [
          {
            type: 'line',
            name: 'BT',
            data: [
              [0, 200],
              [60_000, 150],
              [120_000, 190],
            ],
          },
          { type: 'scatter', name: 'Events', data: [{ x: 90_000, y: 170, name: 'FC' }], dataLabels: { enabled: true } },
        ],
      },
      {
        series: [
          {
            type: 'line',
            name: 'BT',
            data: [
              [0, 210],
              [60_000, 160],
            ],
          },
        ],
      },
    );
    // One to one: the series left out of the update is removed, as the timeline's reference batch is.
    expect(chart.series.map((series) => series.type)).toEqual(['line']);
    expect(chart.xAxis[0]!.options.plotBands).toHaveLength(1);
  });

  it('draw a sunburst and update it (the wheel zooms by new options)', () => {
    const chart = drawAndUpdate(
      Wheel,
      {
        series: [
          {
            type: 'sunburst',
            data: [
              { id: 'root', name: '' },
              { id: 'FR', parent: 'root', name: 'Fruity' },
              { id: 'BE', parent: 'FR', name: 'Berry', value: 1 },
            ],
            dataLabels: { enabled: true },
          },
        ],
      },
      { series: [{ type: 'sunburst', rootId: 'FR' }] },
    );
    expect(chart.series[0]!.type).toBe('sunburst');
    expect(chart.series[0]!.points).toHaveLength(3);
  });

  it('draw a radar (polar area) and the category charts on the whole core', () => {
    const radar = drawAndUpdate(
      More,
      {
        chart: { polar: true, type: 'area' },
        xAxis: { categories: ['Aroma', 'Body', 'Finish'] },
        series: [{ type: 'area', data: [3, 5, 7] }],
      },
      { series: [{ type: 'area', data: [4, 5, 6] }] },
    );
    expect(radar.options.chart?.polar).toBe(true);
    const bars = drawAndUpdate(
      More,
      { series: [{ type: 'bar', data: [1, 2] }] },
      { series: [{ type: 'bar', data: [2, 1] }] },
    );
    expect(bars.series[0]!.type).toBe('bar');
  });

  it('draw a map of a country', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0, 10],
          [10, 10],
          [10, 0],
          [0, 0],
        ],
      ],
    };
    const map = drawAndUpdate(
      Maps,
      {
        chart: {
          map: {
            type: 'FeatureCollection',
            features: [{ type: 'Feature', geometry: square, properties: { id: 'KR' } }],
          },
        },
        series: [{ type: 'map', joinBy: 'id', data: [{ id: 'KR', value: 1 }] }],
      },
      { series: [{ type: 'map', joinBy: 'id', data: [{ id: 'KR', value: 2 }] }] },
    );
    expect(map.series[0]!.type).toBe('map');
  });
});
