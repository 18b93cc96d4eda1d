/** Status strings of the fetch layer; any other non-OK HTTP code becomes its number as a string. */
export const API_STATUS = {
  OK: 'OK',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  TOO_MANY_REQUESTS: '429',
  NETWORK_ERROR: 'network_error',
  INVALID_RESPONSE: 'invalid_response',
} as const;

/** Why a call never reached the server: the device is offline, the call took too long, or the server is unreachable. */
export type NetworkCause = 'offline' | 'timeout' | 'unreachable';

/** A non-OK outcome: never thrown, always returned. */
export interface ApiStatus {
  status: string;
  description?: string;
  field?: string;
  bound?: number | string;
  /** The record a refusal names, in both languages (a stock item, a batch); the page shows its language's. */
  names?: { kr?: string; en?: string };
  /** A mass the refusal names, in grams (the stock left). */
  mass?: number;
  /** Seconds to wait before trying again (a 429 answer's `Retry-After`). */
  retry_after?: number;
  /** Why a network failure happened. */
  cause?: NetworkCause;
}

export interface ApiNetworkStatus extends ApiStatus {
  status: typeof API_STATUS.NETWORK_ERROR;
  description: 'error_text';
}

export interface Pagination {
  page: number;
  total_pages: number;
}

/** A successful envelope: `result` plus whatever extras the call returns (pagination, detail_result, ...). */
export type ApiOk<T, X extends object = Record<never, never>> = {
  status: typeof API_STATUS.OK;
  result: T;
  description?: string;
} & X;

export type ApiResponse<T, X extends object = Record<never, never>> = ApiOk<T, X> | ApiStatus;

const HTTP_STATUS: Readonly<Record<number, string>> = {
  400: API_STATUS.BAD_REQUEST,
  401: API_STATUS.UNAUTHORIZED,
  403: API_STATUS.FORBIDDEN,
  404: API_STATUS.NOT_FOUND,
};

export function httpStatusToApiStatus(code: number): string {
  return HTTP_STATUS[code] ?? String(code);
}

/** Body statuses 'OK' and '200' both mean success. */
export function isOkStatus(status: unknown): boolean {
  return status === 'OK' || status === '200' || status === 200;
}

export function isOk<T, X extends object>(response: ApiResponse<T, X>): response is ApiOk<T, X> {
  return response.status === API_STATUS.OK;
}

export function isNetworkError(response: ApiStatus): response is ApiNetworkStatus {
  return response.status === API_STATUS.NETWORK_ERROR;
}

export const NETWORK_ERROR: ApiNetworkStatus & { cause: NetworkCause } = Object.freeze({
  status: API_STATUS.NETWORK_ERROR,
  description: 'error_text',
  cause: 'unreachable',
});

/** The network failure of a call that threw `error`, with its cause. */
export function networkFailure(error: unknown): ApiNetworkStatus & { cause: NetworkCause } {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const cause: NetworkCause = offline ? 'offline' : name === 'TimeoutError' ? 'timeout' : 'unreachable';
  return { ...NETWORK_ERROR, cause };
}

/**
 * Seconds to wait from a `Retry-After` header (seconds or an HTTP date) or the body's `retry_after`; undefined when
 * the answer gives no time.
 */
export function retryAfterSeconds(header: string | null, body: unknown, now = Date.now()): number | undefined {
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { retry_after?: unknown }).retry_after : undefined;
  const raw = header?.trim() || (typeof fromBody === 'number' || typeof fromBody === 'string' ? String(fromBody) : '');
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.max(1, Math.ceil(Number(raw)));
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

export type StatusMessageKey = 'noauth_text' | 'nopage_text' | 'nopermission_text' | 'nodata_text' | 'error_text';

/**
 * Message key (behaviour §01-8) for a status. `hideNoAuth` turns 401 into the no-page text, for pages that must not
 * reveal that they exist.
 */
export function statusMessageKey(status: string, options: { hideNoAuth?: boolean } = {}): StatusMessageKey {
  switch (status) {
    case API_STATUS.UNAUTHORIZED:
      return options.hideNoAuth ? 'nopage_text' : 'noauth_text';
    case API_STATUS.FORBIDDEN:
      return 'nopermission_text';
    case API_STATUS.NOT_FOUND:
      return 'nopage_text';
    case API_STATUS.NETWORK_ERROR:
      return 'error_text';
    default:
      return 'nodata_text';
  }
}
