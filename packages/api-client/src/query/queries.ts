import { mutationOptions, queryOptions } from '@tanstack/react-query';
// The package's root by name, not by path: at run time it is one shared module (one session store) for every app.
import {
  CACHE_TTL_MS,
  apiGet,
  apiPost,
  apiUpload,
  encodeId,
  isNetworkError,
  isOk,
  keepAnswer,
  keptAnswer,
  loadCodeGroups,
  loadSelectOptions,
  orgSeqParam,
} from '@coffee/api-client';
import type { OrgType } from '@coffee/domain';
import type { ApiNetworkStatus, ApiResponse, IdPart, JsonBody, Pagination, QueryParams } from '@coffee/api-client';

/**
 * Thrown by query functions on a network failure only, so Query shows its error state (and retries once).
 * Every server answer, OK or not, resolves as the query's data: a status object is something to show.
 */
export class ApiNetworkError extends Error {
  readonly response: ApiNetworkStatus;

  constructor(response: ApiNetworkStatus) {
    super(response.description);
    this.name = 'ApiNetworkError';
    this.response = response;
  }
}

/**
 * The server's answer; a network failure throws, unless the page keeps this call's answers for offline use
 * (behaviour §06-4): then the last one kept is the answer.
 */
export async function resolveUnlessNetworkError<R extends { status: string }>(
  path: string,
  key: readonly unknown[],
  request: Promise<R>,
): Promise<R> {
  const response = await request;
  const stored = JSON.stringify(key);
  if (isNetworkError(response)) {
    const kept = await keptAnswer(path, stored);
    if (kept !== undefined) return kept as R;
    throw new ApiNetworkError(response);
  }
  if (isOk(response)) keepAnswer(path, stored, response);
  return response;
}

/** Extras of a list response (behaviour §01-7.3). */
export interface ListExtras {
  pagination?: Pagination;
  paginationMap?: unknown;
  [extra: string]: unknown;
}

export interface DetailOptions {
  /** Appended after the id (the `{after}` of behaviour §01-7.3). */
  suffix?: string;
  /** Adds `mode=edit` for pages with a check-mode flag. */
  editMode?: boolean;
}

/**
 * Query keys. Keys of organisation-area calls carry the selected `{type}_seq`, so switching cafe or roaster
 * gives new keys; a component builds them while subscribed to the selection.
 */
export const apiKeys = {
  all: ['api'] as const,
  lists: (path: string) => ['api', 'list', path] as const,
  list: (path: string, params: JsonBody) => ['api', 'list', path, orgSeqParam(path), params] as const,
  details: (path: string) => ['api', 'detail', path] as const,
  detail: (path: string, id: IdPart | readonly IdPart[], options: DetailOptions = {}) =>
    ['api', 'detail', path, orgSeqParam(path), encodeId(id), options] as const,
  lookup: (path: string, params: JsonBody) => ['api', 'lookup', path, orgSeqParam(path), params] as const,
  get: (path: string, params: QueryParams, org?: OrgType | null) =>
    ['api', 'get', path, orgSeqParam(path, org), params] as const,
  write: (path: string) => ['api', 'write', path] as const,
  codes: (groups: readonly string[], locale: string) => ['api', 'codes', locale, [...groups].sort()] as const,
  selectOptions: (fieldKey: string, dataUrl: string, params: JsonBody) =>
    ['api', 'select', fieldKey, dataUrl, orgSeqParam(dataUrl), params] as const,
};

/** A generic list: POST of the search, sort and paging parameters. */
export function listQuery<T>(path: string, params: JsonBody) {
  return queryOptions({
    queryKey: apiKeys.list(path, params),
    queryFn: ({ signal, queryKey }): Promise<ApiResponse<T[], ListExtras>> =>
      resolveUnlessNetworkError(path, queryKey, apiPost<T[], ListExtras>(path, params, { signal })),
  });
}

