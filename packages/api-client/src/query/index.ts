export {
  ApiNetworkError,
  apiKeys,
  codeGroupsQuery,
  detailQuery,
  getQuery,
  listQuery,
  lookupQuery,
  selectOptionsQuery,
  uploadCall,
  writeCall,
} from './queries';
export type { CallOrganisation, DetailOptions, ListExtras } from './queries';
export { callKeys, callPath, callQuery, callWrite } from './calls';
export type { CallAnswer } from './calls';
export {
  fetchAnswer,
  fetchCall,
  queryClient,
  reloadSelectOptions,
  retryNetworkErrorOnce,
  sendWrite,
} from './queryClient';
export { useQueries, useQuery, useQueryClient } from './hooks';
export { openQuery, settleOpening, takeOpening } from './openings';
