import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isOk } from '@coffee/api-client';
import { sendWrite, writeCall } from '@coffee/api-client/query';
import type { KeptOnItsWay } from '@coffee/field-toolkit/engine';

/** How long a save's Undo is offered (behaviour §10-4.4). */
export const UNDO_MS = 8000;
/** How long the word that an Undo was done stays. */
const UNDONE_MS = 4000;

/**
 * Where the last save stands for the visitor: kept (not answered yet), saved by the server, waiting for the
 * connection (offline), kept and sent again by itself (online, the server did not take it), refused (the kept saves
 * show why), undone, or not undone (the delete was refused).
 */
export type SavedState = 'kept' | 'sent' | 'waiting' | 'retrying' | 'refused' | 'undoing' | 'undone' | 'undoFailed';

export interface SavedNotice {
  id: number;
  /** The line that tells this save from another (date, dose). */
  summary: string;
  state: SavedState;
  /** The Undo, while one is offered. */
  undo?: () => void;
}

/** The one save notice of the page: a new save replaces the last one's. */
export const savedNoticeStore = createStore<{ notice: SavedNotice | null; last: number }>()(() => ({
  notice: null,
  last: 0,
}));

/**
 * The number of the last save acknowledged on this page once the server answered it or the phone kept it (0 before
 * the first): a form begins its next record from what is now the last one.
 */
export const useLastSave = (): number => useStore(savedNoticeStore, (state) => state.last);

let nextId = 1;
let closing: ReturnType<typeof setTimeout> | undefined;

function show(id: number, change: Partial<SavedNotice>, closeAfter?: number): void {
  const current = savedNoticeStore.getState().notice;
  if (current?.id !== id) return;
  savedNoticeStore.setState({ notice: { ...current, ...change } });
  if (closeAfter === undefined) return;
  clearTimeout(closing);
  closing = setTimeout(() => {
    if (savedNoticeStore.getState().notice?.id === id) savedNoticeStore.setState({ notice: null });
  }, closeAfter);
}

/** Closes the notice now (Escape, its close button). */
export function closeSavedNotice(): void {
  clearTimeout(closing);
  savedNoticeStore.setState({ notice: null });
}

/**
 * Takes the save back: removed from this device while it waits there (offline too), or its record deleted once the
 * server wrote it (its stock movements with it).
 */
async function undoSave(save: KeptOnItsWay): Promise<boolean> {
  await save.sending.catch(() => undefined);
  const { takeBackKeptSave } = await import('@coffee/api-client/offline');
  const taken = await takeBackKeptSave(save.kept.request_id);
  if (taken === 'dropped') return true;
  if (!taken || !isOk(taken)) return false;
  const written = taken.result ?? {};
  const keys = Object.fromEntries(save.entity.keys.map((key) => [key, written[key]]));
  const removed = await sendWrite(writeCall(save.removePath, { org: null }), {
    ...keys,
    cafe_seq: save.kept.body.cafe_seq as number,
  });
  return isOk(removed);
}

/**
 * A brew saved without a question (behaviour §10-4.4): says it is saved the moment it is kept, with an Undo for a few
 * seconds, then what the server made of it (saved, waiting for the connection, refused).
 */
export function acknowledgeSave(save: KeptOnItsWay): void {
  const id = nextId++;
  const undo = () => {
    show(id, { state: 'undoing', undo: undefined });
    void undoSave(save).then((done) => show(id, { state: done ? 'undone' : 'undoFailed' }, UNDONE_MS));
  };
  clearTimeout(closing);
  savedNoticeStore.setState({ notice: { id, summary: save.kept.summary, state: 'kept', undo } });
  // The Undo is offered for UNDO_MS from the save, whatever the answer.
  closing = setTimeout(() => {
    const notice = savedNoticeStore.getState().notice;
    if (notice?.id === id && notice.state !== 'undoing') savedNoticeStore.setState({ notice: null });
  }, UNDO_MS);
  void save.sending.then((outcome) => {
    savedNoticeStore.setState({ last: id });
    const state = savedNoticeStore.getState().notice;
    if (state?.id !== id || state.state !== 'kept') return;
    if (outcome.state === 'refused') show(id, { state: 'refused', undo: undefined });
    else if (outcome.state === 'waiting')
      show(id, { state: outcome.failure?.cause === 'offline' ? 'waiting' : 'retrying' });
    else show(id, { state: outcome.state });
  });
}
