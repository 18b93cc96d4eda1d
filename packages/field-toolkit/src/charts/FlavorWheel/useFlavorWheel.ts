import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Options } from 'highcharts';
import { clearCopyTap, useCopyTap } from '@coffee/field-toolkit/runtime';
import { useChartPalette } from '../shared/chartPalette';
import { SHORT_DELAY_MS } from '../shared/constants';
import { useIsMobile } from '../shared/useIsMobile';
import { usePaintedValue } from '../shared/usePaintedValue';
import { useChartLocale } from '../shared/useLocale';
import type { ChartLocale } from '../shared/useLocale';
import { useStableValue } from '../shared/useStableValue';
import type { FlavorWheelProps } from './FlavorWheel.types';
import { buildFlavorWheelOptions, wheelDepth } from './flavorWheelOptions';
import { buildFlavorTree, toggleSelection } from './flavorWheelTree';
import type { FlavorNode } from './flavorWheelTree';
import { wheelGeometry } from './wheelGeometry';
import type { WheelGeometry } from './wheelGeometry';

/**
 * After the codes change the wheel is busy for five times the shared delay; clicks are ignored meanwhile. The first
 * codes it draws are no change: that wheel answers at once (behaviour §11-2.2).
 */
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
  /**
   * The family the chart draws: `branch` once the chart has caught up. A tap that opens or closes a family is
   * answered in its own frame (the Whole wheel button, the hint); the new chart is drawn after that frame's paint.
   */
  drawnBranch: FlavorNode | null;
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
  const first = settledTree === null || settledTree.length === 0;
  const loading = tree.length === 0 || (settledTree !== tree && !first);
  useEffect(() => {
    const timer = setTimeout(() => setSettledTree(tree), first ? 0 : FLAVOR_WHEEL_LOADING_MS);
    return () => clearTimeout(timer);
  }, [tree, first]);

  const interactive = !readOnly && onSelectedChange !== undefined;
  const zoomable = mobile && interactive;
  const [branchId, setBranchId] = useState<string | null>(null);
  const branch = (zoomable && branchId !== null && tree.find((node) => node.id === branchId)) || null;
  const drawnBranch = usePaintedValue(branch);
  const shownTree = useMemo(() => (drawnBranch ? [drawnBranch] : tree), [drawnBranch, tree]);

  // Highcharts calls the click handler outside React (on a click, long after render): it reads the latest state from
  // here, so the chart's options, and the chart, stay the same until what it draws changes.
  const latest = useRef({ loading, selected: stableSelected, onSelectedChange, zoomable, drawnBranch, tree });
  useLayoutEffect(() => {
    latest.current = { loading, selected: stableSelected, onSelectedChange, zoomable, drawnBranch, tree };
  });
  const toggle = useCallback((codeId: string) => {
    const current = latest.current;
    if (!current.loading) current.onSelectedChange?.(toggleSelection(current.selected, codeId));
  }, []);
  // A tap acts on the wheel it lands on: the whole wheel opens a family, an opened family toggles the arc.
  const onArc = useCallback(
    (codeId: string) => {
      const current = latest.current;
      if (!current.zoomable || current.drawnBranch) return toggle(codeId);
      if (!current.loading) setBranchId(familyOf(current.tree, codeId)?.id ?? null);
    },
    [toggle],
  );
  const showWholeWheel = useCallback(() => setBranchId(null), []);
  // A tap on the page's prerendered copy, before this wheel could take it: the wheel does what that tap does here.
  const copyTap = useCopyTap();
  useEffect(() => {
    if (copyTap === null || tree.length === 0) return;
    clearCopyTap();
    if (interactive) onArc(copyTap);
  }, [copyTap, tree, interactive, onArc]);
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
        outerLabelsOutside: drawnBranch !== null,
      }),
    [shownTree, drawnBranch, stableSelected, locale, rotation, reverse, simple, interactive, geometry, palette, onArc],
  );

  return {
    tree,
    branch,
    drawnBranch,
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
