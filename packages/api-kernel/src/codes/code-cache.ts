import type { CodeEntry } from '@coffee/domain';
import { sql } from 'kysely';
import type { TableChanges } from '../db/changes';
import type { Database } from '../db/database';

export interface CodeGroupCache {
  code_list: Array<CodeEntry & Record<string, unknown>>;
  edit_at: string;
  ids: ReadonlySet<string>;
}

const TABLES = ['code', 'code_group'];

/**
 * Code lists per group, kept while the code tables are unchanged: this process's writes and every other process's
 * commits (the database's change notifications, caught up with before each reuse, see TableChanges) move their
 * versions, so a code added on one server process is served and accepted by all of them at once. Nothing is kept while notifications are not
 * received. This process's code edits and /api/code/reload also clear it.
 */
export class CodeCache {
  private entries = new Map<string, { version: number; value: CodeGroupCache | null }>();
  /** Every group id there is: a group outside it costs no query and is never stored (behaviour §01-7.2). */
  private known: { version: number; ids: ReadonlySet<string> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly changes: TableChanges,
  ) {}

  clear(): void {
    this.entries.clear();
    this.known = null;
  }

  /** Groups held (known groups only, each read once per version of the code tables). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * `db`: where a group the cache does not hold is read; a request holding a transaction passes it, since waiting
   * for a second pool connection while holding one deadlocks once concurrent transactions fill the pool.
   */
  async group(groupId: string, db: Database = this.db): Promise<CodeGroupCache | null> {
    return (await this.groups([groupId], db)).get(groupId) ?? null;
  }

  /** The lists of the requested groups that exist (one catch-up for all of them); unknown ids are left out. */
  async groups(groupIds: readonly string[], db: Database = this.db): Promise<Map<string, CodeGroupCache>> {
    const fresh = (await this.changes.catchUp()) && this.reusable();
    const version = this.version();
    const known = fresh && this.known?.version === version ? this.known.ids : await this.loadKnown(db, version);
    const found = new Map<string, CodeGroupCache>();
    for (const groupId of new Set(groupIds)) {
      if (!known.has(groupId)) continue;
      const cached = this.entries.get(groupId);
      let value = fresh && cached?.version === version ? cached.value : undefined;
      if (value === undefined) {
        value = await this.load(groupId, db);
        // Not kept when the codes changed while they were read.
        if (this.reusable() && this.version() === version) this.entries.set(groupId, { version, value });
      }
      if (value) found.set(groupId, value);
    }
    return found;
  }

  private async loadKnown(db: Database, version: number): Promise<ReadonlySet<string>> {
    const rows = await db.selectFrom('code_group').select('code_group_id').execute();
    const ids = new Set(rows.map((row) => row.code_group_id));
    if (this.reusable() && this.version() === version) this.known = { version, ids };
    return ids;
  }

  private version(): number {
    return Math.max(...TABLES.map((table) => this.changes.version(table)));
  }

  private reusable(): boolean {
    return TABLES.every((table) => this.changes.reusable(table));
  }

  private async load(groupId: string, db: Database): Promise<CodeGroupCache | null> {
    const group = await db
      .selectFrom('code_group')
      .select([
        'code_group_id',
        sql<Date>`greatest(edit_at, (select max(c.edit_at) from code c where c.code_group_id = code_group.code_group_id))`.as(
          'edit_at',
        ),
      ])
      .where('code_group_id', '=', groupId)
      .executeTakeFirst();
    if (!group) return null;
    const codes = await db
      .selectFrom('code')
      .select([
        'code_id',
        'code_name',
        'code_name_kr',
        'code_order',
        'code_filter',
        'code_alias1',
        'code_alias2',
        'code_alias3',
        'code_alias4',
        'code_desc',
        'code_desc_kr',
      ])
      .where('code_group_id', '=', groupId)
      .where('code_use', '=', true)
      .orderBy('code_order')
      .orderBy('code_id')
      .execute();
    const code_list = codes as Array<CodeEntry & Record<string, unknown>>;
    return {
      code_list,
      edit_at: (group.edit_at as Date).toISOString(),
      ids: new Set(code_list.map((code) => code.code_id)),
    };
  }
}
