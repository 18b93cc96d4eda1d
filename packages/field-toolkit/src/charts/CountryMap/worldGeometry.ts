import type { Topology } from './countryMap';
import { localiseTopology } from './countryMap';

/**
 * The world map (Highcharts map collection, Natural Earth based) ships inside the bundle as its own chunk; a load
 * failure is only logged and the map stays empty.
 */
export async function loadWorldGeometry(): Promise<Topology | null> {
  try {
    const module = (await import('@highcharts/map-collection/custom/world.topo.json')) as unknown as {
      default: Topology;
    };
    return localiseTopology(module.default);
  } catch (error) {
    console.error('Country map geometry failed to load', error);
    return null;
  }
}
