import type { Page } from '@playwright/test';
import { hasWrittenLabel } from '@coffee/suite';

/**
 * Words on the page that read like a database (behaviour §09-1.1, §09-2.1): a list column whose field has no written
 * label, or a reference cell that shows a bare number instead of a name. Each names the field.
 */
export async function wordProblems(page: Page): Promise<string[]> {
  const { headers, bareIds } = await page.evaluate(() => ({
    headers: [...document.querySelectorAll('main th[data-field]')].map((cell) => cell.getAttribute('data-field') ?? ''),
    bareIds: [...document.querySelectorAll('main td[data-reference]')]
      .filter((cell) => /^\d+$/.test(cell.textContent?.trim() ?? ''))
      .map((cell) => `${cell.getAttribute('data-field')} shows the bare id ${cell.textContent?.trim()}`),
  }));
  return [
    ...headers.filter((field) => !hasWrittenLabel(field)).map((field) => `${field} has a composed label`),
    ...new Set(bareIds),
  ];
}
