import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

type AxeRun = { run: (context: ElementContext, options: RunOptions) => Promise<unknown> };

/** Axe's rules whose outcome follows the colours: all a change of theme can alter on a page already judged. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe in each of the page's frames, once per document: a second judgement of the same page (the other theme) reuses
 * it. (@axe-core/playwright injected it anew for every judgement and finished each in a new blank tab, near a CPU
 * second a judgement on this machine; axe.run in the page gives the same findings.)
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
}

/**
 * Serious and critical axe violations on the page (of `rules` only when given; within the `within` selector only
 * when given), each with the elements it concerns.
 */
export async function seriousViolations(page: Page, rules?: string[], within?: string): Promise<string[]> {
  await injectAxe(page);
  // Fluent's focus manager (Tabster) puts aria-hidden focus sentinels around the toolbar: they hand focus
  // straight on and are never announced, so they are not part of the page axe should judge.
  const context: ElementContext = { ...(within ? { include: [within] } : {}), exclude: ['[data-tabster-dummy]'] };
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  // Passed as plain JSON: axe's own types are too deep for Playwright's serialisable-argument type.
  const results = (await page.evaluate(
    ([context, options]) => (window as unknown as { axe: AxeRun }).axe.run(context, options),
    [context, options] as [never, never],
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
