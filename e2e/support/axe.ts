import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe's rules whose outcome follows the colours: all a change of theme can alter on a page already judged. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical axe violations on the page (of `rules` only when given; within the `within` selector only
 * when given), each with the elements it concerns.
 */
export async function seriousViolations(page: Page, rules?: string[], within?: string): Promise<string[]> {
  // Fluent's focus manager (Tabster) puts aria-hidden focus sentinels around the toolbar: they hand focus
  // straight on and are never announced, so they are not part of the page axe should judge.
  const scoped = within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page });
  const builder = scoped.exclude('[data-tabster-dummy]').options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
