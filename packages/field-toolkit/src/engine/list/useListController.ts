import { NETWORK_ERROR, apiDownload } from '@coffee/api-client';
import type { ApiStatus } from '@coffee/api-client';
import { ApiNetworkError, listQuery, useQuery } from '@coffee/api-client/query';
import type { EntityDef, FieldDef, Locale, PageRights } from '@coffee/domain';
import { findField, localeName, sortOptions as entitySortOptions } from '@coffee/domain/pages';
import { useSearchParams } from '@coffee/field-toolkit/runtime';
import { alert, answerMessage, withLoading } from '@coffee/field-toolkit/dialogs';
import type { DialogText } from '@coffee/field-toolkit/dialogs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ListColumn, PageConfig, FieldOptionsState } from '@coffee/field-toolkit/engine';
import {
  ALL_RIGHTS,
  apiPaths,
  hasOptionList,
  useFieldOptions,
  useAuthorityKey,
  useIsMobile,
  useLocale,
} from '@coffee/field-toolkit/engine';
import { PAGING_WINDOW, pagingWindow } from './paging';
import { saveFile } from '../saveFile';
import type { PagingWindow } from './paging';
import { PAGE_SIZES, buildListParams, updateListQuery, withSearchDefaults } from './query';

export type ListStatus = 'noauth' | 'loading' | 'loaded' | 'empty' | 'error';

export interface ListController {
  status: ListStatus;
  rows: Record<string, unknown>[];
  columns: { field: string; def: FieldDef | undefined; label: string; format?: ListColumn['format'] }[];
  /** A cell's raw value for display: the locale twin of a name (`*_kr` in Korean), a code's or option's label. */
  cellValue: (row: Readonly<Record<string, unknown>>, field: string) => unknown;
  /** Message key of the no-data row (`messages.<key>` or a server description). */
  emptyMessage: DialogText | undefined;
  paging: PagingWindow;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  sort: string;
  sortOptions: readonly string[];
  searchFields: { def: FieldDef; value: string; options: FieldOptionsState }[];
  titleSearchFields: readonly string[];
  searchType: string;
  searchTitle: string;
  canWrite: boolean;
  isMobile: boolean;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: string) => void;
  /** Applies search values (filters, searchType, searchTitle) at once. */
  search: (values: Readonly<Record<string, string>>) => void;
  reload: () => void;
  /** Downloads every row the filters select (all pages) as CSV, UTF-8 with a BOM so Excel reads Korean. */
  exportCsv: () => Promise<void>;
}

