export { ListView } from './ListView';
export type { ListViewProps } from './ListView';
export { useListController, noDataMessage } from './useListController';
export type { ListController, ListStatus } from './useListController';
export { pagingWindow, PAGING_WINDOW } from './paging';
export type { PagingWindow } from './paging';
export { buildListParams, updateListQuery, PAGE_SIZES, SEARCH_ALL } from './query';
export type { ListQueryRules, ListParams } from './query';
export { displayValue } from './useListController';
