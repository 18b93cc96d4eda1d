export { configureApi, getApiConfig } from './fetch/config';
export type { ApiConfig } from './fetch/config';
export {
  API_STATUS,
  NETWORK_ERROR,
  httpStatusToApiStatus,
  isNetworkError,
  isOk,
  isOkStatus,
  networkFailure,
  retryAfterSeconds,
  statusMessageKey,
} from './fetch/status';
export type { NetworkCause } from './fetch/status';
export type { ApiNetworkStatus, ApiOk, ApiResponse, ApiStatus, Pagination, StatusMessageKey } from './fetch/status';
export { encodeId } from './fetch/encodeId';
export type { IdPart } from './fetch/encodeId';
export { apiDownload, apiGet, apiPost, apiUpload, onCallAnswered, orgFromPath, orgSeqParam } from './fetch/request';
export type { ApiRequestOptions, JsonBody, QueryParams } from './fetch/request';

export {
  clearRights,
  selectMembership,
  selectMemberships,
  selectUserTypes,
  selectedMembership,
  sessionStore,
  useSessionStore,
} from './session/store';
export type { RightsEntry, RightsStatus, SessionState, SessionStatus } from './session/store';
export { RIGHTS_TTL_MS, loadRights, loadSession, onSignOut, refreshToken, signIn, signOut } from './session/actions';
export { userStorage } from './session/userStorage';

export { CACHE_TTL_MS } from './cache/records';
export { openCacheDb } from './cache/openCacheDb';
export { clearLocalDatabase } from './cache/clearLocalDatabase';
export type { CodeEntry, CodeGroupRecord, SelectDataRecord, SelectOption } from './cache/records';
export { loadCodeGroups, reloadCodes } from './cache/codeCache';
export type { CodeLists } from './cache/codeCache';
export {
  SELECT_FORCED_LOADING_CLEAR_MS,
  SELECT_LOADING_CLEAR_MS,
  clearSelectCache,
  loadSelectOptions,
} from './cache/selectCache';
export type { SelectOptionsResult } from './cache/selectCache';

export { keepAnswer, keepAnswersOf, keptAnswer } from './offline/keptAnswers';
export { holdWhileDrawing } from './drawing/afterDrawn';

// The TanStack Query client, query options and hooks are the `@coffee/api-client/query` entry: pages that fetch
// nothing through it never download TanStack Query.

export { loadMenu, menuStore, menuTree, setMenu, useMenuStore } from './menu/store';
export type { MenuState, MenuStatus } from './menu/store';
