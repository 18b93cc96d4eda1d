// Saves kept on the device and sent in order (behaviour §06-1, §06-2). Its own entry, so pages that never work
// offline never load it; the answers kept for offline reading are the package root's (`keepAnswersOf`).
export type { KeptAnswer, KeptSave, KeptSaveFailure, KeptSaveState } from './db';
export {
  dropKeptSave,
  keepSave,
  onKeptSaveSent,
  retryKeptSave,
  sendKeptSaves,
  takeBackKeptSave,
  useKeptSaves,
} from './outbox';
export type { SaveToKeep, SendOutcome } from './outbox';
export { FIRST_RETRY_MS, LAST_RETRY_MS, SEND_TIMEOUT_MS, retryDelay } from './retry';
export { keptSaveStanding, useRetryClock } from './standing';
export type { KeptSaveStanding } from './standing';
export { useOnline } from './useOnline';
export { whenDrawnAndIdle } from '../drawing/afterDrawn';
