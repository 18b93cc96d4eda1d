import type { EntityDef, FieldDef, LookupSource } from '../fields';
import {
  auditFields,
  code,
  crudPaths,
  date,
  duration,
  entity,
  flag,
  flagField,
  listDef,
  number,
  ref,
  seqKey,
  text,
  textArea,
} from '../fields';
import { BREWING, DIAL_IN, TEXT } from '../constants';
import { mass } from './shared';

const beanLookup: LookupSource = { url: '/api/cafe/coffeebean/default/code' };
const receivedLookup: LookupSource = {
  url: '/api/cafe/coffeebean/received/code',
  dependsOn: { coffeebean_seq: 'coffeebean_seq' },
};
const equipLookup = (equipType: string): LookupSource => ({
  url: '/api/cafe/item/equip/code',
  params: { equip_type: equipType },
});

/**
 * The numbers of a dial-in (the cafe's "setting" pages): extraction type (default DRP, behaviour §03-9), machine and
 * grinder, grind (scale 100, shown / 100), dose, yield, time and water temperature.
 */
export const dialInRecipeFields = (): FieldDef[] => [
  code('brewing_type', 'EXTR', { required: true, defaultValue: BREWING.cafeExtractionDefault }),
  ref('brewing_machine_seq', equipLookup('ESP')),
  ref('brewing_grinder_seq', equipLookup('GRND')),
  number('brewing_grinder_point', { scale: 100, min: -100, max: 100 }),
  mass('brewing_bean_mass', { max: DIAL_IN.maxDose }),
  mass('brewing_result_total', { max: DIAL_IN.maxYield }),
  duration('brewing_term', { max: DIAL_IN.maxSeconds }),
  number('brewing_temp', { scale: 10, min: 0, max: 100 }),
];

/** The fields a new dial-in takes over from the bean's last dial-in (or its target). */
export const DIAL_IN_CARRIED_FIELDS: readonly string[] = [
  'received_seq',
  'brewing_type',
  'brewing_machine_seq',
  'brewing_grinder_seq',
  'brewing_grinder_point',
  'brewing_bean_mass',
  'brewing_result_total',
  'brewing_term',
  'brewing_temp',
];

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
