// Test-only: the SCA/WCR 2016 wheel from the repository's test-fixtures folder as FLVR code entries. The toolkit has no Node
// types, so node: modules come untyped through jest.
import type { FlavorCode } from '../FlavorWheel/FlavorWheel.types';

declare const __dirname: string;

interface WheelNode {
  name: string;
  colour: string;
  children?: WheelNode[];
}

const FIXTURE = '../../../../../test-fixtures/flavor-wheel/parkjbdev_coffee-flavor-wheel_scaa-2016-flavor-map.json';

export function scaFlavorCodes(): FlavorCode[] {
  const { resolve } = jest.requireActual<{ resolve(...parts: string[]): string }>('node:path');
  const { readFileSync } = jest.requireActual<{ readFileSync(path: string, encoding: 'utf8'): string }>('node:fs');
  const text = readFileSync(resolve(__dirname, FIXTURE), 'utf8').replace(/,(\s*[\]}])/g, '$1');
  const codes: FlavorCode[] = [];
  const visit = (nodes: WheelNode[], parent: string) =>
    nodes.forEach((node, index) => {
      const id = parent ? `${parent}_${index + 1}` : `FL${index + 1}`;
      codes.push({
        code_id: id,
        code_name: node.name,
        code_name_kr: `${node.name} (kr)`,
        code_alias1: node.colour,
        code_filter: parent,
      });
      visit(node.children ?? [], id);
    });
  visit((JSON.parse(text) as { data: WheelNode[] }).data, '');
  return codes;
}
