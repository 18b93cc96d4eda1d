import type { EntityDef, FieldDef } from '@coffee/domain/pages';
import {
  BATCH_CODE_MAX,
  DEFAULT_BLEND_RATIO_TOLERANCE,
  DEFAULT_ROASTING_STEP,
  DEFAULT_ROAST_TOLERANCES,
  MASS_CALC_BASE,
  MAX_ROWS,
  ROASTER_LOOKUPS,
  ROASTER_PUBLIC_AUDIENCES,
  TEXT,
  agtron,
  ambientFields,
  auditFields,
  code,
  codes,
  crudPaths,
  date,
  dateTime,
  entity,
  equipFields,
  equipList,
  flag,
  flagField,
  greenbeanBodyFields,
  greenbeanList,
  greenbeanYearFields,
  greenbeanYearKey,
  listDef,
  lossFields,
  mass,
  nameFields,
  nickFields,
  number,
  originFields,
  percent,
  publicStageFields,
  qrSerial,
  ref,
  roastLogFields,
  seqKey,
  subList,
  text,
  textArea,
  whenFlag,
  year,
} from '@coffee/domain/pages';
import { batchCostFields, greenbeanCostFields, machineCostFields } from './costFields';

/** A stock lookup offers only items in stock, plus the form's current choice (`field`). */
const IN_STOCK = (field: string) => ({ params: { check_instock: true }, filters: { instock_keep: field } }) as const;

/** The record's visibility inside the roaster: the lowest staff role (RAUTH) that sees it ("select authority"). */
const roasterAuth = (name: string): FieldDef => code(name, 'RAUTH', { maxBytes: TEXT.code });

const roasterEquip = entity({
  name: 'RoasterEquip',
  keys: ['roaster_equip_seq'],
  scope: 'roaster',
  fields: [seqKey('roaster_equip_seq'), ...equipFields({ owner: 'roaster' }), ...machineCostFields(), ...auditFields()],
  list: equipList,
  api: crudPaths('/api/roaster/item/equip', { code: ROASTER_LOOKUPS.roastingMachine.url }),
});

const roasterGreenbeanDefault = entity({
  name: 'RoasterGreenbeanDefault',
  table: 'greenbean_roaster',
  keys: ['greenbean_roaster_seq'],
  scope: 'roaster',
  fields: [
    seqKey('greenbean_roaster_seq'),
    ref('greenbean_default_seq', {
      url: '/api/code/greenbean/default',
      filters: { seller_seq: 'greenbean_seller_seq', country_code: 'greenbean_country_code' },
    }),
    ...greenbeanBodyFields(),
    roasterAuth('greenbean_user_auth'),
    ...auditFields(),
  ],
  list: greenbeanList(false),
  api: crudPaths('/api/roaster/greenbean/default', { code: ROASTER_LOOKUPS.greenbean.url }),
});

const roasterGreenbeanYear = entity({
  name: 'RoasterGreenbeanYear',
  table: 'greenbean_roaster_year',
  keys: ['greenbean_roaster_seq', 'greenbean_year'],
  scope: 'roaster',
  fields: [
    ref('greenbean_roaster_seq', ROASTER_LOOKUPS.greenbean, { key: true, required: true, lockedOnUpdate: true }),
    greenbeanYearKey(),
    ...greenbeanYearFields(),
    // The opening stock of a new lot; later it moves only through the ledger (receipts, roasts, corrections).
    mass('greenbean_instock', { lockedOnUpdate: true }),
    ...greenbeanCostFields(),
    ...greenbeanBodyFields(),
    ...auditFields(),
  ],
  list: { ...greenbeanList(true), columns: [...greenbeanList(true).columns, 'greenbean_instock'] },
  api: crudPaths('/api/roaster/greenbean/year', { code: ROASTER_LOOKUPS.greenbeanYear.url }),
});

// ---- roasting -------------------------------------------------------------------------------------------

/** Rows of a combination: the share is derived from the masses. */
const shareFields = (prefix: string): FieldDef[] => [
  percent(`${prefix}_percent`, { computed: true }),
  number(`${prefix}_order`, { min: 0 }),
];

