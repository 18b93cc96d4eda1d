import type { FlavorCode } from './FlavorWheel.types';

export const FLAVOR_WHEEL_ROOT = '__flavor_root__';
export const FLAVOR_WHEEL_DEPTH = 3;
/** Arcs below this share of the circle get their label outside. */
export const OUTSIDE_LABEL_PERCENT = 2.5;

export type SelectionState = 'selected' | 'partial' | 'none';

export interface FlavorNode {
  id: string;
  parentId: string | null;
  /** 1 = family, 2 = group, 3 = flavor. */
  depth: number;
  name: string;
  nameKr: string;
  color: string;
  children: FlavorNode[];
  /** Number of outer-ring arcs under it (1 for an outer arc): its angular weight. */
  leaves: number;
}

const FALLBACK_COLOR = '#8a8886';

/** `#abc`, `abc`, `#aabbcc`, `#aabbccdd` → `#aabbcc`; anything else → a neutral grey. */
export function normalizeColor(color: string | null | undefined): string {
  const hex = color?.trim().replace(/^#/, '') ?? '';
  if (/^[0-9a-f]{3}$/i.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`.toLowerCase();
  if (/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(hex)) return `#${hex.slice(0, 6)}`.toLowerCase();
  return FALLBACK_COLOR;
}

/**
 * The three-level tree from the code entries: families have no parent, every other entry hangs under its
 * `code_filter`. Entries whose parent is unknown or deeper than three levels are left out; siblings keep
 * `code_order`, then input order.
 */
export function buildFlavorTree(codes: readonly FlavorCode[], maxDepth = FLAVOR_WHEEL_DEPTH): FlavorNode[] {
  const byParent = new Map<string, FlavorCode[]>();
  codes.forEach((code) => {
    const parent = code.code_filter?.trim() || '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), code]);
  });
  const order = (code: FlavorCode) => code.code_order ?? Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  const grow = (parentId: string | null, depth: number): FlavorNode[] => {
    if (depth > maxDepth) return [];
    const entries = [...(byParent.get(parentId ?? '') ?? [])].sort((a, b) => order(a) - order(b));
    return entries.flatMap((code) => {
      if (seen.has(code.code_id)) return [];
      seen.add(code.code_id);
      const children = grow(code.code_id, depth + 1);
      const leaves = children.reduce((sum, child) => sum + child.leaves, 0) || 1;
      return [
        {
          id: code.code_id,
          parentId,
          depth,
          name: code.code_name,
          nameKr: code.code_name_kr?.trim() || code.code_name,
          color: normalizeColor(code.code_alias1),
          children,
          leaves,
        },
      ];
    });
  };
  return grow(null, 1);
}

export function flattenTree(nodes: readonly FlavorNode[]): FlavorNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** Selected when its id is selected; partly selected when a descendant is. */
export function selectionState(node: FlavorNode, selected: ReadonlySet<string>): SelectionState {
  if (selected.has(node.id)) return 'selected';
  const anyBelow = (n: FlavorNode): boolean => n.children.some((c) => selected.has(c.id) || anyBelow(c));
  return anyBelow(node) ? 'partial' : 'none';
}

/**
 * The colour with an alpha suffix: `cc` when selected or partly selected; unselected families `67` and the
 * other rings `55`, so the families keep the wheel's structure readable.
 */
export function nodeColor(node: FlavorNode, state: SelectionState): string {
  const suffix = state === 'none' ? (node.depth === 1 ? '67' : '55') : 'cc';
  return node.color + suffix;
}

/** Share of the full circle, in percent. */
export function arcPercent(node: FlavorNode, totalLeaves: number): number {
  return totalLeaves > 0 ? (node.leaves / totalLeaves) * 100 : 0;
}

export function labelOutside(node: FlavorNode, totalLeaves: number): boolean {
  return arcPercent(node, totalLeaves) < OUTSIDE_LABEL_PERCENT;
}

/** Toggles a code id in the selected list (order kept, the new id appended). */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id];
}

/** Middle angle of each node's arc, degrees clockwise from 12 o'clock, as the sunburst lays them out. */
export function arcMidAngles(
  nodes: readonly FlavorNode[],
  { rotation = 0, reverse = false }: { rotation?: number; reverse?: boolean } = {},
): Map<string, number> {
  const total = nodes.reduce((sum, node) => sum + node.leaves, 0);
  const angles = new Map<string, number>();
  const walk = (level: readonly FlavorNode[], startLeaves: number) => {
    let offset = startLeaves;
    for (const node of reverse ? [...level].reverse() : level) {
      angles.set(node.id, rotation + ((offset + node.leaves / 2) / total) * 360);
      walk(node.children, offset);
      offset += node.leaves;
    }
  };
  if (total > 0) walk(nodes, 0);
  return angles;
}
