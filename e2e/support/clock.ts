import type { Page } from '@playwright/test';

/** The latest time of day a story's fake clock starts at: the minutes it fast-forwards its timers stay on today. */
const LATEST_START = { hours: 23, minutes: 45 };

/**
 * Installs Playwright's fake clock at the present time, or at 23:45 of today when later: a story that fast-forwards
 * a timer's minutes would otherwise cross midnight near its end and look for its brews in tomorrow's list.
 */
export async function installClockOnToday(page: Page): Promise<void> {
  const now = new Date();
  const latest = new Date(now);
  latest.setHours(LATEST_START.hours, LATEST_START.minutes, 0, 0);
  await page.clock.install({ time: now > latest ? latest : now });
}
