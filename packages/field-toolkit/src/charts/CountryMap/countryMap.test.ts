import { localiseTopology, mapViewZoom, MAP_ZOOM, nextZoom } from './countryMap';
import type { Topology } from './countryMap';

describe('map zoom', () => {
  it('steps by 4/3 between 100 and 40000, starting at 100', () => {
    expect(MAP_ZOOM.initial).toBe(100);
    expect(nextZoom(100, 'in')).toBeCloseTo(133.33, 2);
    expect(nextZoom(133.333, 'out')).toBeCloseTo(100, 2);
    expect(nextZoom(100, 'out')).toBe(100);
    expect(nextZoom(39_000, 'in')).toBe(40_000);
  });

  it('turns the scale into Highcharts’ log2 zoom above the fitted view', () => {
    expect(mapViewZoom(1.5, 100)).toBe(1.5);
    expect(mapViewZoom(1.5, 400)).toBe(3.5);
  });
});

describe('localiseTopology', () => {
  const topology: Topology = {
    type: 'Topology',
    objects: {
      default: {
        type: 'GeometryCollection',
        geometries: [
          {
            type: 'Polygon',
            arcs: [[0]],
            properties: { 'hc-key': 'kr', 'iso-a2': 'KR', 'iso-a3': 'KOR', name: 'South Korea' },
          },
          {
            type: 'Polygon',
            arcs: [[1]],
            properties: { 'hc-key': 'kv', 'iso-a2': '-99', 'iso-a3': '-99', name: 'Kosovo' },
          },
        ],
      },
    },
  };

  it('gives features id, name and name_{locale}', () => {
    const [korea, kosovo] = localiseTopology(topology).objects.default!.geometries.map((g) => g.properties);
    expect(korea).toMatchObject({ id: 'KOR', name: 'South Korea', name_en: 'South Korea', name_kr: '대한민국' });
    expect(kosovo).toMatchObject({ id: 'KV', name: 'Kosovo', name_kr: 'Kosovo' });
  });

  it('leaves the input untouched', () => {
    localiseTopology(topology);
    expect(topology.objects.default!.geometries[0]!.properties).not.toHaveProperty('id');
  });
});
