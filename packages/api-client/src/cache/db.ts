import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import { CACHE_DB_NAME } from './records';
import type { CodeGroupRecord, SelectDataRecord } from './records';

/** The browser database of the code and select caches (stores code_group and select_data, behaviour §01-9). */
export class CacheDatabase extends Dexie {
  code_group!: Table<CodeGroupRecord, [string, string]>;
  select_data!: Table<SelectDataRecord, string>;

  constructor() {
    super(CACHE_DB_NAME);
    this.version(1).stores({
      code_group: '[code_group_id+locale], access_at',
      select_data: 'key, field_key, access_at',
    });
  }
}

export const cacheDb = new CacheDatabase();
