import { DEFAULT_SORT } from '@coffee/domain/pages';

/** Page sizes (behaviour §01-9): desktop default 10, mobile default 5. */
export const PAGE_SIZES = { desktop: [10, 20, 30, 50, 100], mobile: [5, 10, 20, 30, 50] } as const;
export const SEARCH_ALL = 'ALL';

export interface ListQueryRules {
  /** Filter fields of the list search. */
  search: readonly string[];
  /** Allowed values of select filters; a value outside its list is dropped. Filters absent here are free text. */
  allowed: Readonly<Record<string, readonly (string | number)[]>>;
  /** Fields the title search may target; `ALL` targets every one. */
  titleSearch: readonly string[];
  /** Sort option values (`{field}_orderasc|desc`). */
  sortOptions: readonly string[];
  pageSizes: readonly number[];
  /** Fixed filter of the page, sent with every call. */
  fixed?: Readonly<Record<string, unknown>>;
}

export type ListParams = Record<string, string | number | unknown>;

/** The list call's body from the URL query (behaviour §01-5, §01-7.3): unknown or disallowed values are dropped. */
export function buildListParams(query: URLSearchParams, rules: ListQueryRules): ListParams {
  const params: ListParams = { ...rules.fixed };
  const page = Math.trunc(Number(query.get('page')));
  params.page = page >= 1 ? page : 1;
  const size = Number(query.get('list_count'));
  params.list_count = rules.pageSizes.includes(size) ? size : rules.pageSizes[0];
  const order = query.get('orderType');
  params.orderType = order && rules.sortOptions.includes(order) ? order : DEFAULT_SORT;

  for (const name of rules.search) {
    const value = query.get(name);
    if (value === null || value.trim() === '') continue;
    const allowed = rules.allowed[name];
    if (allowed && !allowed.some((option) => String(option) === value)) continue;
    params[name] = value;
  }

  const searchType = query.get('searchType') ?? '';
  const searchTitle = (query.get('searchTitle') ?? '').trim();
  const typeKnown = searchType === SEARCH_ALL || rules.titleSearch.includes(searchType);
  if (typeKnown && searchTitle !== '') {
    params.searchType = searchType;
    params.searchTitle = searchTitle;
  }
  return params;
}

/** The URL query after changing some parameters; any change other than the page itself returns to page 1. */
export function updateListQuery(
  query: URLSearchParams,
  changes: Readonly<Record<string, string | number | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The URL query with a page's filter defaults for the filters it does not name. */
export function withSearchDefaults(
  query: URLSearchParams,
  defaults: Readonly<Record<string, string>> | undefined,
): URLSearchParams {
  const missing = Object.entries(defaults ?? {}).filter(([name]) => !query.has(name));
  if (missing.length === 0) return query;
  const next = new URLSearchParams(query);
  for (const [name, value] of missing) next.set(name, value);
  return next;
}