/** A generic detail: GET `{path}/{encoded id}{suffix}`, with `?mode=edit` when asked. */
export function detailQuery<T, X extends object = Record<string, unknown>>(
  path: string,
  id: IdPart | readonly IdPart[],
  options: DetailOptions = {},
) {
  return queryOptions({
    queryKey: apiKeys.detail(path, id, options),
    queryFn: ({ signal, queryKey }): Promise<ApiResponse<T, X>> =>
      resolveUnlessNetworkError(
        path,
        queryKey,
        // No id (a single-record page: the visitor's own record) reads the path itself.
        apiGet<T, X>(
          `${path}${encodeId(id) === '' ? '' : `/${encodeId(id)}`}${options.suffix ?? ''}`,
          options.editMode ? { mode: 'edit' } : {},
          { signal },
        ),
      ),
  });
}

/** A POST lookup (option lists, details keyed by link fields, public bean info). */
export function lookupQuery<T, X extends object = Record<string, unknown>>(path: string, params: JsonBody) {
  return queryOptions({
    queryKey: apiKeys.lookup(path, params),
    queryFn: ({ signal, queryKey }): Promise<ApiResponse<T, X>> =>
      resolveUnlessNetworkError(path, queryKey, apiPost<T, X>(path, params, { signal })),
  });
}

/** Whose selected organisation a call carries when not its path's area's (`null`: none, as a person signing up). */
export interface CallOrganisation {
  org?: OrgType | null;
}

/** A GET with a query string (a form's prefill, a summary, a public view found by its serial). */
export function getQuery<T, X extends object = Record<string, unknown>>(
  path: string,
  params: QueryParams = {},
  { org }: CallOrganisation = {},
) {
  return queryOptions({
    queryKey: apiKeys.get(path, params, org),
    queryFn: ({ signal, queryKey }): Promise<ApiResponse<T, X>> =>
      resolveUnlessNetworkError(
        path,
        queryKey,
        apiGet<T, X>(path, params, { signal, ...(org === undefined ? {} : { org }) }),
      ),
  });
}

/**
 * A write (a movement, a sign-up, an order's step): POST of the body given to `sendWrite` or a mutation. Like the
 * reads it resolves every server answer, refusals included, as a status object to show, and never retries.
 */
export function writeCall<T, X extends object = Record<string, unknown>>(path: string, { org }: CallOrganisation = {}) {
  return mutationOptions({
    mutationKey: apiKeys.write(path),
    mutationFn: (body: JsonBody): Promise<ApiResponse<T, X>> =>
      apiPost<T, X>(path, body, org === undefined ? {} : { org }),
  });
}

/** A call sending files (a multipart form), for `sendWrite`: the fields and the files of one request. */
export function uploadCall<T, X extends object = Record<string, unknown>>(
  path: string,
  { org }: CallOrganisation = {},
) {
  return mutationOptions({
    mutationKey: apiKeys.write(path),
    mutationFn: ({ fields, files }: { fields: Readonly<Record<string, string | number>>; files: readonly File[] }) =>
      apiUpload<T, X>(path, fields, files, org === undefined ? {} : { org }),
  });
}

/** Code groups through the IndexedDB cache; Query only de-duplicates concurrent readers. */
export function codeGroupsQuery(groups: readonly string[], locale: string) {
  return queryOptions({
    queryKey: apiKeys.codes(groups, locale),
    queryFn: () => loadCodeGroups(groups, locale),
    staleTime: CACHE_TTL_MS,
  });
}

/** Select options through the IndexedDB cache; a failed call resolves with the cached options and `error`. */
export function selectOptionsQuery(fieldKey: string, dataUrl: string, params: JsonBody = {}) {
  return queryOptions({
    queryKey: apiKeys.selectOptions(fieldKey, dataUrl, params),
    queryFn: () => loadSelectOptions(fieldKey, dataUrl, params),
    staleTime: CACHE_TTL_MS,
  });
}
