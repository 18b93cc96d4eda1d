import type { OrgType } from '@coffee/domain';
import { selectedMembership, sessionStore } from '../session/store';
import { getApiConfig } from './config';
import { API_STATUS, httpStatusToApiStatus, isOkStatus, networkFailure, retryAfterSeconds } from './status';
import type { ApiResponse, ApiStatus } from './status';

type QueryScalar = string | number | boolean;
export type QueryParams = Readonly<Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>>;
export type JsonBody = Readonly<Record<string, unknown>>;

export interface ApiRequestOptions {
  /**
   * Organisation context whose selected id is sent as `{type}_seq`. Left out, it follows the path's area
   * (`/api/cafe/...` → cafe, `/api/roaster/...` → roaster, otherwise none); `null` sends no id.
   */
  org?: OrgType | null;
  signal?: AbortSignal;
  /** Milliseconds after which the call gives up: a network failure whose cause is 'timeout'. */
  timeoutMs?: number;
  /**
   * The request outlives the page that made it (the visitor moves on while a save is on its way): the server still
   * gets it and writes it, though this page never reads the answer.
   */
  keepalive?: boolean;
}

const AREA = /^\/api\/(cafe|roaster)\//;

export function orgFromPath(path: string): OrgType | null {
  return (AREA.exec(path)?.[1] as OrgType | undefined) ?? null;
}

/** The `{type}_seq` parameter the call carries, if its organisation context has a selected membership. */
export function orgSeqParam(path: string, org?: OrgType | null): Record<string, number> {
  const type = org === undefined ? orgFromPath(path) : org;
  if (!type) return {};
  const seq = selectedMembership(type)(sessionStore.getState())?.auth_seq;
  return seq === undefined ? {} : { [`${type}_seq`]: seq };
}

function buildUrl(path: string, query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    for (const item of typeof value === 'object' ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${getApiConfig().baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function statusDetails(body: unknown): Omit<ApiStatus, 'status'> {
  if (typeof body !== 'object' || body === null) return {};
  const { description, field, bound, names, mass } = body as Record<string, unknown>;
  return {
    ...(typeof description === 'string' && { description }),
    ...(typeof field === 'string' && { field }),
    ...((typeof bound === 'number' || typeof bound === 'string') && { bound }),
    ...(typeof names === 'object' && names !== null && { names: names as ApiStatus['names'] }),
    ...(typeof mass === 'number' && { mass }),
  };
}

/** A refused answer as a status: its details, and for a rate limit the seconds to wait. */
function refusal(response: Response, body: unknown): ApiStatus {
  const status = httpStatusToApiStatus(response.status);
  const wait = response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after'), body) : undefined;
  return { status, ...statusDetails(body), ...(wait !== undefined && { retry_after: wait }) };
}

const answeredListeners = new Set<() => void>();

/**
 * Runs after any call the server answered with success: what waits for the server (a save kept on the device after
 * a failed send) may go now.
 */
export function onCallAnswered(listener: () => void): () => void {
  answeredListeners.add(listener);
  return () => answeredListeners.delete(listener);
}

/** The caller's signal and the call's time limit as one signal; the limit aborts with a TimeoutError. */
function withTimeout(
  signal: AbortSignal | null | undefined,
  timeoutMs: number | undefined,
): { signal: AbortSignal | null; done: () => void } {
  if (!timeoutMs) return { signal: signal ?? null, done: () => undefined };
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer in ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

async function send<T, X extends object>(
  url: string,
  init: RequestInit,
  options: ApiRequestOptions,
): Promise<ApiResponse<T, X>> {
  const limit = withTimeout(options.signal, options.timeoutMs);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      ...init,
      signal: limit.signal,
      ...(options.keepalive && { keepalive: true }),
      credentials: 'include',
      mode: 'cors',
    });
    body = await readJson(response);
    // A limit reached while the answer was read is no answer either.
    if (limit.signal?.aborted) throw limit.signal.reason;
  } catch (error) {
    return networkFailure(limit.signal?.aborted ? limit.signal.reason : error);
  } finally {
    limit.done();
  }
  if (response.ok) answeredListeners.forEach((listener) => listener());
  if (!response.ok) return refusal(response, body);
  if (typeof body !== 'object' || body === null || !('status' in body)) {
    return { status: API_STATUS.INVALID_RESPONSE, description: 'error_text' };
  }
  const envelope = body as Record<string, unknown>;
  if (isOkStatus(envelope.status)) return { ...envelope, status: API_STATUS.OK } as ApiResponse<T, X>;
  return { status: String(envelope.status), ...statusDetails(envelope) };
}

/** GET with the query string (plus `{type}_seq`). Never throws: failures come back as status objects. */
export function apiGet<T, X extends object = Record<never, never>>(
  path: string,
  query: QueryParams = {},
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T, X>> {
  const url = buildUrl(path, { ...orgSeqParam(path, options.org), ...query });
  return send<T, X>(url, { method: 'GET' }, options);
}

/** POST of a JSON body (merged with `{type}_seq`). Never throws: failures come back as status objects. */
export function apiPost<T, X extends object = Record<never, never>>(
  path: string,
  body: JsonBody = {},
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T, X>> {
  return send<T, X>(
    buildUrl(path, {}),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...orgSeqParam(path, options.org), ...body }),
    },
    options,
  );
}

/**
 * POST of a multipart form: the fields (after `{type}_seq`) before the files, so the server knows the organisation
 * before it reads a file; with a header a plain form of another site cannot send. Never throws.
 */
export function apiUpload<T, X extends object = Record<never, never>>(
  path: string,
  fields: Readonly<Record<string, string | number>>,
  files: readonly File[],
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T, X>> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...orgSeqParam(path, options.org), ...fields }))
    form.append(name, String(value));
  for (const file of files) form.append('file', file, file.name);
  return send<T, X>(
    buildUrl(path, {}),
    {
      method: 'POST',
      headers: { 'X-Requested-With': 'coffee-note' },
      body: form,
    },
    options,
  );
}

/** POST that answers with a file (a list's CSV export): the file and its name, or the failure as a status. */
export async function apiDownload(
  path: string,
  body: JsonBody = {},
  options: ApiRequestOptions = {},
): Promise<{ status: typeof API_STATUS.OK; file: Blob; name: string } | ApiStatus> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, {}), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...orgSeqParam(path, options.org), ...body }),
      signal: options.signal ?? null,
      credentials: 'include',
      mode: 'cors',
    });
  } catch (error) {
    return networkFailure(error);
  }
  if (!response.ok) return refusal(response, await readJson(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  return { status: API_STATUS.OK, file: await response.blob(), name };
}
