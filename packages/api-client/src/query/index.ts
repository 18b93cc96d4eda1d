export {
  ApiNetworkError,
  apiKeys,
  codeGroupsQuery,
  detailQuery,
  getQuery,
  listQuery,
  lookupQuery,
  selectOptionsQuery,
} from './queries';
export type { DetailOptions, ListExtras } from './queries';
export { fetchAnswer, queryClient, reloadSelectOptions, retryNetworkErrorOnce } from './queryClient';
export { useQueries, useQuery, useQueryClient } from './hooks';
