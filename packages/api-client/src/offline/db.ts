import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { ApiStatus } from '@coffee/api-client';

/** Where a kept save stands: waiting to be sent, on its way, or refused by the server (behaviour §06-2). */
export type KeptSaveState = 'waiting' | 'sending' | 'refused';

/**
 * Why the last send of a kept save did not get it written, though the server did not refuse it (behaviour §06-2):
 * the device was offline, no answer came in time, the server could not be reached, or it answered that it could not
 * take the save now (a 5xx, a 429, no answer it could read). `status` is the answer's, `retry_after` a rate limit's.
 */
export interface KeptSaveFailure {
  cause: 'offline' | 'timeout' | 'unreachable' | 'busy';
  status?: string;
  retry_after?: number;
}

/** A save kept on this device until it is sent (behaviour §06-1). */
export interface KeptSave {
  /** Order of keeping: saves are sent in this order. */
  seq?: number;
  /** Made on this device; the server writes a request once however often it arrives (behaviour §06-3). */
  request_id: string;
  user_id: string;
  /** The page's save call, and the page (its key) the save was made on. */
  path: string;
  page: string;
  /** What is sent: the changed fields, the organisation and the locale as they were when it was kept. */
  body: Record<string, unknown>;
  /** The form's values, to fix a refused save in its form. */
  values: Record<string, unknown>;
  /** A line that tells the barista which save this is (date, bean, dose). */
  summary: string;
  state: KeptSaveState;
  /** The server's answer of a refused save: its message key and field. */
  refusal?: ApiStatus;
  /** Why the last send failed, while the save waits to be sent again by itself. */
  failure?: KeptSaveFailure;
  /** When it is sent again by itself (ms since the epoch); none while the device is offline. */
  retry_at?: number;
  /** Sends that failed in a row: each waits longer than the one before. */
  attempts?: number;
  kept_at: number;
}

/** The last answer of a read the page marked to keep for offline use (behaviour §06-4). */
export interface KeptAnswer {
  key: string;
  user_id: string;
  answer: unknown;
  kept_at: number;
}

/** The browser database of what works without network: saves waiting to be sent, and answers to read offline. */
export class OfflineDatabase extends Dexie {
  saves!: Table<KeptSave, number>;
  answers!: Table<KeptAnswer, string>;

  constructor() {
    super('coffee-offline');
    this.version(1).stores({ saves: '++seq, user_id', answers: 'key, user_id' });
  }
}

export const offlineDb = new OfflineDatabase();
