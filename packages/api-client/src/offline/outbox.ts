import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// The package's root by name, not by path: at run time it is one shared module (one session store) for every app.
import { apiPost, isOk, onCallAnswered, orgSeqParam, sessionStore } from '@coffee/api-client';
import type { ApiResponse, ApiStatus } from '@coffee/api-client';
import { whenDrawnAndIdle } from '../drawing/afterDrawn';
import type { KeptSave, KeptSaveFailure } from './db';
import { OUTLIVES_PAGE_CHARS, SEND_TIMEOUT_MS, passingFailure, retryDelay } from './retry';

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
 * the browser is idle (behaviour §06-7); what waits is then sent, online.
 */
export function useKeptSaves(): readonly KeptSave[] {
  const { saves, loaded } = useStore(outboxStore);
  useEffect(() => {
    if (!loaded) return whenDrawnAndIdle(() => void readKeptSaves());
  }, [loaded]);
  return saves;
}

/** Reads the kept saves as a page that shows them opens, then sends what waits (online). */
export async function readKeptSaves(): Promise<void> {
  await refresh();
  await sendWhatWaits();
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

/**
 * What became of one kept save in a round of sending; a waiting one says why the round stopped (undefined when it
 * never began: no user, or another round had it) and when it is sent again.
 */
export type SendOutcome =
  | { state: 'sent'; answer: ApiResponse<Record<string, unknown>> }
  | { state: 'refused'; answer: ApiStatus }
  | { state: 'waiting'; failure?: KeptSaveFailure; retry_at?: number };

const sentListeners = new Set<(save: KeptSave) => void>();

/** Runs after a kept save was written (a page refreshes its list). */
export function onKeptSaveSent(listener: (save: KeptSave) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * Sends the user's waiting saves one after another in the order they were kept (behaviour §06-2): a written one
 * leaves the outbox, a refused one stays with the server's answer and the next is sent. A send that failed without
 * a refusal (no network, no answer in time, a server that could not take it now) stops the round: the rest keeps its
 * place, and the save is sent again by itself after a wait that grows with each failure (offline, when the
 * connection returns). One tab sends at a time (Web Locks); the request ids make a save sent twice written once.
 */
async function sendRound(): Promise<Map<string, SendOutcome>> {
  const outcomes = new Map<string, SendOutcome>();
  const user = currentUser();
  if (!user) return outcomes;
  const offline = await db();
  const waiting = (await offline.saves.where('user_id').equals(user).sortBy('seq')).filter(
    (save) => save.state !== 'refused',
  );
  for (const [index, save] of waiting.entries()) {
    await offline.saves.update(save.seq!, { state: 'sending' });
    await refresh();
    const body = { ...save.body, request_id: save.request_id };
    const answer = await apiPost<Record<string, unknown>>(save.path, body, {
      org: null,
      timeoutMs: SEND_TIMEOUT_MS,
      // Written though the barista moves on while it is on its way; this page then never reads the answer, and the
      // next page sends it again (the request id answers with the first answer, writing nothing).
      keepalive: JSON.stringify(body).length < OUTLIVES_PAGE_CHARS,
    });
    if (isOk(answer)) {
      await offline.saves.delete(save.seq!);
      rememberSent(save.request_id, answer);
      outcomes.set(save.request_id, { state: 'sent', answer });
      sentListeners.forEach((listener) => listener(save));
      continue;
    }
    const failure = passingFailure(answer);
    if (failure) {
      const attempts = (save.attempts ?? 0) + 1;
      // Offline, the connection's return sends it: no clock runs meanwhile.
      const retryAt = failure.cause === 'offline' ? undefined : Date.now() + retryDelay(attempts, failure.retry_after);
      await offline.saves.update(save.seq!, { state: 'waiting', failure, attempts, retry_at: retryAt });
      for (const behind of waiting.slice(index))
        outcomes.set(behind.request_id, { state: 'waiting', failure, ...(retryAt && { retry_at: retryAt }) });
      break;
    }
    const refusal: ApiStatus = { ...answer };
    await offline.saves.update(save.seq!, {
      state: 'refused',
      refusal,
      failure: undefined,
      retry_at: undefined,
      attempts: 0,
    });
    outcomes.set(save.request_id, { state: 'refused', answer: refusal });
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
      scheduleRetry();
      return 'dropped';
    }
    return sentAnswers.get(requestId);
  });
}

let running: Promise<Map<string, SendOutcome>> | null = null;

/** Sends the waiting saves now (see sendRound); a round already running is joined, then one more runs. */
export async function sendKeptSaves(): Promise<Map<string, SendOutcome>> {
  while (running) await running;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  running = outboxLocked(sendRound);
  try {
    return await running;
  } finally {
    running = null;
    scheduleRetry();
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The save the next round begins with, while it waits to be sent again by itself. */
const nextToRetry = (): KeptSave | undefined =>
  outboxStore.getState().saves.find((save) => save.state === 'waiting' && save.retry_at !== undefined);

/** Sends again at the time the first save that failed was given (behaviour §06-2). */
function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const next = nextToRetry();
  if (running || !next) return;
  retryTimer = setTimeout(
    () => {
      retryTimer = undefined;
      void sendKeptSaves();
    },
    Math.max(0, next.retry_at! - Date.now()),
  );
}

/** Sends what waits, unless the device is offline, a round runs, or nothing waits. */
async function sendWhatWaits(): Promise<void> {
  if (running || globalThis.navigator?.onLine === false) return;
  if (outboxStore.getState().saves.some((save) => save.state !== 'refused')) await sendKeptSaves();
}

/** Removes a kept save: dropped by the barista, or taken back into its form to be fixed. */
export async function dropKeptSave(seq: number): Promise<KeptSave | undefined> {
  const offline = await db();
  const save = await offline.saves.get(seq);
  await offline.saves.delete(seq);
  await refresh();
  scheduleRetry();
  return save;
}

/** A refused save asked to be sent again as it is (the stock was corrected meanwhile). */
export async function retryKeptSave(seq: number): Promise<void> {
  await (await db()).saves.update(seq, { state: 'waiting', refusal: undefined, attempts: 0 });
  await sendKeptSaves();
}

// What waits is sent when the connection returns, when the page is shown again, and as soon as the server answers
// another call while a failed save waits for its time (the server is reachable again; a rate limit's wait is kept).
// A signed-in user's page also sends what an earlier page kept.
globalThis.addEventListener?.('online', () => void sendKeptSaves());
globalThis.document?.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && outboxStore.getState().loaded) void refresh().then(sendWhatWaits);
});
onCallAnswered(() => {
  const failed = outboxStore.getState().saves.find((save) => save.state === 'waiting' && save.failure);
  if (!running && failed && failed.failure?.retry_after === undefined) void sendKeptSaves();
});
sessionStore.subscribe((state, previous) => {
  if (state.user?.user_id !== previous.user?.user_id) void refresh().then(scheduleRetry);
});
