import type { EntityDef, OrgType } from '@coffee/domain';
import { auditFields, entity, equipFields, equipList, referenceEntities, seqKey } from '../domain';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { badRequest } from '../http/errors';
import type { Resource } from './resource';
import { pathsFrom } from './resource';

const reference = (entityDef: EntityDef, menu: readonly string[]): Omit<Resource, 'afterWrite'> => ({
  entity: entityDef,
  menu,
  paths: pathsFrom(entityDef),
});

/** Equipment of a roaster or cafe (02 §3 roaster equipment, 03 §3.10); local until @coffee/domain defines it. */
const orgEquip = (org: OrgType): EntityDef =>
  entity({
    name: org === 'roaster' ? 'RoasterEquip' : 'CafeEquip',
    table: `${org}_equip`,
    keys: [`${org}_equip_seq`],
    scope: org,
    fields: [seqKey(`${org}_equip_seq`), ...equipFields({ owner: org }), ...auditFields()],
    list: equipList,
    api: { list: `/api/${org}/item/equip/list`, detail: `/api/${org}/item/equip/detail/`, save: `/api/${org}/item/equip/edit` },
  });

/** A code takes its group's seq from code_group_id; any code change marks its group changed for /api/code/simple. */
async function touchCodeGroup(db: Database, values: Row, mode: 'write' | 'edit' | 'delete'): Promise<void> {
  const groupId = values.code_group_id;
  if (typeof groupId !== 'string') return;
  const group = await db
    .updateTable('code_group')
    .set({ edit_at: sql`now()` })
    .where('code_group_id', '=', groupId)
    .returning('code_group_seq')
    .executeTakeFirst();
  if (!group && mode !== 'delete') throw badRequest('field_code', { field: 'code_group_id', value: groupId });
  if (group && mode !== 'delete') values.code_group_seq = group.code_group_seq;
}

/** Every list/detail/edit family served by the engine, with the menu page whose rights apply. */
export function resources(clearCodes: () => void): Resource[] {
  const e = referenceEntities;
  return [
    reference(e.Country, ['info', 'map', 'country']),
    reference(e.SettingRegion, ['info', 'map', 'region']),
    reference(e.SettingFarm, ['info', 'map', 'farm']),
    { ...reference(e.CodeGroup, ['info', 'code', 'codegroup']), afterWrite: clearCodes },
    { ...reference(e.CodeList, ['info', 'code', 'codelist']), afterWrite: clearCodes, onWrite: touchCodeGroup },
    reference(e.Variety, ['info', 'code', 'varietylist']),
    reference(e.SettingCompany, ['user', 'company', 'company']),
    reference(e.SettingRoaster, ['user', 'company', 'roaster']),
    reference(e.SettingCafe, ['user', 'company', 'cafe']),
    reference(e.SettingEquip, ['user', 'product', 'equip']),
    reference(e.SettingMaterial, ['user', 'product', 'material']),
    reference(e.SettingGreenbeanDefault, ['user', 'product', 'greenbean']),
    reference(e.SettingGreenbeanYear, ['user', 'product', 'greenbeanyear']),
    reference(orgEquip('roaster'), ['roaster', 'etc', 'equip']),
    reference(orgEquip('cafe'), ['cafe', 'etc', 'equip']),
  ];
}
