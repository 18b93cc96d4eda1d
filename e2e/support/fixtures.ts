import type { APIRequestContext, BrowserContext, Cookie, Page, Request } from '@playwright/test';
import { E2E_PORTS } from './ports';
import { animationsEnded } from './settled';

/** The API under test; E2E_API_URL points a run at another suite (a developer's own servers). */
export const API = process.env.E2E_API_URL ?? `http://localhost:${E2E_PORTS.api}`;
export const DEMO_PASSWORD = 'coffee1234';

/** Signs the browser context in through the API (the session cookie is shared with the page). */
export async function signInAs(request: APIRequestContext, userId: string): Promise<void> {
  const response = await request.post(`${API}/api/sign/signin`, {
    data: { user_id: userId, user_pass: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in as ${userId} failed: ${response.status()}`);
}

/** Sessions this worker already holds, by demo user. */
const heldSessions = new Map<string, Cookie[]>();

/**
 * Signs the browser context in as `userId` with a session this worker already holds while the server still knows
 * it, else with a new one. The page sweeps open one page per test and only read: a sign-in's deliberately slow
 * password hash per page bought them nothing. Stories sign in afresh with `signInAs`.
 */
export async function resumeSessionOf(context: BrowserContext, userId: string): Promise<void> {
  const held = heldSessions.get(userId);
  if (held) {
    await context.addCookies(held);
    const session = await context.request.get(`${API}/api/sign/session`);
    if (session.ok() && (await session.json()).result?.user_id === userId) return;
    await context.clearCookies();
  }
  await signInAs(context.request, userId);
  heldSessions.set(userId, await context.cookies());
}

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export const originOf = (url: string) => new URL(url).origin;

/**
 * How far the page scrolls sideways once its animations have ended (a message sliding in counts where it comes to
 * rest): 0 when everything fits the viewport's width.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await animationsEnded(page);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
