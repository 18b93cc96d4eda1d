import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { ApiStatus } from '@coffee/api-client';

/** Where a kept save stands: waiting for the network, on its way, or refused by the server (behaviour §06-2). */
export type KeptSaveState = 'waiting' | 'sending' | 'refused';

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
