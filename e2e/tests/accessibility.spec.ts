import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/fixtures';

const pages: { name: string; path: string; user?: string; text: RegExp }[] = [
  { name: 'sign-in (kr)', path: '/user/signin', text: /로그인/ },
  { name: 'sign-in (en)', path: '/en/user/signin', text: /Sign in/ },
  { name: 'admin sign-in', path: '/en/user/signin/admin', text: /Administrator sign-in/ },
  { name: 'no page', path: '/en/no/such/page', text: /Page not found/ },
  { name: 'no permission', path: '/en/info/code/codegroup', user: 'user', text: /No permission/ },
  { name: 'no cafe', path: '/en/cafe/brewing/result', user: 'user', text: /No cafe yet/ },
  { name: 'create chooser', path: '/en/create', user: 'user', text: /Create a roastery/ },
  { name: 'sign-in required', path: '/en/info/code/codegroup', text: /Sign in/ },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { name, path, user, text } of pages) {
    test(`the ${name} page has no serious accessibility violation in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      if (user) await signInAs(page.request, user);
      await page.goto(path);
      await expect(page.locator('main')).toContainText(text);
      // Fluent's focus manager (Tabster) puts aria-hidden focus sentinels around the toolbar: they hand focus
      // straight on and are never announced, so they are not part of the page axe should judge.
      const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
