import type { EntityDef, FieldDef, FieldOptions, LookupSource } from '../fields';
import {
  auditFields,
  code,
  crudPaths,
  date,
  dateTime,
  duration,
  entity,
  flag,
  listDef,
  nameFields,
  number,
  ref,
  seqKey,
  text,
  textArea,
  flagField,
  whenEquals,
  whenFlag,
  withDirect,
  yearMonth,
} from '../fields';
import { ESPRESSO } from '../codeGroups';
import { BREWING, DIAL_IN, TEXT } from '../constants';
import { qcNoteFields, qcNoteList } from './notes';
import { ROASTER_LOOKUPS } from './roasting';
import { ambientFields, lossFields, mass, percent } from './shared';

/** Who brews: a roaster (QC pages), a cafe or an individual user. */
export type BrewingOwner = 'roaster' | 'cafe' | 'user';

const equipLookup = (owner: BrewingOwner, equipType: string): LookupSource => ({
  url: `/api/${owner}/item/equip/code`,
  params: { equip_type: equipType },
});

/** Steps 1 to 9 and the end step. */
export const BREWING_STEPS = [
  ...Array.from({ length: BREWING.steps }, (_, index) => `step${index + 1}`),
  'step_end',
] as const;

const bar = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { scale: 10, min: 0, max: 30, ...options });
const waterTemperature = (name: string): FieldDef => number(name, { scale: 10, min: 0, max: 100 });

/** One step: time from the start, poured mass, the running total (derived), pressure and flow. */
const stepFields = (step: string): FieldDef[] => {
  const shown = { showWhen: whenFlag('brewing_step_use') };
  return [
    duration(`brewing_${step}_term`, shown),
    mass(`brewing_${step}_mass`, shown),
    mass(`brewing_${step}_mass_calc`, { computed: true, ...shown }),
    bar(`brewing_${step}_bar`, shown),
    number(`brewing_${step}_flux`, { scale: 10, min: 0, max: 100, ...shown }),
  ];
};

/**
 * A brewing record (behaviour §03-3.4): dose, water, timer and steps, equipment and grinder, espresso details
 * (shown for ESP) and water.
 */
export const brewingRecordFields = (owner: BrewingOwner): FieldDef[] => {
  const detail = { showWhen: whenFlag('brewing_detail_use') };
  const espresso = { showWhen: whenEquals('brewing_type', ESPRESSO) };
  return [
    ...withDirect(
      code('brewing_type', 'EXTR', { required: true }),
      { minBytes: 3, maxBytes: TEXT.name },
      'brewing_type_etc',
    ),
    mass('brewing_bean_mass'),
    mass('brewing_mass'),
    waterTemperature('brewing_temp'),
    bar('brewing_bar', espresso),
    dateTime('brewing_start_time'),
    mass('brewing_start_mass'),
    flag('brewing_step_use'),
    ...BREWING_STEPS.flatMap(stepFields),
    text('brewing_chart', {
      input: 'line',
      stored: false,
      transient: true,
      chartOf: BREWING_STEPS.flatMap((step) => [`brewing_${step}_term`, `brewing_${step}_mass`]),
      showWhen: whenFlag('brewing_step_use'),
    }),
    duration('brewing_term'),
    mass('brewing_result_total'),
    // The extraction yield, computed from the cup's strength a refractometer reads (behaviour §10-3.3).
    percent('brewing_result_calc', { computed: true }),
    number('brewing_tds', { scale: 100, min: 0, max: 25 }),
    flag('brewing_detail_use'),
    ref('brewing_machine_seq', equipLookup(owner, ESPRESSO), detail),
    ref('brewing_grinder_seq', equipLookup(owner, 'GRND'), detail),
    // The grind setting is part of every brew, like the day's dial-in (behaviour §10-3.3).
    number('brewing_grinder_point', { scale: 100, min: -100, max: 100 }),
    number('brewing_grinder_zeropoint', { scale: 100, min: -100, max: 100, readOnly: true, stored: false }),
    waterTemperature('brewing_grinder_temp'),
    number('brewing_grinder_rpm', { min: 0, max: 3000, ...detail }),
    duration('brewing_grinder_term', detail),
    ref('brewing_shower', equipLookup(owner, 'SHR'), espresso),
    ref('brewing_basket', equipLookup(owner, 'BSKT'), espresso),
    ref('brewing_temper', equipLookup(owner, 'TMP'), espresso),
    flag('brewing_wdt', espresso),
    flag('brewing_dist', espresso),
    number('brewing_temping_bar', { scale: 10, min: 0, max: 100, ...espresso }),
    flag('brewing_rdt', detail),
    code('brewing_water', 'WTR', detail),
    number('brewing_water_hardness', { min: 0, max: 1000, ...detail }),
    number('brewing_water_alkalinity', { min: 0, max: 1000, ...detail }),
    number('brewing_water_tds', { min: 0, max: 2000, ...detail }),
  ];
};