/**
 * A recipe's tolerances against its reference batch (behaviour §08-1.2), defaulting to the suggested ones: °C, °C/min
 * and percentage points with one decimal, times in whole seconds.
 */
const toleranceFields = (): FieldDef[] => {
  const tenths = (name: string, value: number) =>
    number(name, { scale: 10, min: 0, max: 50, defaultValue: Math.round(value * 10) });
  const seconds = (name: string, value: number) => number(name, { min: 0, max: 600, defaultValue: value });
  const tolerance = DEFAULT_ROAST_TOLERANCES;
  return [
    tenths('roasting_tol_bt', tolerance.bt),
    tenths('roasting_tol_ror', tolerance.ror),
    seconds('roasting_tol_phase', tolerance.phase),
    seconds('roasting_tol_tp', tolerance.tp),
    seconds('roasting_tol_fc', tolerance.fc),
    seconds('roasting_tol_drop', tolerance.drop),
    tenths('roasting_tol_drop_bean', tolerance.dropBt),
    tenths('roasting_tol_dtr', tolerance.dtr),
    tenths('roasting_tol_loss', tolerance.loss),
  ];
};

const roastingDefault = entity({
  name: 'RoastingDefault',
  keys: ['roasting_seq'],
  scope: 'roaster',
  fields: [
    seqKey('roasting_seq'),
    ...nameFields('roasting'),
    ...nickFields('roasting'),
    ref('roasting_machine_seq', ROASTER_LOOKUPS.roastingMachine),
    flag('roasting_batch_auto'),
    // The plan's loss when set, else the mean of the latest batches (behaviour §05-3); stored x10, below 100 %.
    percent('roasting_expected_loss', { max: 99.9 }),
    subList('greenbean_list', {
      minRows: 1,
      maxRows: MAX_ROWS.greenbeans,
      uniqueBy: 'greenbean_roaster_seq',
      duplicateMessage: 'roasting_greenbean_exist',
      shares: { mass: 'greenbean_mass', percent: 'greenbean_percent', total: 'greenbean_total_mass' },
      fields: [
        ref('greenbean_roaster_seq', ROASTER_LOOKUPS.greenbean, { required: true }),
        mass('greenbean_mass', { required: true }),
        ...shareFields('greenbean'),
      ],
    }),
    mass('greenbean_total_mass', { computed: true }),
    flag('roasting_single_origin', { computed: true }),
    flag('blending_create_use'),
    ref('blending_create_seq', ROASTER_LOOKUPS.blendingDefault, { showWhen: whenFlag('blending_create_use') }),
    ...publicStageFields(ROASTER_PUBLIC_AUDIENCES),
    flag('roasting_profile_use'),
    // The batch a result's chart is compared with (behaviour §04-2); the server stores its year beside it (migration 011).
    ref('roasting_reference_seq', ROASTER_LOOKUPS.roastingReference),
    ...toleranceFields(),
    flagField('roasting'),
    roasterAuth('roasting_auth'),
    ...auditFields(),
  ],
  list: listDef(['roasting_name', 'roasting_machine_seq', 'greenbean_total_mass', 'roasting_use', 'rgst_at'], {
    search: ['roasting_machine_seq', 'roasting_use'],
    titleSearch: ['roasting_name', 'roasting_nick'],
    sort: ['roasting_name'],
    mobileHidden: ['roasting_machine_seq', 'greenbean_total_mass'],
  }),
  api: crudPaths('/api/roaster/roasting/default', { code: ROASTER_LOOKUPS.roastingDefault.url }),
});

