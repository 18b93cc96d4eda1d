import type { Chart, Options, Point, PointOptionsObject, SeriesSunburstOptions, SVGElement } from 'highcharts';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE, labelColorOn, themedChartBase, themedTooltip } from '../shared/chartPalette';
import type { ChartLocale } from '../shared/useLocale';
import { arcMidAngles, FLAVOR_WHEEL_ROOT, labelOutside, nodeColor, selectionState } from './flavorWheelTree';
import type { FlavorNode } from './flavorWheelTree';
import { CENTRE_WEIGHT } from './wheelGeometry';
import type { WheelGeometry } from './wheelGeometry';

export interface FlavorWheelOptionsInput {
  tree: readonly FlavorNode[];
  selected: readonly string[];
  locale: ChartLocale;
  rotation?: number;
  reverse?: boolean;
  simple?: boolean;
  interactive: boolean;
  /** The wheel's size and its outside labels', fitted to the chart's box. */
  geometry: WheelGeometry;
  onNodeClick: (codeId: string) => void;
  palette?: ChartPalette;
  /** Names every outer arc outside the wheel, where the geometry keeps room (a family opened on a phone). */
  outerLabelsOutside?: boolean;
}

/** Rings drawn: families, groups and flavors, or without flavors when simple. */
export const wheelDepth = (simple: boolean): number => (simple ? 2 : 3);

export const clampRotation = (rotation: number): number => Math.min(180, Math.max(-180, rotation || 0));

/** Pre-order (parents before children), siblings reversed for a counter-clockwise wheel. */
function orderedNodes(nodes: readonly FlavorNode[], reverse: boolean, maxDepth: number): FlavorNode[] {
  return (reverse ? [...nodes].reverse() : nodes).flatMap((node) =>
    node.depth > maxDepth ? [] : [node, ...orderedNodes(node.children, reverse, maxDepth)],
  );
}

/** A rotation in degrees that keeps text upright (between -90 and 90). */
export function readableRotation(degrees: number): number {
  const rotation = degrees % 180;
  if (rotation > 90) return rotation - 180;
  if (rotation < -90) return rotation + 180;
  return rotation;
}

/** Each node's family: the family itself, or the family it is under. */
function familiesOf(tree: readonly FlavorNode[]): Map<string, string> {
  const families = new Map<string, string>();
  const walk = (node: FlavorNode, family: string) => {
    families.set(node.id, family);
    node.children.forEach((child) => walk(child, family));
  };
  tree.forEach((family) => walk(family, family.id));
  return families;
}

/**
 * Names each arc and its label in the drawing (`data-code`, `data-family`): a page's prerendered copy answers a tap
 * on them before the live wheel can (behaviour §11-2.1).
 */
function markCodes(chart: Chart) {
  for (const point of chart.series[0]?.points ?? []) {
    const { id, custom } = point.options;
    if (!id || id === FLAVOR_WHEEL_ROOT) continue;
    const drawn = point as Point & { dataLabel?: SVGElement };
    for (const element of [drawn.graphic?.element, drawn.dataLabel?.element]) {
      element?.setAttribute('data-code', id);
      element?.setAttribute('data-family', String(custom?.family));
    }
  }
}

/** Highcharts options of the wheel: a centre hole, then families, groups and flavors. */
export function buildFlavorWheelOptions(input: FlavorWheelOptionsInput): Options {
  const { tree, locale, reverse = false, simple = false, interactive, geometry, onNodeClick } = input;
  const palette = input.palette ?? LIGHT_PALETTE;
  const rotation = clampRotation(input.rotation ?? 0);
  const maxDepth = wheelDepth(simple);
  const selected = new Set(input.selected);
  const totalLeaves = tree.reduce((sum, node) => sum + node.leaves, 0);
  const angles = arcMidAngles(tree, { rotation, reverse });
  const families = familiesOf(tree);

  const points: PointOptionsObject[] = [{ id: FLAVOR_WHEEL_ROOT, name: '', color: 'transparent' }];
  for (const node of orderedNodes(tree, reverse, maxDepth)) {
    const state = selectionState(node, selected);
    const outer = node.depth === maxDepth || node.children.length === 0;
    const color = nodeColor(node, state);
    const point: PointOptionsObject = {
      id: node.id,
      parent: node.parentId ?? FLAVOR_WHEEL_ROOT,
      name: locale === 'en' ? node.name : node.nameKr,
      color,
      custom: { state, family: families.get(node.id) },
      dataLabels: { style: { color: labelColorOn(color, palette.background) } },
    };
    if (outer) point.value = node.leaves;
    if (labelOutside(node, totalLeaves) || (outer && input.outerLabelsOutside)) {
      const radians = ((angles.get(node.id) ?? 0) * Math.PI) / 180;
      point.dataLabels = {
        // An explicit radial rotation: Highcharts' own perpendicular mode squeezes the label into the thin arc.
        rotation: readableRotation((angles.get(node.id) ?? 0) - 90),
        x: Math.round(Math.sin(radians) * geometry.outsideLabelOffset),
        y: Math.round(-Math.cos(radians) * geometry.outsideLabelOffset),
        overflow: 'allow',
        crop: false,
        style: {
          textOutline: 'none',
          color: palette.text,
          fontWeight: 'normal',
          fontSize: `${geometry.labelFontPx}px`,
          width: geometry.labelWidthPx,
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        },
      };
    }
    points.push(point);
  }

  const series: SeriesSunburstOptions = {
    type: 'sunburst',
    data: points,
    startAngle: rotation,
    size: geometry.diameterPx,
    allowTraversingTree: false,
    cursor: interactive ? 'pointer' : undefined,
    borderColor: palette.background,
    borderWidth: 1,
    levels: [
      { level: 1, levelSize: { unit: 'weight', value: CENTRE_WEIGHT }, dataLabels: { enabled: false } },
      { level: 2, levelSize: { unit: 'weight', value: 1 }, dataLabels: { rotationMode: 'parallel' } },
      { level: 3, levelSize: { unit: 'weight', value: 1 } },
      { level: 4, levelSize: { unit: 'weight', value: 1 } },
    ],
    dataLabels: { style: { fontSize: '0.7rem', textOutline: 'none' } },
    point: {
      events: {
        click() {
          const id = this.options.id;
          if (interactive && id && id !== FLAVOR_WHEEL_ROOT) onNodeClick(id);
        },
      },
    },
  };

  const base = themedChartBase(palette);
  return {
    ...base,
    chart: {
      ...base.chart,
      spacing: [0, 0, 0, 0],
      events: {
        render() {
          markCodes(this);
        },
      },
    },
    tooltip: themedTooltip(palette, { pointFormat: '<b>{point.name}</b>', headerFormat: '' }),
    series: [series],
  };
}
