// Saves kept on this device and sent in order (behaviour §06-1, §06-2). Its own entry, so pages that never work
// offline never load it; the answers kept for offline reading are the package root's (`keepAnswersOf`).
export type { KeptAnswer, KeptSave, KeptSaveState } from './db';
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
export { whenDrawnAndIdle } from './afterDrawn';
