import type { EntityDef, FieldDef } from '@coffee/domain/pages';
import {
  AUDIENCES,
  TEXT,
  auditFields,
  brewingRecordFields,
  code,
  codes,
  crudPaths,
  cupnoteFields,
  cupnoteList,
  date,
  dateTime,
  entity,
  equipFields,
  equipList,
  flag,
  flagField,
  localePair,
  lossFields,
  number,
  originFields,
  text,
  whenFlag,
} from '@coffee/domain/pages';

const shownWith =
  (flagName: string) =>
  (field: FieldDef): FieldDef =>
    field.showWhen || field.computed ? field : { ...field, showWhen: whenFlag(flagName) };

/** The individual user's coffee note: where it was drunk, the bean (by serial), its brewing and the tasting. */
const userCoffeeNote = entity({
  name: 'UserQCCoffeebean',
  table: 'user_cupnote',
  keys: ['cupnote_seq'],
  scope: 'user',
  fields: [
    ...cupnoteFields().map((field) => (field.name === 'cupnote_date' ? { ...field, lockedOnUpdate: true } : field)),
    code('cupnote_place', 'NTPLC', { required: true }),
    ...localePair('store_name', { required: false, minBytes: 0 }),
    code('coffeebean_uuid_type', 'BNDV'),
    text('coffeebean_uuid_dummy', { maxBytes: TEXT.code, stored: false, transient: true }),
    // Filled by the serial check (the server refuses a serial that names no bean); shown disabled by the page.
    text('coffeebean_uuid', { maxBytes: TEXT.code }),
    date('blending_result_date'),
    number('brewing_date_term', { computed: true, stored: false }),
    flag('blending_info_detail_use'),
    ...[...originFields('blending', { shape: 'lists', etcMaxBytes: TEXT.name }), ...lossFields('blending')].map(
      shownWith('blending_info_detail_use'),
    ),
    // The brew's extraction type (behaviour §03-3.12 brewing_result_type, ESP meaning espresso) is the record's brewing_type.
    flag('brewing_result_use'),
    ...brewingRecordFields('user').map(shownWith('brewing_result_use')),
    ...auditFields(),
  ],
  list: cupnoteList(['cupnote_place', 'store_name'], ['cupnote_place']),
  api: crudPaths('/api/user/qc/coffeebean'),
});

const userEquip = entity({
  name: 'UserEquip',
  table: 'user_equip_data',
  keys: ['user_equip_seq'],
  scope: 'user',
  fields: [
    number('user_equip_seq', { key: true, generated: true, readOnly: true }),
    ...equipFields({ owner: 'user' }),
    ...auditFields(),
  ],
  list: equipList,
  api: crudPaths('/api/user/item/equip', { code: '/api/user/item/equip/code' }),
});

/** The signed-in user's account (read-only except the use flag, which only SADMIN sees). */
const userBasicInfo = entity({
  name: 'UserBasicInfo',
  table: 'app_user',
  keys: ['user_seq'],
  scope: 'user',
  singleRecord: true,
  fields: [
    text('user_img', { input: 'image', readOnly: true }),
    number('user_seq', { key: true, generated: true, readOnly: true }),
    code('user_provider', 'USRPRVD', { readOnly: true }),
    codes('user_type', 'USER', { readOnly: true }),
    text('user_name', { readOnly: true, maxBytes: TEXT.name }),
    text('user_email', { readOnly: true, maxBytes: TEXT.codeName }),
    text('user_id', { readOnly: true, maxBytes: TEXT.codeName }),
    text('user_uuid', { readOnly: true, maxBytes: TEXT.code }),
    text('user_serial', { readOnly: true, maxBytes: TEXT.code }),
    dateTime('rgst_at', { audit: true, readOnly: true }),
    dateTime('edit_at', { audit: true, readOnly: true }),
    flagField('user', { visibleTo: AUDIENCES.adminAudit }),
  ],
  api: { detail: '/api/userinfo', save: '/api/userinfo' },
});

export const userEntities = {
  UserQCCoffeebean: userCoffeeNote,
  UserEquip: userEquip,
  UserBasicInfo: userBasicInfo,
} as const satisfies Record<string, EntityDef>;
