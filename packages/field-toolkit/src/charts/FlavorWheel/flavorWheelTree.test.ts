import { scaFlavorCodes } from '../testing/flavorWheelFixture';
import type { FlavorCode } from './FlavorWheel.types';
import {
  arcMidAngles,
  buildFlavorTree,
  flattenTree,
  labelOutside,
  nodeColor,
  normalizeColor,
  selectionState,
  toggleSelection,
} from './flavorWheelTree';

const code = (code_id: string, code_filter = '', extra: Partial<FlavorCode> = {}): FlavorCode => ({
  code_id,
  code_name: code_id,
  code_filter,
  code_alias1: '#AA0000',
  ...extra,
});

describe('buildFlavorTree', () => {
  it('builds the SCA wheel: nine families, 28 groups, 73 flavors', () => {
    const tree = buildFlavorTree(scaFlavorCodes());
    expect(tree.map((family) => family.name)).toEqual([
      'Fruity',
      'Sour/Fermented',
      'Green/Vegetative',
      'Other',
      'Roasted',
      'Spices',
      'Nutty/Cocoa',
      'Sweet',
      'Floral',
    ]);
    const nodes = flattenTree(tree);
    expect(nodes.filter((n) => n.depth === 2)).toHaveLength(28);
    expect(nodes.filter((n) => n.depth === 3)).toHaveLength(73);
    expect(tree.reduce((sum, family) => sum + family.leaves, 0)).toBe(
      nodes.filter((n) => n.children.length === 0).length,
    );
  });

  it('orders siblings by code_order and drops orphans and a fourth level', () => {
    const tree = buildFlavorTree([
      code('B', '', { code_order: 2 }),
      code('A', '', { code_order: 1 }),
      code('A1', 'A'),
      code('A11', 'A1'),
      code('A111', 'A11'),
      code('X1', 'missing'),
    ]);
    expect(tree.map((n) => n.id)).toEqual(['A', 'B']);
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['A', 'A1', 'A11', 'B']);
  });

  it('falls back to the English name when the Korean one is empty', () => {
    const [node] = buildFlavorTree([code('A', '', { code_name: 'Floral', code_name_kr: ' ' })]);
    expect(node!.nameKr).toBe('Floral');
  });
});

describe('colours', () => {
  const [family] = buildFlavorTree([code('F'), code('G', 'F'), code('L', 'G'), code('M', 'G')]);
  const group = family!.children[0]!;
  const leaf = group.children[0]!;

  it('marks selected and partly selected nodes with cc', () => {
    const selected = new Set(['L']);
    expect(selectionState(leaf, selected)).toBe('selected');
    expect(selectionState(family!, selected)).toBe('partial');
    expect(nodeColor(leaf, 'selected')).toBe('#aa0000cc');
    expect(nodeColor(family!, 'partial')).toBe('#aa0000cc');
  });

  it('fades unselected nodes: families 67, inner rings 55', () => {
    expect(selectionState(group.children[1]!, new Set(['L']))).toBe('none');
    expect(nodeColor(family!, 'none')).toBe('#aa000067');
    expect(nodeColor(leaf, 'none')).toBe('#aa000055');
  });

  it.each([
    ['#DA1D23', '#da1d23'],
    ['DA1D23', '#da1d23'],
    ['#abc', '#aabbcc'],
    ['#DA1D23FF', '#da1d23'],
    ['red', '#8a8886'],
    [null, '#8a8886'],
  ])('normalises %j to %j before adding the suffix', (input, output) => {
    expect(normalizeColor(input)).toBe(output);
  });
});

describe('labels and layout', () => {
  it('puts labels of arcs under 2.5% of the circle outside', () => {
    const tree = buildFlavorTree(scaFlavorCodes());
    const total = tree.reduce((sum, n) => sum + n.leaves, 0);
    const nodes = flattenTree(tree);
    expect(nodes.filter((n) => n.depth === 3).every((n) => labelOutside(n, total))).toBe(true);
    expect(tree.every((family) => !labelOutside(family, total))).toBe(true);
  });

  it('lays arcs clockwise from the rotation, or counter-clockwise when reversed', () => {
    const tree = buildFlavorTree([code('A'), code('B'), code('C'), code('D')]);
    expect([...arcMidAngles(tree).values()]).toEqual([45, 135, 225, 315]);
    expect(arcMidAngles(tree, { rotation: -90 }).get('A')).toBe(-45);
    expect(arcMidAngles(tree, { reverse: true }).get('A')).toBe(315);
  });
});

describe('toggleSelection', () => {
  it('adds a missing id and removes a present one', () => {
    expect(toggleSelection(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleSelection(['A', 'B'], 'A')).toEqual(['B']);
  });
});
