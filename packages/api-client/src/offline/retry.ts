import { isNetworkError } from '@coffee/api-client';
import type { ApiStatus } from '@coffee/api-client';
import type { KeptSaveFailure } from './db';

/**
 * How long a kept save's send waits for the server's answer (behaviour §06-2). A brew or a dial-in is under a
 * kilobyte: a phone on a poor mobile network sends it and reads the answer in a few seconds, and a busy server answers
 * in a few more. Past this the connection is taken for dead and the save is sent again later; its request id makes a
 * send whose answer was lost written once (behaviour §06-3).
 */
export const SEND_TIMEOUT_MS = 30_000;

/** The wait before the first send again, doubled after each failure up to the last. */
export const FIRST_RETRY_MS = 2_000;
export const LAST_RETRY_MS = 60_000;

/**
 * A body a browser lets outlive its page (the `keepalive` budget is 64 KiB for all of a page's requests; a character
 * takes at most four bytes).
 */
export const OUTLIVES_PAGE_CHARS = 16_000;

/** Milliseconds to wait after the `attempts`-th failure in a row, or the seconds a rate limit asked for if longer. */
export function retryDelay(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

const BUSY = new Set(['408', '425', '429', 'invalid_response']);

/**
 * The failure of a send that is tried again by itself (behaviour §06-2): no network, no answer, or a server that
 * could not take the save now. Undefined when the server answered on the save itself (a refusal the barista fixes).
 */
export function passingFailure(answer: ApiStatus): KeptSaveFailure | undefined {
  if (isNetworkError(answer)) return { cause: answer.cause ?? 'unreachable' };
  if (BUSY.has(answer.status) || Number(answer.status) >= 500)
    return {
      cause: 'busy',
      status: answer.status,
      ...(answer.retry_after !== undefined && { retry_after: answer.retry_after }),
    };
  return undefined;
}