/** What a user's brewing setting hands to a brew recorded from it (its lookup carries them as option extras). */
export const USER_BREWING_SETTING_FIELDS: readonly string[] = [
  'brewing_type',
  'brewing_bean_mass',
  'brewing_mass',
  'brewing_temp',
  'brewing_bar',
  'brewing_detail_use',
  'brewing_machine_seq',
  'brewing_grinder_seq',
  'brewing_grinder_point',
  'brewing_water',
];

/** Brewing default (recipe) of a roaster (for a blend), a cafe (for a bean) or a user (behaviour §03-3.3). */
const brewingDefault = (name: string, owner: BrewingOwner, basePath: string, subject: FieldDef[]): EntityDef =>
  entity({
    name,
    keys: ['brewing_seq'],
    scope: owner,
    fields: [
      seqKey('brewing_seq'),
      ...nameFields('brewing'),
      ...subject,
      ...(owner === 'user'
        ? brewingRecordFields(owner)
        : [code('brewing_type', 'EXTR', owner === 'cafe' ? { defaultValue: BREWING.cafeExtractionDefault } : {})]),
      flag('brewing_public'),
      flagField('brewing'),
      textArea('brewing_default_memo', TEXT.desc),
      ...auditFields(),
    ],
    list: listDef(['brewing_name', 'brewing_type', 'brewing_public', 'brewing_use', 'rgst_at'], {
      search: ['brewing_type', 'brewing_use'],
      titleSearch: ['brewing_name', 'brewing_default_memo'],
      sort: ['brewing_name', 'brewing_type'],
      mobileHidden: ['brewing_public', 'rgst_at'],
    }),
    api: crudPaths(basePath, { code: `${basePath}/code` }),
  });

const coffeebeanLookup: LookupSource = { url: '/api/cafe/coffeebean/default/code' };
const receivedLookup: LookupSource = {
  url: '/api/cafe/coffeebean/received/code',
  dependsOn: { coffeebean_seq: 'coffeebean_seq' },
};
const display = (field: FieldDef): FieldDef => ({ ...field, readOnly: true, stored: false });
/** Starts empty: a skipped rating is no rating, never a perfect score (behaviour §10-3.1). */
const satisfaction = (): FieldDef => number('brewing_satis', { input: 'rate', min: 0, max: 10, rateMax: 10 });

/** Date, conditions and the beans' age at brewing, shared by result pages. */
const conditionFields = (): FieldDef[] => [
  display(date('blending_result_date')),
  number('brewing_date_term', { computed: true, stored: false }),
  ...lossFields('blending', { readOnly: true, stored: false }),
  ...ambientFields('outside', ['air', 'hum']),
  ...ambientFields('inside', ['air', 'hum']),
];

const resultList = (subjectColumns: readonly string[], daySearch: readonly string[] = []) =>
  listDef(['brewing_result_date', ...subjectColumns, 'brewing_satis', 'brewing_result_main'], {
    search: [...daySearch, 'brewing_result_main', 'brewing_type'],
    titleSearch: ['brewing_name', 'brewing_default_memo'],
    sort: ['brewing_result_date', 'brewing_result_main', 'brewing_type'],
    mobileHidden: [...subjectColumns],
  });

/**
 * A cafe's brews (behaviour §10-4.1, §10-4.4): the bean, the recipe, dose, yield and time, the rating, so a brew is
 * found by what was brewed; a phone leaves out the date (a day's list) and the main flag.
 */
const cafeResultList = () => ({
  ...resultList(['coffeebean_seq', 'brewing_seq'], ['brewing_result_date']),
  columns: [
    'brewing_result_date',
    'coffeebean_seq',
    'brewing_seq',
    'brewing_bean_mass',
    'brewing_result_total',
    'brewing_term',
    'brewing_satis',
    'brewing_result_main',
  ],
  mobileHidden: ['brewing_result_date', 'brewing_result_main'],
});

const cafeBrewingResultFields = (): FieldDef[] => [
  seqKey('brewing_result_seq'),
  date('brewing_result_date', { required: true }),
  ref('brewing_seq', { url: '/api/cafe/brewing/default/code' }),
  ref('coffeebean_seq', coffeebeanLookup),
  ref('received_seq', receivedLookup),
  ...conditionFields(),
  // Set by the page when the batch is older than the days the bean's target allows (behaviour §04-3).
  text('brewing_fresh_warning', { readOnly: true, stored: false, transient: true }),
  satisfaction(),
  flag('brewing_result_main'),
  flag('brewing_public'),
  flag('brewing_result_use', { defaultValue: true }),
  ...brewingRecordFields('cafe'),
  textArea('brewing_default_memo', TEXT.desc),
  ...auditFields(),
];

