import { sql } from 'kysely';
import { PAGES } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import type { Resource, SaveContext, Written } from '@coffee/api-kernel/engine/resource';
import { page } from '@coffee/api-kernel/engine/pages';

/**
 * The reference area's pages (places, codes, varieties, companies, products), in its menu's order; the code lists
 * have hooks of their own: a change clears the server's code cache (`clearCodes`, the composition's).
 */
export function referenceResources(clearCodes: () => void): Resource[] {
  return [
    page(PAGES.Country),
    page(PAGES.SettingRegion),
    page(PAGES.SettingFarm),
    page(PAGES.CodeGroup, { afterCommit: clearCodes }),
    page(PAGES.CodeList, {
      beforeRowWrite: codeGroupSeq,
      afterRowWrite: touchCodeGroup,
      afterCommit: clearCodes,
    }),
    page(PAGES.Variety),
    page(PAGES.SettingCompany),
    page(PAGES.SettingRoaster),
    page(PAGES.SettingCafe),
    page(PAGES.SettingEquip),
    page(PAGES.SettingMaterial),
    page(PAGES.SettingGreenbeanDefault),
    page(PAGES.SettingGreenbeanYear),
  ];
}

/** A code takes its group's seq from code_group_id (400 field_code for a group that does not exist). */
async function codeGroupSeq({ trx, values }: SaveContext): Promise<void> {
  const groupId = values.code_group_id;
  if (typeof groupId !== 'string') return;
  const group = await trx
    .selectFrom('code_group')
    .select('code_group_seq')
    .where('code_group_id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw badRequest('field_code', { field: 'code_group_id', value: groupId });
  values.code_group_seq = group.code_group_seq;
}

/** Any change of a code marks its group changed, for /api/code/simple. */
async function touchCodeGroup(trx: Database, written: Written): Promise<void> {
  const groupId = written.mode === 'delete' ? written.row.code_group_id : written.values.code_group_id;
  if (typeof groupId !== 'string') return;
  await trx
    .updateTable('code_group')
    .set({ edit_at: sql`now()` })
    .where('code_group_id', '=', groupId)
    .execute();
}
