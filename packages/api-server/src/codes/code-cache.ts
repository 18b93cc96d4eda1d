import type { CodeEntry } from '@coffee/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database';

export interface CodeGroupCache {
  code_list: Array<CodeEntry & Record<string, unknown>>;
  edit_at: string;
  ids: ReadonlySet<string>;
}

const TTL_MS = 60_000;

/**
 * Code lists per group, cached per process for a minute (other processes' edits show within that time);
 * this process's code edits and /api/code/reload clear it at once.
 */
export class CodeCache {
  private entries = new Map<string, { loadedAt: number; value: CodeGroupCache | null }>();

  constructor(private readonly db: Database) {}

  clear(): void {
    this.entries.clear();
  }

  async group(groupId: string): Promise<CodeGroupCache | null> {
    const cached = this.entries.get(groupId);
    if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.value;
    const value = await this.load(groupId);
    this.entries.set(groupId, { loadedAt: Date.now(), value });
    return value;
  }

  private async load(groupId: string): Promise<CodeGroupCache | null> {
    const group = await this.db
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
    const codes = await this.db
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
