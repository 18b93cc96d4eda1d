import type { EntityDef, FieldDef } from '@coffee/domain/pages';
import {
  BATCH_CODE_MAX,
  CAFE_PUBLIC_AUDIENCES,
  TEXT,
  auditFields,
  crudPaths,
  date,
  entity,
  equipFields,
  equipList,
  flag,
  flagField,
  listDef,
  lossFields,
  mass,
  nameFields,
  nickFields,
  number,
  originFields,
  publicStageFields,
  qrSerial,
  ref,
  seqKey,
  text,
  textArea,
} from '@coffee/domain/pages';

/** A serial of a roaster's blend or blend result, typed or read from its QR code. */
const serial = (name: string): FieldDef => text(name, { maxBytes: TEXT.code });

const coffeebeanFields = (): FieldDef[] => [
  seqKey('coffeebean_seq'),
  ...nameFields('coffeebean', { counter: true }),
  ...nickFields('coffeebean'),
  serial('blending_uuid'),
  flag('blending_info_use'),
  flag('blending_cupnote_use'),
  flag('coffeebean_single_origin', { required: true, defaultValue: true }),
  ...originFields('coffeebean', { shape: 'lists', etcMaxBytes: TEXT.name }),
  ...publicStageFields(CAFE_PUBLIC_AUDIENCES),
  qrSerial('coffeebean_uuid_str', { qrLink: { kind: 'bean', page: 'coffeebean' } }),
  textArea('coffeebean_desc', TEXT.detail),
  flagField('coffeebean', { required: true }),
  ...auditFields(),
];

const receivedFields = (): FieldDef[] => [
  seqKey('received_seq'),
  ref('coffeebean_seq', { url: '/api/cafe/coffeebean/default/code' }, { required: true }),
  serial('blending_result_uuid'),
  // The roastery's code of the batch shipped and its roast date (behaviour §12-1); the serial stays the QR's.
  text('blending_batch_code', { maxBytes: BATCH_CODE_MAX }),
  date('roasting_result_date'),
  date('blending_result_date'),
  ...lossFields('blending'),
  date('received_date', { required: true }),
  text('received_div', { maxBytes: TEXT.code }),
  mass('received_mass'),
  // The opening stock of a new batch; later it moves only through the ledger (brews, corrections).
  mass('received_instock', { lockedOnUpdate: true }),
  // Days from the roast to today (freshness; the server computes it).
  number('received_date_term', { computed: true, stored: false, readOnly: true }),
  qrSerial('received_uuid_str', { qrLink: { kind: 'bean', page: 'coffeebeanDetail' } }),
  ...auditFields(),
];

const coffeebeanList = listDef(
  ['coffeebean_name', 'coffeebean_country_list', 'coffeebean_single_origin', 'coffeebean_use'],
  {
    search: ['coffeebean_single_origin', 'coffeebean_use'],
    titleSearch: ['coffeebean_name', 'coffeebean_nick'],
    sort: ['coffeebean_name'],
    mobileHidden: ['coffeebean_country_list'],
  },
);

const receivedList = listDef(
  [
    'received_date',
    'coffeebean_seq',
    'blending_batch_code',
    'received_div',
    'received_mass',
    'received_instock',
    'received_date_term',
  ],
  {
    search: ['coffeebean_seq'],
    titleSearch: ['coffeebean_name', 'blending_batch_code', 'received_div'],
    sort: ['received_date'],
    mobileHidden: ['received_div', 'received_mass'],
  },
);

const COFFEEBEAN_PATH = '/api/cafe/coffeebean/default';
const RECEIVED_PATH = '/api/cafe/coffeebean/received';

export const cafeEntities = {
  CoffeebeanDefault: entity({
    name: 'CoffeebeanDefault',
    table: 'coffeebean',
    keys: ['coffeebean_seq'],
    scope: 'cafe',
    fields: coffeebeanFields(),
    list: coffeebeanList,
    api: crudPaths(COFFEEBEAN_PATH, { code: `${COFFEEBEAN_PATH}/code` }),
  }),
  CoffeebeanReceived: entity({
    name: 'CoffeebeanReceived',
    table: 'coffeebean_received',
    keys: ['received_seq'],
    scope: 'cafe',
    fields: receivedFields(),
    list: receivedList,
    api: crudPaths(RECEIVED_PATH, { code: `${RECEIVED_PATH}/code` }),
  }),
  /** Registering a roaster's blend (opened from its QR code) as a cafe bean. */
  CoffeebeanQRDefault: entity({
    name: 'CoffeebeanQRDefault',
    table: 'coffeebean',
    keys: ['coffeebean_seq'],
    scope: 'cafe',
    viewOf: 'CoffeebeanDefault',
    fields: coffeebeanFields(),
    api: { detail: '/api/cafe/beaninfo/default', save: `${COFFEEBEAN_PATH}/edit` },
  }),
  /** Registering a received blend result (opened from its QR code). */
  CoffeebeanQRReceived: entity({
    name: 'CoffeebeanQRReceived',
    table: 'coffeebean_received',
    keys: ['received_seq'],
    scope: 'cafe',
    viewOf: 'CoffeebeanReceived',
    fields: receivedFields(),
    api: { detail: '/api/cafe/beaninfo/detail', save: `${RECEIVED_PATH}/edit` },
  }),
  CafeEquip: entity({
    name: 'CafeEquip',
    keys: ['cafe_equip_seq'],
    scope: 'cafe',
    fields: [seqKey('cafe_equip_seq'), ...equipFields({ owner: 'cafe' }), ...auditFields()],
    list: equipList,
    api: crudPaths('/api/cafe/item/equip', { code: '/api/cafe/item/equip/code' }),
  }),
} as const satisfies Record<string, EntityDef>;