const roastingResult = entity({
  name: 'RoastingResult',
  keys: ['roasting_result_year', 'roasting_result_seq'],
  scope: 'roaster',
  fields: [
    year('roasting_result_year', { key: true, required: true, lockedOnUpdate: true }),
    seqKey('roasting_result_seq'),
    ref('roasting_seq', ROASTER_LOOKUPS.roastingDefault, { required: true }),
    date('roasting_result_date', { required: true, lockedOnUpdate: true }),
    number('roasting_batch_no', { min: 1 }),
    // The batch's code, unique within the roastery; the server gives the next one when none is typed (behaviour §12-1).
    text('roasting_batch_code', { maxBytes: BATCH_CODE_MAX }),
    // The schedule commitment this batch fulfils: only open ones are offered, one batch each (behaviour §05-9).
    ref(
      'roasting_schedule_seq',
      { ...ROASTER_LOOKUPS.roastingSchedule, ...IN_STOCK('roasting_schedule_seq') },
      {
        lockedOnUpdate: true,
      },
    ),
    // The batch's stock is its roasted mass moved through the ledger.
    mass('roasting_instock', { readOnly: true }),
    code('roasting_step', 'RSTEP', { defaultValue: DEFAULT_ROASTING_STEP }),
    subList('greenbean_list', {
      minRows: 1,
      maxRows: MAX_ROWS.greenbeans,
      shares: { mass: 'greenbean_mass', percent: 'greenbean_percent', total: 'greenbean_total_mass' },
      fields: [
        ref('greenbean_roaster_seq', ROASTER_LOOKUPS.greenbean, { required: true, lockedOnUpdate: true }),
        year('greenbean_year', {
          input: 'select',
          // Only lots in stock, the row's own lot kept, so an edit can still show it (behaviour §04-1).
          lookup: { ...ROASTER_LOOKUPS.greenbeanYear, ...IN_STOCK('greenbean_year') },
          required: true,
          lockedOnUpdate: true,
        }),
        mass('greenbean_mass', { required: true }),
        percent('greenbean_moisture'),
        ...shareFields('greenbean'),
      ],
    }),
    ...originFields('roasting', { shape: 'lists', etcMaxBytes: TEXT.name, computed: true, place: false }),
    mass('greenbean_total_mass', { computed: true }),
    percent('greenbean_moisture', { computed: true }),
    agtron('greenbean_agtron'),
    mass('roasting_mass'),
    percent('roasting_moisture'),
    agtron('roasting_agtron'),
    ...lossFields('roasting', { computed: true }).map((field) =>
      field.name === 'roasting_loss'
        ? { ...field, lossOf: { input: 'greenbean_total_mass', output: 'roasting_mass' } }
        : field,
    ),
    // Stored in 0.1 g like every mass.
    mass('roasting_mass_calc', { defaultValue: MASS_CALC_BASE * 10 }),
    ...['outside', 'inside1', 'inside2', 'inside3'].flatMap((place) => ambientFields(place)),
    flag('roasting_profile_use'),
    text('roasting_file', { input: 'upload', stored: false, transient: true }),
    ...roastLogFields(),
    textArea('roasting_result_memo', TEXT.desc),
    // Against the recipe's reference batch (behaviour §08-1); the server computes them on every save.
    text('roasting_deviation', { input: 'custom', computed: true, readOnly: true }),
    number('roasting_deviation_bt', { scale: 10, computed: true, readOnly: true }),
    flag('roasting_deviation_within', { computed: true, readOnly: true }),
    // The release after DROP (behaviour §08-3); roastery staff only.
    code('roasting_release', 'RRLS'),
    codes('roasting_release_defect_list', 'RDFCT'),
    agtron('roasting_release_whole_agtron'),
    agtron('roasting_release_ground_agtron'),
    textArea('roasting_release_note', TEXT.desc),
    text('roasting_release_by', { computed: true, readOnly: true }),
    dateTime('roasting_release_at', { computed: true, readOnly: true }),
    // The QC cupping notes written on the batch, read from the quality area's list (behaviour §04-2); never sent.
    text('roasting_cupnote_list', { input: 'custom', stored: false, transient: true, readOnly: true }),
    // What happened to the batch downstream, read from its feedback call (behaviour §05-6); never sent.
    text('cup_feedback', { input: 'custom', stored: false, transient: true, readOnly: true }),
    // The mean satisfaction of the cafes' brews and consumers' notes on the batch, a list column (behaviour §05-6).
    number('feedback_satis', { stored: false, readOnly: true }),
    ...batchCostFields(),
    ...auditFields(),
  ],
  list: listDef(
    [
      'roasting_batch_code',
      'roasting_result_date',
      'roasting_seq',
      'roasting_mass',
      'roasting_loss',
      'roasting_instock',
      'feedback_satis',
      'roasting_deviation_bt',
      'roasting_deviation_within',
      'roasting_release',
    ],
    {
      search: [
        'roasting_result_year',
        'roasting_seq',
        'roasting_step',
        'roasting_release',
        'roasting_deviation_within',
      ],
      titleSearch: ['roasting_batch_code', 'roasting_name', 'roasting_result_memo'],
      sort: ['roasting_result_date', 'roasting_result_year', 'feedback_satis'],
      mobileHidden: ['roasting_loss', 'roasting_instock', 'feedback_satis', 'roasting_deviation_bt'],
    },
  ),
  api: crudPaths('/api/roaster/roasting/result', { code: ROASTER_LOOKUPS.roastingResult.url }),
});

