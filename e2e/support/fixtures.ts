import type { APIRequestContext, Page, Request } from '@playwright/test';
import { E2E_PORTS } from './ports';

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

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export const originOf = (url: string) => new URL(url).origin;

/** How far the page scrolls sideways: 0 when everything fits the viewport's width. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