/** Headless list screen (behaviour §01-2.5, §01-4, §01-9): URL query → list call → rows, paging, write flag. */
export function useListController(page: PageConfig, rights: PageRights = ALL_RIGHTS): ListController {
  const { t } = useTranslation();
  const { entity } = page;
  const list = entity.list;
  const [urlQuery, setQuery] = useSearchParams();
  const query = withSearchDefaults(urlQuery, page.list?.searchDefaults?.());
  const isMobile = useIsMobile();
  const locale = useLocale();
  const authority = useAuthorityKey();
  const pageSizes = isMobile ? PAGE_SIZES.mobile : PAGE_SIZES.desktop;
  const sortOptions = list ? entitySortOptions(list) : [];
  const searchNames = list?.search ?? [];
  const current = Object.fromEntries(searchNames.map((name) => [name, query.get(name) ?? '']));

  const searchFields = searchNames.map((name) => {
    const def = findField(entity, name) ?? ({ name, type: 'string', input: 'input' } as FieldDef);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the search fields of a page never change
    return { def, value: current[name] ?? '', options: useFieldOptions(def, current, locale) };
  });
  const selectFields = searchFields.filter(({ def }) => hasOptionList(def));
  // Options only check a filter's value (buildListParams): an empty filter does not wait for them.
  const optionsReady = selectFields.every(
    ({ options, def, value }) => value.trim() === '' || page.list?.allowed?.[def.name] || !options.loading,
  );
  const allowed = Object.fromEntries(
    selectFields.map(({ def, options }) => [
      def.name,
      page.list?.allowed?.[def.name] ?? options.options.map((option) => option.value),
    ]),
  );

  const params = buildListParams(query, {
    search: searchNames,
    allowed,
    titleSearch: list?.titleSearch ?? [],
    sortOptions,
    pageSizes,
    ...(entity.listFilter ? { fixed: entity.listFilter } : {}),
  });
  // The locale names code and reference columns in the visitor's language.
  const base = listQuery<Record<string, unknown>>(apiPaths(page).list, { ...params, locale });
  const result = useQuery({
    ...base,
    queryKey: [...base.queryKey, authority] as unknown as typeof base.queryKey,
    enabled: rights.listview && optionsReady,
  });

  const response = result.data;
  const ok = response?.status === 'OK' && 'result' in response;
  const rows = ok ? (response.result ?? []) : [];
  const totalPages = ok ? Number(response.pagination?.total_pages ?? 0) : 0;
  let status: ListStatus;
  if (!rights.listview) status = 'noauth';
  else if (result.isError) status = 'error';
  else if (!response) status = 'loading';
  else status = ok && rows.length > 0 ? 'loaded' : 'empty';
  const emptyMessage =
    status === 'error'
      ? answerMessage(t, result.error instanceof ApiNetworkError ? result.error.response : NETWORK_ERROR)
      : status === 'empty' && response
        ? noDataMessage(t, response)
        : undefined;

  const hidden = new Set(list?.mobileHidden ?? []);
  const allColumns: readonly ListColumn[] =
    page.list?.columns ?? (list?.columns ?? []).map((field) => ({ field, mobile: !hidden.has(field) }));
  const columns = allColumns
    .filter((column) => (isMobile ? column.mobile !== false : column.desktop !== false))
    .map((column) => ({
      field: column.field,
      def: findField(entity, column.field),
      label: column.label ?? `fields.${column.field}`,
      format: column.format,
    }));
  const labelled = allColumns.flatMap(({ field }) => {
    const def = findField(entity, field);
    return def && hasStaticOptions(def) ? [def] : [];
  });
  const labels: Record<string, Map<string, string>> = {};
  for (const def of labelled) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the columns of a page never change
    const { options } = useFieldOptions(def, {}, locale);
    labels[def.name] = new Map(options.map((option) => [String(option.value), option.label_str ?? option.label]));
  }

  const change = (changes: Readonly<Record<string, string | number | null>>) =>
    setQuery(updateListQuery(query, changes));
  const pageNumber = Number(params.page);
  return {
    status,
    rows,
    columns,
    cellValue: (row, field) => displayValue(entity, locale, labels[field], row, field),
    emptyMessage,
    paging: pagingWindow(pageNumber, totalPages, isMobile ? PAGING_WINDOW.mobile : PAGING_WINDOW.desktop),
    page: pageNumber,
    pageSize: Number(params.list_count),
    pageSizes,
    sort: String(params.orderType),
    sortOptions,
    searchFields,
    titleSearchFields: list?.titleSearch ?? [],
    searchType: query.get('searchType') ?? '',
    searchTitle: query.get('searchTitle') ?? '',
    canWrite: ok && status !== 'error' && Boolean((response as { write_check?: unknown }).write_check) && rights.write,
    isMobile,
    setPage: (next) => change({ page: next }),
    setPageSize: (size) => change({ list_count: size }),
    setSort: (sort) => change({ orderType: sort }),
    search: (values) => change(values),
    reload: () => void result.refetch(),
    exportCsv: async () => {
      const { page: _page, list_count: _count, ...filters } = params;
      // The columns on screen (a page's own list columns) unless the page exports others.
      const columns =
        page.list?.exportColumns ??
        (page.list?.columns && [...new Set(page.list.columns.map((column) => column.field))]);
      const answer = await withLoading(() =>
        apiDownload(`${apiPaths(page).list}/export`, { ...filters, ...(columns && { columns }), locale }),
      );
      if ('file' in answer) saveFile(answer.file, answer.name);
      else await alert({ title: { key: 'messages.error' }, message: answerMessage(t, answer) });
    },
  };
}

/** The no-data row: no data for an answer without rows, otherwise what the failed answer says (behaviour §01-8). */
export function noDataMessage(t: TFunction, response: ApiStatus): DialogText {
  if (response.status === 'OK' || (!response.description && response.status === 'BAD_REQUEST'))
    return { key: 'messages.nodata_text' };
  return answerMessage(t, response);
}

/** Code fields, fixed options and lookups that need no other field: list cells show their labels (as the CSV does). */
const hasStaticOptions = (def: FieldDef) =>
  def.codeGroup !== undefined || def.fixedOptions !== undefined || (def.lookup !== undefined && !def.lookup.dependsOn);

/** The suffix under which a list row carries a column's name in the visitor's language. */
const LABEL_SUFFIX = '__label';

/** Display names by locale (behaviour §02-1): the Korean twin in Korean when filled; codes and options by label. */
export function displayValue(
  entity: EntityDef,
  locale: Locale,
  labels: ReadonlyMap<string, string> | undefined,
  row: Readonly<Record<string, unknown>>,
  field: string,
): unknown {
  // The server names a code or reference column in the visitor's language (behaviour §09-2.1).
  const named = row[`${field}${LABEL_SUFFIX}`];
  if (named !== null && named !== undefined && named !== '') return named;
  const twin = localeName(field);
  const value = locale === 'kr' && findField(entity, twin) && row[twin] ? row[twin] : row[field];
  if (!labels || value === null || value === undefined) return value;
  const label = (item: unknown) => labels.get(String(item)) ?? item;
  return Array.isArray(value) ? value.map(label) : label(value);
}