export const brewingEntities = {
  QCBrewingDefault: brewingDefault('QCBrewingDefault', 'roaster', '/api/roaster/qc/brewing/default', [
    ref('blending_seq', ROASTER_LOOKUPS.blendingDefault),
  ]),
  CafeBrewingDefault: brewingDefault('CafeBrewingDefault', 'cafe', '/api/cafe/brewing/default', [
    ref('coffeebean_seq', coffeebeanLookup),
  ]),
  UserBrewingDefault: brewingDefault('UserBrewingDefault', 'user', '/api/user/brewing/default', []),
  QCBrewingResult: entity({
    name: 'QCBrewingResult',
    keys: ['brewing_result_seq'],
    scope: 'roaster',
    fields: [
      seqKey('brewing_result_seq'),
      ref('brewing_seq', { url: '/api/roaster/qc/brewing/default/code' }),
      ref('blending_seq', ROASTER_LOOKUPS.blendingDefault, { required: true }),
      yearMonth('blending_result_month', { stored: false }),
      number('blending_result_year', { readOnly: true, computed: true }),
      ref(
        'blending_result_seq',
        {
          url: '/api/roaster/blending/result/code',
          params: { check_instock: false },
          dependsOn: { blending_result_month: 'blending_result_month', blending_seq: 'blending_seq' },
        },
        { required: true },
      ),
      ...conditionFields(),
      flag('brewing_result_use', { defaultValue: true }),
      flag('brewing_public'),
      ...brewingRecordFields('roaster').map((field) =>
        field.showWhen || field.computed ? field : { ...field, showWhen: whenFlag('brewing_result_use') },
      ),
      ...qcNoteFields().filter((field) => field.name !== 'cupnote_seq'),
      ...auditFields(),
    ],
    // Dated, rated and marked main by its cupping note (the record has no brewing date, rating or main flag).
    list: qcNoteList(['blending_seq'], ['brewing_type']),
    api: crudPaths('/api/roaster/qc/blendingresult'),
  }),
  CafeBrewingResult: entity({
    name: 'CafeBrewingResult',
    keys: ['brewing_result_seq'],
    scope: 'cafe',
    fields: cafeBrewingResultFields(),
    // A day's brews: the results list and today's share it (behaviour §10-4.1).
    list: cafeResultList(),
    api: crudPaths('/api/cafe/brewing/result'),
  }),
  CafeBrewingToday: entity({
    name: 'CafeBrewingToday',
    table: 'cafe_brewing_result',
    keys: ['brewing_result_seq'],
    scope: 'cafe',
    readOnly: true,
    viewOf: 'CafeBrewingResult',
    // Every brew of the day, main or not; the main-result filter narrows it (behaviour §10-4.1).
    fields: cafeBrewingResultFields(),
    list: cafeResultList(),
    api: { list: '/api/cafe/brewing/result/list', detail: '/api/cafe/brewing/result/detail/' },
  }),
  UserBrewingResult: entity({
    name: 'UserBrewingResult',
    keys: ['brewing_result_seq'],
    scope: 'user',
    fields: [
      seqKey('brewing_result_seq'),
      date('brewing_result_date', { required: true, lockedOnUpdate: true }),
      ref('brewing_seq', { url: '/api/user/brewing/default/code' }, { lockedOnUpdate: true }),
      // Cafe beans and batches: a user has no cafe rights, so no select of them (their lists answer 403) and no write.
      number('coffeebean_seq', { readOnly: true, hidden: true }),
      number('received_seq', { readOnly: true, hidden: true }),
      // The bean shown by its name, not its number (behaviour §09-2.1).
      display(text('coffeebean_name_kr')),
      display(text('coffeebean_name')),
      ...conditionFields(),
      ...['air', 'hum'].map((reading) => number(`condition_${reading}`, { computed: true, stored: false })),
      satisfaction(),
      flag('brewing_public'),
      flag('brewing_result_main'),
      ...brewingRecordFields('user'),
      ...auditFields(),
    ],
    list: resultList(['brewing_seq']),
    api: crudPaths('/api/user/brewing/result'),
  }),
} as const satisfies Record<string, EntityDef>;

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

/**
 * The numbers of a dial-in (the cafe's "setting" pages): extraction type (default DRP, behaviour §03-9), machine and
 * grinder, grind (scale 100, shown / 100), dose, yield, time and water temperature.
 */
export const dialInRecipeFields = (): FieldDef[] => [
  code('brewing_type', 'EXTR', { required: true, defaultValue: BREWING.cafeExtractionDefault }),
  ref('brewing_machine_seq', equipLookup('cafe', 'ESP')),
  ref('brewing_grinder_seq', equipLookup('cafe', 'GRND')),
  number('brewing_grinder_point', { scale: 100, min: -100, max: 100 }),
  mass('brewing_bean_mass', { max: DIAL_IN.maxDose }),
  mass('brewing_result_total', { max: DIAL_IN.maxYield }),
  duration('brewing_term', { max: DIAL_IN.maxSeconds }),
  number('brewing_temp', { scale: 10, min: 0, max: 100 }),
];
