import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { animationsEnded } from './settled';

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

const THEME_CHOICE = { light: /^(Light|밝게)$/, dark: /^(Dark|어둡게)$/ };
const THEME_BUTTON = { light: /^(Theme: Light|테마: 밝게)$/, dark: /^(Theme: Dark|테마: 어둡게)$/ };

/**
 * Axe's findings in both themes from one load (within the `within` selector when given): every rule in the theme the
 * page shows, then the colour rules in the other, chosen from the toolbar as a person does (no reload: the rest of the
 * page is the same page). The menu item is chosen with the keyboard: a click first waits for the menu to stop moving,
 * its 0.4 s opening motion and the waits between Playwright's retries.
 */
export async function violationsInBothThemes(page: Page, within?: string) {
  const first = (await page.locator('[data-theme]').first().getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  const everyRule = await seriousViolations(page, undefined, within);
  await page.getByRole('button', { name: /^(Theme|테마): / }).click();
  await page.getByRole('menuitemradio', { name: THEME_CHOICE[second] }).press('Enter');
  await expect(page.getByRole('button', { name: THEME_BUTTON[second] })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The button names the choice at once; the shell and the area draw it once the new tokens have arrived.
  await expect(page.locator(`[data-theme="${first}"]`)).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Colours ease to the new theme: judge contrast once every transition has ended.
  await animationsEnded(page);
  const colours = await seriousViolations(page, COLOUR_RULES, within);
  return first === 'light' ? { light: everyRule, dark: colours } : { light: colours, dark: everyRule };
}
