// Test-only: Highcharts 13 calls CSS.supports on load, which jsdom lacks. Use as
// `jest.mock('highcharts', () => jest.requireActual('../testing/highchartsInJsdom').highchartsInJsdom())`.
export function highchartsInJsdom(): unknown {
  const target = globalThis as { CSS?: { supports?: (...args: string[]) => boolean } };
  target.CSS ??= {};
  target.CSS.supports ??= () => false;
  return jest.requireActual('highcharts');
}
