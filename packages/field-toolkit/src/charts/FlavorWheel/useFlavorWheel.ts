import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Options } from 'highcharts';
import { useChartPalette } from '../shared/chartPalette';
import { SHORT_DELAY_MS } from '../shared/constants';
import { useIsMobile } from '../shared/useIsMobile';
import { useChartLocale } from '../shared/useLocale';
import type { ChartLocale } from '../shared/useLocale';
import { useStableValue } from '../shared/useStableValue';
import type { FlavorWheelProps } from './FlavorWheel.types';
import { buildFlavorWheelOptions, wheelDepth } from './flavorWheelOptions';
import { buildFlavorTree, toggleSelection } from './flavorWheelTree';
import type { FlavorNode } from './flavorWheelTree';
import { wheelGeometry } from './wheelGeometry';
import type { WheelGeometry } from './wheelGeometry';

/** After the codes change the wheel is busy for five times the shared delay; clicks are ignored meanwhile. */
export const FLAVOR_WHEEL_LOADING_MS = 5 * SHORT_DELAY_MS;

export interface FlavorWheelState {
  tree: FlavorNode[];
  options: Options;
  geometry: WheelGeometry;
  loading: boolean;
  mobile: boolean;
  locale: ChartLocale;
  interactive: boolean;
  /** Toggles a code id as a click on its arc does: ignored while loading or read-only. */
  toggle: (codeId: string) => void;
}

/** `boxWidthPx`: the measured width the chart may take, when known. */
export function useFlavorWheel(props: FlavorWheelProps, boxWidthPx?: number): FlavorWheelState {
  const { codes, selected, onSelectedChange, readOnly = false, rotation, reverse, simple } = props;
  const mobile = useIsMobile(props.mobile);
  const locale = useChartLocale(props.locale);
  const palette = useChartPalette();
  const stableCodes = useStableValue(codes);
  const stableSelected = useStableValue(selected);
  const tree = useMemo(() => buildFlavorTree(stableCodes), [stableCodes]);

  const [settledTree, setSettledTree] = useState<FlavorNode[] | null>(null);
  const loading = settledTree !== tree;
  useEffect(() => {
    const timer = setTimeout(() => setSettledTree(tree), FLAVOR_WHEEL_LOADING_MS);
    return () => clearTimeout(timer);
  }, [tree]);

  // Highcharts calls the click handler outside React: it reads the latest props from here.
  const latest = useRef({ loading, selected: stableSelected, onSelectedChange });
  useLayoutEffect(() => {
    latest.current = { loading, selected: stableSelected, onSelectedChange };
  });

  const interactive = !readOnly && onSelectedChange !== undefined;
  // Highcharts calls this outside React (on a click, long after render), hence the ref.
  const toggle = useCallback((codeId: string) => {
    const current = latest.current;
    if (!current.loading) current.onSelectedChange?.(toggleSelection(current.selected, codeId));
  }, []);
  const geometry = useMemo(
    () => wheelGeometry({ mobile, depth: wheelDepth(simple ?? false), boxWidthPx }),
    [mobile, simple, boxWidthPx],
  );
  const options = useMemo(
    () =>
      // `toggle` reads the ref on a click, long after render, which is what the ref is for.
      // eslint-disable-next-line react-hooks/refs
      buildFlavorWheelOptions({
        tree,
        selected: stableSelected,
        locale,
        rotation,
        reverse,
        simple,
        interactive,
        geometry,
        palette,
        onNodeClick: toggle,
      }),
    [tree, stableSelected, locale, rotation, reverse, simple, interactive, geometry, palette, toggle],
  );

  return { tree, options, geometry, loading, mobile, locale, interactive, toggle };
}
