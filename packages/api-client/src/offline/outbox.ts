import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// The package's root by name, not by path: at run time it is one shared module (one session store) for every app.
import { apiPost, isNetworkError, isOk, orgSeqParam, sessionStore } from '@coffee/api-client';
import type { ApiResponse, ApiStatus } from '@coffee/api-client';
import { whenDrawnAndIdle } from './afterDrawn';
import type { KeptSave } from './db';

const db = async () => (await import('./db')).offlineDb;

/** The signed-in user's kept saves, in the order they are sent; `loaded` once read from the database. */
const outboxStore = createStore<{ saves: readonly KeptSave[]; loaded: boolean }>()(() => ({
  saves: [],
  loaded: false,
}));

const currentUser = () => sessionStore.getState().user?.user_id;

async function refresh(): Promise<void> {
  const user = currentUser();
  const saves = user ? await (await db()).saves.where('user_id').equals(user).sortBy('seq') : [];
  outboxStore.setState({ saves, loaded: true });
}

/**
 * The kept saves of the signed-in user, read from the browser database once the page that shows them is drawn and
 * the browser is idle (behaviour §06-7).
 */
export function useKeptSaves(): readonly KeptSave[] {
  const { saves, loaded } = useStore(outboxStore);
  useEffect(() => {
    if (!loaded) return whenDrawnAndIdle(() => void refresh());
  }, [loaded]);
  return saves;
}

export interface SaveToKeep {
  path: string;
  page: string;
  body: Record<string, unknown>;
  values: Record<string, unknown>;
  summary: string;
}

/**
 * Keeps a save on this device with a new request id (behaviour §06-1): its organisation is the one selected now,
 * whatever is selected when it is sent.
 */
export async function keepSave(save: SaveToKeep): Promise<KeptSave> {
  const user = currentUser();
  if (!user) throw new Error('Only a signed-in user keeps saves');
  const entry: KeptSave = {
    ...save,
    body: { ...orgSeqParam(save.path), ...save.body },
    request_id: globalThis.crypto.randomUUID(),
    user_id: user,
    state: 'waiting',
    kept_at: Date.now(),
  };
  entry.seq = await (await db()).saves.add(entry);
  await refresh();
  return entry;
}

/** What became of one kept save in a round of sending. */
export type SendOutcome =
  | { state: 'sent'; answer: ApiResponse<Record<string, unknown>> }
  | { state: 'refused'; answer: ApiStatus }
  | { state: 'waiting' };

const sentListeners = new Set<(save: KeptSave) => void>();

/** Runs after a kept save was written (a page refreshes its list). */
export function onKeptSaveSent(listener: (save: KeptSave) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * Sends the user's waiting saves one after another in the order they were kept (behaviour §06-2): a written one
 * leaves the outbox, a refused one stays with the server's answer and the next is sent, a network failure stops
 * the round (the rest waits for the connection). One tab sends at a time (Web Locks); the request ids make a save
 * sent twice by two tabs written once.
 */
async function sendRound(): Promise<Map<string, SendOutcome>> {
  const outcomes = new Map<string, SendOutcome>();
  const user = currentUser();
  if (!user) return outcomes;
  const offline = await db();
  const waiting = (await offline.saves.where('user_id').equals(user).sortBy('seq')).filter(
    (save) => save.state !== 'refused',
  );
  for (const save of waiting) {
    await offline.saves.update(save.seq!, { state: 'sending' });
    await refresh();
    const answer = await apiPost<Record<string, unknown>>(
      save.path,
      { ...save.body, request_id: save.request_id },
      { org: null },
    );
    if (isNetworkError(answer)) {
      await offline.saves.update(save.seq!, { state: 'waiting' });
      outcomes.set(save.request_id, { state: 'waiting' });
      break;
    }
    if (isOk(answer)) {
      await offline.saves.delete(save.seq!);
      rememberSent(save.request_id, answer);
      outcomes.set(save.request_id, { state: 'sent', answer });
      sentListeners.forEach((listener) => listener(save));
    } else {
      const refusal: ApiStatus = { ...answer };
      await offline.saves.update(save.seq!, { state: 'refused', refusal });
      outcomes.set(save.request_id, { state: 'refused', answer: refusal });
    }
  }
  await refresh();
  return outcomes;
}

/** The answers of the saves this tab sent lately, by request id: what an Undo of a sent save deletes. */
const sentAnswers = new Map<string, ApiResponse<Record<string, unknown>>>();
const SENT_KEPT = 20;

function rememberSent(requestId: string, answer: ApiResponse<Record<string, unknown>>): void {
  sentAnswers.set(requestId, answer);
  for (const old of sentAnswers.keys()) if (sentAnswers.size > SENT_KEPT) sentAnswers.delete(old);
}

/** Runs `work` while no other tab or round sends (the outbox's lock). */
const outboxLocked = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request('coffee-outbox', work) : work();
};

/**
 * Takes a save back (an Undo, behaviour §10-4.4) once no round is sending: 'dropped' while it was still kept on
 * this device (it is removed, never sent); the server's answer when this tab sent it meanwhile (the caller deletes
 * the record it wrote); undefined when it is unknown here.
 */
export async function takeBackKeptSave(
  requestId: string,
): Promise<'dropped' | ApiResponse<Record<string, unknown>> | undefined> {
  while (running) await running.catch(() => undefined);
  return outboxLocked(async () => {
    const offline = await db();
    const user = currentUser();
    const kept = user
      ? (await offline.saves.where('user_id').equals(user).toArray()).find((save) => save.request_id === requestId)
      : undefined;
    if (kept) {
      await offline.saves.delete(kept.seq!);
      await refresh();
      return 'dropped';
    }
    return sentAnswers.get(requestId);
  });
}

let running: Promise<Map<string, SendOutcome>> | null = null;

/** Sends the waiting saves now (see sendRound); a round already running is joined, then one more runs. */
export async function sendKeptSaves(): Promise<Map<string, SendOutcome>> {
  while (running) await running;
  running = outboxLocked(sendRound);
  try {
    return await running;
  } finally {
    running = null;
  }
}

/** Removes a kept save: dropped by the barista, or taken back into its form to be fixed. */
export async function dropKeptSave(seq: number): Promise<KeptSave | undefined> {
  const offline = await db();
  const save = await offline.saves.get(seq);
  await offline.saves.delete(seq);
  await refresh();
  return save;
}

/** A refused save asked to be sent again as it is (the stock was corrected meanwhile). */
export async function retryKeptSave(seq: number): Promise<void> {
  await (await db()).saves.update(seq, { state: 'waiting' });
  await sendKeptSaves();
}

// The connection is back: what waits is sent. A signed-in user's page also sends what an earlier page kept.
globalThis.addEventListener?.('online', () => void sendKeptSaves());
sessionStore.subscribe((state, previous) => {
  if (state.user?.user_id !== previous.user?.user_id) void refresh();
});