// ---- blending -------------------------------------------------------------------------------------------

const blendingDefault = entity({
  name: 'BlendingDefault',
  keys: ['blending_seq'],
  scope: 'roaster',
  fields: [
    seqKey('blending_seq'),
    ...nameFields('blending'),
    ...nickFields('blending'),
    subList('roasting_list', {
      minRows: 1,
      maxRows: MAX_ROWS.roastings,
      uniqueBy: 'roasting_seq',
      duplicateTitle: 'roasting_add',
      duplicateMessage: 'roasting_exist',
      shares: { mass: 'roasting_mass', percent: 'roasting_percent', total: 'blending_total_mass' },
      fields: [
        ref('roasting_seq', ROASTER_LOOKUPS.roastingDefault, { required: true }),
        mass('roasting_mass', { required: true }),
        ...shareFields('roasting'),
      ],
    }),
    mass('blending_total_mass', { computed: true }),
    flag('blending_single_origin', { computed: true }),
    flag('roasting_instock_change', { required: true }),
    flag('blending_create_use'),
    ref('roasting_create_seq', ROASTER_LOOKUPS.roastingDefault, { showWhen: whenFlag('blending_create_use') }),
    // What the roastery sells of the blend (behaviour §05-1): the flag, the bag sizes (0.1 g) and the stock to keep.
    flag('blending_sale_use'),
    subList('bag_list', {
      maxRows: MAX_ROWS.bags,
      uniqueBy: 'bag_mass',
      duplicateMessage: 'bag_mass_exist',
      fields: [mass('bag_mass', { required: true, min: 0.1 })],
    }),
    mass('blending_stock_min'),
    // The plan's lead time (behaviour §05-3): days the roast rests before it ships, and days on the way to the cafe.
    number('blending_rest_days', { required: true, min: 0, max: 60, defaultValue: 2 }),
    number('blending_delivery_days', { required: true, min: 0, max: 30, defaultValue: 1 }),
    // How far a batch's shares may stray from the rows above, in percentage points (behaviour §12-3).
    number('blending_ratio_tol', { scale: 10, min: 0, max: 100, defaultValue: DEFAULT_BLEND_RATIO_TOLERANCE / 10 }),
    qrSerial('blending_uuid_str', { qrLink: { kind: 'bean', page: 'blend' } }),
    qrSerial('blending_uuid_cafe', { qrLink: { kind: 'bean', page: 'cafeBlend' } }),
    ...publicStageFields(ROASTER_PUBLIC_AUDIENCES),
    roasterAuth('blending_auth'),
    textArea('blending_desc', TEXT.detail),
    flagField('blending'),
    ...auditFields(),
  ],
  list: listDef(['blending_name', 'blending_total_mass', 'blending_single_origin', 'blending_use', 'rgst_at'], {
    search: ['blending_single_origin', 'blending_use'],
    titleSearch: ['blending_name', 'blending_nick'],
    sort: ['blending_name'],
    mobileHidden: ['blending_total_mass', 'blending_single_origin'],
  }),
  api: crudPaths('/api/roaster/blending/default', { code: ROASTER_LOOKUPS.blendingDefault.url }),
});

