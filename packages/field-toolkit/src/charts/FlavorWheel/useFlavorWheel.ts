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

/**
 * The family a phone's wheel is opened to, if any: on a phone an outer arc is a few px wide, too narrow for a finger,
 * so a tap on the whole wheel opens the tapped family across the whole circle, where a tap selects what it is on
 * (behaviour §09-4.2).
 */
function familyOf(tree: readonly FlavorNode[], id: string): FlavorNode | undefined {
  const holds = (node: FlavorNode): boolean => node.id === id || node.children.some(holds);
  return tree.find(holds);
}

export interface FlavorWheelState {
  tree: FlavorNode[];
  /** The family opened across the wheel on a phone, or null for the whole wheel. */
  branch: FlavorNode | null;
  /** Whether a tap opens a family first (a phone's wheel that can be chosen from). */
  zoomable: boolean;
  showWholeWheel: () => void;
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
  const zoomable = mobile && interactive;
  const [branchId, setBranchId] = useState<string | null>(null);
  const branch = (zoomable && branchId !== null && tree.find((node) => node.id === branchId)) || null;
  const shownTree = useMemo(() => (branch ? [branch] : tree), [branch, tree]);
  const onArc = useCallback(
    (codeId: string) => {
      if (!zoomable || branch) return toggle(codeId);
      if (!latest.current.loading) setBranchId(familyOf(tree, codeId)?.id ?? null);
    },
    [zoomable, branch, toggle, tree],
  );
  const showWholeWheel = useCallback(() => setBranchId(null), []);
  const geometry = useMemo(
    () => wheelGeometry({ mobile, depth: wheelDepth(simple ?? false), boxWidthPx }),
    [mobile, simple, boxWidthPx],
  );
  const options = useMemo(
    () =>
      // `toggle` reads the ref on a click, long after render, which is what the ref is for.
      // eslint-disable-next-line react-hooks/refs
      buildFlavorWheelOptions({
        tree: shownTree,
        selected: stableSelected,
        locale,
        rotation,
        reverse,
        simple,
        interactive,
        geometry,
        palette,
        onNodeClick: onArc,
        outerLabelsOutside: branch !== null,
      }),
    [shownTree, branch, stableSelected, locale, rotation, reverse, simple, interactive, geometry, palette, onArc],
  );

  return {
    tree,
    branch,
    zoomable,
    showWholeWheel,
    options,
    geometry,
    loading,
    mobile,
    locale,
    interactive,
    toggle,
  };
}
