import type { Page } from '@playwright/test';

/**
 * Collects what the Content-Security-Policy blocks on the page from its first script on: the document's
 * `securitypolicyviolation` events, and the console's CSP errors (which also name what a worker or frame refused).
 * The function it returns hands over what was collected since it was last called.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.sourceFile}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0))),
    ...consoleErrors.splice(0),
  ];
}