const blendingResult = entity({
  name: 'BlendingResult',
  keys: ['blending_result_year', 'blending_result_seq'],
  scope: 'roaster',
  fields: [
    year('blending_result_year', { key: true, required: true, lockedOnUpdate: true }),
    seqKey('blending_result_seq'),
    ref('blending_seq', ROASTER_LOOKUPS.blendingDefault, { required: true, lockedOnUpdate: true }),
    date('blending_result_date', { required: true, lockedOnUpdate: true }),
    // The batch's code, unique within the roastery; the server gives the next one when none is typed (behaviour §12-1).
    text('blending_batch_code', { maxBytes: BATCH_CODE_MAX }),
    mass('blending_instock', { readOnly: true }),
    // The held or rejected roast batches it took: held with them, never stock to ship (behaviour §08-3.3).
    text('blending_held_by', { stored: false, readOnly: true }),
    subList('roasting_result_list', {
      minRows: 1,
      maxRows: MAX_ROWS.roastings,
      uniqueBy: 'roasting_result_seq',
      duplicateTitle: 'roasting_add',
      duplicateMessage: 'roasting_exist',
      shares: { mass: 'roasting_mass', percent: 'roasting_percent', total: 'blending_total_mass' },
      fields: [
        year('roasting_result_year', { input: 'select', required: true }),
        ref(
          'roasting_result_seq',
          { ...ROASTER_LOOKUPS.roastingResult, ...IN_STOCK('roasting_result_seq') },
          { required: true },
        ),
        mass('roasting_mass', { required: true }),
        ...shareFields('roasting'),
        ...lossFields('roasting', { readOnly: true, stored: false }),
      ],
    }),
    mass('blending_total_mass', { computed: true }),
    // The largest difference of the batch's shares from its recipe's, and why a manager saved it beyond the tolerance
    // (behaviour §12-3).
    number('blending_ratio_deviation', { scale: 10, computed: true, readOnly: true }),
    textArea('blending_ratio_reason', TEXT.desc),
    flag('blending_single_origin', { computed: true }),
    ...originFields('blending', { shape: 'lists', etcMaxBytes: TEXT.name, computed: true, place: false }),
    ...lossFields('blending', { computed: true }),
    textArea('blending_result_desc', TEXT.resultDesc),
    qrSerial('blending_result_uuid_str', { qrLink: { kind: 'bean', page: 'blendResult' } }),
    qrSerial('blending_result_uuid_cafe', { qrLink: { kind: 'bean', page: 'cafeBlendResult' } }),
    // What happened to the batch downstream, read from its feedback call (behaviour §05-6); never sent.
    text('cup_feedback', { input: 'custom', stored: false, transient: true, readOnly: true }),
    // The mean satisfaction of the cafes' brews and consumers' notes on the batch, a list column (behaviour §05-6).
    number('feedback_satis', { stored: false, readOnly: true }),
    ...batchCostFields(),
    ...auditFields(),
  ],
  list: listDef(
    [
      'blending_batch_code',
      'blending_result_date',
      'blending_seq',
      'blending_total_mass',
      'blending_loss',
      'blending_instock',
      'feedback_satis',
    ],
    {
      search: ['blending_result_year', 'blending_seq'],
      titleSearch: ['blending_batch_code', 'blending_name', 'blending_result_desc'],
      sort: ['blending_result_date', 'blending_result_year', 'feedback_satis'],
      mobileHidden: ['blending_total_mass', 'blending_loss', 'feedback_satis'],
    },
  ),
  api: crudPaths('/api/roaster/blending/result', { code: '/api/roaster/blending/result/code' }),
});

export const roasterEntities = {
  RoasterEquip: roasterEquip,
  RoasterGreenbeanDefault: roasterGreenbeanDefault,
  RoasterGreenbeanYear: roasterGreenbeanYear,
  RoastingDefault: roastingDefault,
  RoastingResult: roastingResult,
  BlendingDefault: blendingDefault,
  BlendingResult: blendingResult,
} as const satisfies Record<string, EntityDef>;
