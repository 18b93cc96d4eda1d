import type { EntityDef, FieldDef, LookupSource } from '@coffee/domain/pages';
import {
  DIAL_IN,
  TEXT,
  auditFields,
  crudPaths,
  date,
  dialInRecipeFields,
  entity,
  flag,
  flagField,
  listDef,
  number,
  ref,
  seqKey,
  text,
  textArea,
} from '@coffee/domain/pages';

const beanLookup: LookupSource = { url: '/api/cafe/coffeebean/default/code' };
const receivedLookup: LookupSource = {
  url: '/api/cafe/coffeebean/received/code',
  dependsOn: { coffeebean_seq: 'coffeebean_seq' },
};

const dialInFields = (): FieldDef[] => [
  seqKey('dialin_seq'),
  date('dialin_date', { required: true }),
  ref('coffeebean_seq', beanLookup, { required: true }),
  ref('received_seq', receivedLookup),
  ...dialInRecipeFields(),
  textArea('dialin_taste', TEXT.desc),
  text('dialin_barista', { maxBytes: TEXT.shortNick }),
  flag('dialin_public', { defaultValue: true }),
  ...auditFields(),
];

const dialInList = listDef(
  ['dialin_date', 'coffeebean_seq', 'brewing_grinder_point', 'brewing_term', 'dialin_barista', 'dialin_public'],
  {
    search: ['coffeebean_seq', 'brewing_type', 'dialin_public'],
    titleSearch: ['dialin_taste', 'dialin_barista'],
    sort: ['dialin_date', 'coffeebean_seq'],
    mobileHidden: ['dialin_barista', 'dialin_public'],
  },
);

const TODAY_PATH = '/api/cafe/setting/today';
const DEFAULT_PATH = '/api/cafe/setting/default';

export const dialInEntities = {
  /** The day's dial-in of a bean (setting/settingtoday). */
  CafeSettingToday: entity({
    name: 'CafeSettingToday',
    table: 'cafe_dialin',
    keys: ['dialin_seq'],
    scope: 'cafe',
    fields: dialInFields(),
    list: dialInList,
    api: crudPaths(TODAY_PATH),
  }),
  /** Every dial-in, read-only, with the grind and time chart (setting/settinghistory). */
  CafeSettingHistory: entity({
    name: 'CafeSettingHistory',
    table: 'cafe_dialin',
    keys: ['dialin_seq'],
    scope: 'cafe',
    readOnly: true,
    viewOf: 'CafeSettingToday',
    fields: dialInFields(),
    list: dialInList,
    api: { list: `${TODAY_PATH}/list`, detail: `${TODAY_PATH}/detail/` },
  }),
  /** The target of a bean: the numbers to aim for and how many days after roasting it is still served. */
  CafeSettingDefault: entity({
    name: 'CafeSettingDefault',
    table: 'cafe_dialin_default',
    keys: ['dialin_default_seq'],
    scope: 'cafe',
    fields: [
      seqKey('dialin_default_seq'),
      ref('coffeebean_seq', beanLookup, { required: true }),
      ...dialInRecipeFields(),
      number('dialin_fresh_days', {
        min: 1,
        max: DIAL_IN.maxFreshDays,
        step: 1,
        defaultValue: DIAL_IN.freshDaysDefault,
      }),
      textArea('dialin_default_memo', TEXT.desc),
      flagField('dialin_default', { required: true }),
      ...auditFields(),
    ],
    list: listDef(
      ['coffeebean_seq', 'brewing_type', 'brewing_grinder_point', 'dialin_fresh_days', 'dialin_default_use'],
      {
        search: ['coffeebean_seq', 'brewing_type', 'dialin_default_use'],
        titleSearch: ['dialin_default_memo'],
        sort: ['coffeebean_seq', 'brewing_type'],
        mobileHidden: ['brewing_type', 'dialin_default_use'],
      },
    ),
    api: crudPaths(DEFAULT_PATH),
  }),
} as const satisfies Record<string, EntityDef>;
