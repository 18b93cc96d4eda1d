export {
  ApiNetworkError,
  apiKeys,
  codeGroupsQuery,
  detailQuery,
  listQuery,
  lookupQuery,
  selectOptionsQuery,
} from './queries';
export type { DetailOptions, ListExtras } from './queries';
export { queryClient, reloadSelectOptions, retryNetworkErrorOnce } from './queryClient';
export { useQueries, useQuery, useQueryClient } from './hooks';
