import type { FieldDef, FieldOptions } from '../fields';
import { codes, date, flag, listDef, nameFields, number, seqKey, text, textArea, textList, whenFlag } from '../fields';
import { BOUNDS, CUPNOTE, TEXT } from '../constants';
import { MAIN_FLAG_EDITORS } from '../roles';
import { SCA, SCA_CUP_FIELDS, SCA_DEFECT_FIELDS, SCA_RESULT_FIELDS, SCA_SCORE_FIELDS } from '../sca';
import {
  CVA,
  CVA_AFFECTIVE_FIELDS,
  CVA_CUP_FIELDS,
  CVA_DESCRIPTORS_FIELD,
  CVA_INTENSITY_FIELDS,
  CVA_SCORE_FIELD,
  CVA_SUMMARY_FIELD,
  CVA_USE_FIELD,
} from '../cva';

/** The six tasting points of the radar chart, in chart order. */
export const CUPNOTE_POINTS = ['balance', 'aroma', 'sweetness', 'body', 'flavor', 'acidity'] as const;

const point = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, {
    input: 'rate',
    min: BOUNDS.point.min,
    max: BOUNDS.point.max,
    step: BOUNDS.point.step,
    rateMax: BOUNDS.point.max,
    // No default: a rating starts empty and a required one must be chosen (behaviour §10-3.1).
    ...options,
  });

/** Overall satisfaction, the six points (shown with the detail toggle) and their radar chart. */
export const tastingPointFields = (): FieldDef[] => [
  point('cupnote_satis', { required: true }),
  flag('cupnote_satis_detail'),
  ...CUPNOTE_POINTS.map((name) => point(`cupnote_${name}_point`, { showWhen: whenFlag('cupnote_satis_detail') })),
  text('cupnote_radar', {
    input: 'radar',
    stored: false,
    readOnly: true,
    chartOf: CUPNOTE_POINTS.map((name) => `cupnote_${name}_point`),
  }),
];

/** Flavor tags with the flavor wheel, aftertaste, texture and feeling. */
export const flavorFields = (): FieldDef[] => {
  const wheelShown = { showWhen: whenFlag('cupnote_flavor_wheel_use') };
  return [
    codes('cupnote_flavor_list', 'FLVR', { maxBytes: TEXT.flavorTags }),
    flag('cupnote_flavor_wheel_use'),
    flag('cupnote_flavor_wheel_simple', wheelShown),
    number('cupnote_flavor_wheel_rotate', {
      input: 'slider',
      scale: 10,
      min: CUPNOTE.rotation.min,
      max: CUPNOTE.rotation.max,
      defaultValue: 0,
      ...wheelShown,
    }),
    flag('cupnote_flavor_wheel_reverse', wheelShown),
    text('cupnote_flavor_wheel', {
      input: 'flavorwheel',
      stored: false,
      transient: true,
      chartOf: [
        'cupnote_flavor_list',
        'cupnote_flavor_wheel_simple',
        'cupnote_flavor_wheel_rotate',
        'cupnote_flavor_wheel_reverse',
      ],
      ...wheelShown,
    }),
    codes('cupnote_aftertaste_list', 'CNAFTST'),
    codes('cupnote_texture_list', 'CNTXTR'),
    codes('cupnote_feeling_list', 'CNFLNG'),
    textList('cupnote_etc_list', { maxBytes: TEXT.direct }),
  ];
};

/**
 * A cupping note (behaviour §03-3.1). `mainEditors`: organisation roles that may set the main-note flag.
 */
export const cupnoteFields = (mainEditors?: readonly string[]): FieldDef[] => [
  seqKey('cupnote_seq'),
  ...nameFields('cupnote'),
  flag('cupnote_main', mainEditors ? { editableByRoles: MAIN_FLAG_EDITORS } : {}),
  date('cupnote_date'),
  ...tastingPointFields(),
  ...flavorFields(),
  textArea('cupnote_desc', TEXT.desc),
];

/** Two cup counts of a form that share its cups cupped: each names the other (behaviour §07-1). */
const cupsWith = (name: string, other: string, cups: number) =>
  name === other ? {} : { cupsWith: { field: other, cups } };

/**
 * The SCA cupping form, written instead of the six simple points (`cupnote_sca_use`): seven attributes 6.00-9.75
 * (stored x100) to two decimals, so a panel's means are recorded as published (behaviour §07-2; one cupper's sheet
 * keeps the quarter points, `cuppingSheetFields`), acidity intensity and body level 1-5, three attributes in good cups
 * (0-5), taint and fault cups (together at most the five cupped), the total and final score (computed, stored for
 * sorting) and the attributes' radar.
 */
export const scaFields = (): FieldDef[] => {
  const shown = { showWhen: whenFlag('cupnote_sca_use') };
  const level = { min: SCA.level.min, max: SCA.level.max, step: 1, onStep: true, ...shown };
  const cups = (defaultValue: number) =>
    ({ min: 0, max: SCA.cups, step: 1, onStep: true, defaultValue, ...shown }) as const;
  const [taint, fault] = SCA_DEFECT_FIELDS as [string, string];
  return [
    flag('cupnote_sca_use'),
    ...SCA_SCORE_FIELDS.flatMap((name) => [
      number(name, {
        scale: SCA.scale,
        min: SCA.score.min,
        max: SCA.score.max,
        step: SCA.panelStep,
        onStep: true,
        required: true,
        ...shown,
      }),
      ...(name === 'cupnote_sca_acidity' ? [number('cupnote_sca_acidity_intensity', level)] : []),
      ...(name === 'cupnote_sca_body' ? [number('cupnote_sca_body_level', level)] : []),
    ]),
    ...SCA_CUP_FIELDS.map((name) => number(name, cups(SCA.cups))),
    ...SCA_DEFECT_FIELDS.map((name) =>
      number(name, { ...cups(0), ...cupsWith(name, name === taint ? fault : taint, SCA.cups) }),
    ),
    ...Object.values(SCA_RESULT_FIELDS).map((name) =>
      number(name, { scale: SCA.scale, readOnly: true, computed: true, ...shown }),
    ),
    // The radar draws six axes: the profile attributes, without the overall judgement.
    text('cupnote_sca_radar', {
      input: 'radar',
      stored: false,
      readOnly: true,
      chartOf: SCA_SCORE_FIELDS.filter((name) => name !== 'cupnote_sca_overall'),
      ...shown,
    }),
  ];
};

/**
 * The SCA Coffee Value Assessment (behaviour §07-1), written beside or instead of the 2004 form (`cupnote_cva_use`):
 * the descriptive intensities 1-15 and check-all-that-apply descriptors from the flavor wheel's codes, the eight
 * affective impressions 1-9, non-uniform and defective cups (together at most the five cupped) and the score the server computes (x100).
 */
export const cvaFields = (): FieldDef[] => {
  const shown = { showWhen: whenFlag(CVA_USE_FIELD) };
  const whole = { step: 1, onStep: true, ...shown } as const;
  return [
    flag(CVA_USE_FIELD),
    ...CVA_INTENSITY_FIELDS.map((name) => number(name, { min: CVA.intensity.min, max: CVA.intensity.max, ...whole })),
    codes(CVA_DESCRIPTORS_FIELD, 'FLVR', { maxBytes: TEXT.flavorTags, ...shown }),
    ...CVA_AFFECTIVE_FIELDS.map((name) =>
      number(name, { min: CVA.affective.min, max: CVA.affective.max, required: true, ...whole }),
    ),
    ...CVA_CUP_FIELDS.map((name, index) =>
      number(name, {
        min: 0,
        max: CVA.cups,
        defaultValue: 0,
        ...cupsWith(name, CVA_CUP_FIELDS[1 - index] ?? name, CVA.cups),
        ...whole,
      }),
    ),
    number(CVA_SCORE_FIELD, { scale: CVA.scale, readOnly: true, computed: true, ...shown }),
    // The live score with its arithmetic, drawn by the page.
    text(CVA_SUMMARY_FIELD, { input: 'custom', stored: false, readOnly: true, transient: true, ...shown }),
  ];
};

/** A QC note of a roastery or cafe: the cupping note, its main flag kept for OWN and SMNG, the 2004 SCA form and the CVA. */
export const qcNoteFields = (): FieldDef[] => [...cupnoteFields(MAIN_FLAG_EDITORS), ...scaFields(), ...cvaFields()];

export const cupnoteList = (subjectColumns: readonly string[], search: readonly string[] = []) =>
  listDef(['cupnote_date', 'cupnote_name', ...subjectColumns, 'cupnote_satis', 'cupnote_main'], {
    search: [...search, 'cupnote_main'],
    titleSearch: ['cupnote_name', 'cupnote_desc'],
    sort: ['cupnote_date', 'cupnote_name', 'cupnote_main'],
    mobileHidden: [...subjectColumns, 'cupnote_main'],
  });

/** QC lists also show, sort and filter by the scores: satisfaction and the SCA final score. */
export const qcNoteList = (subjectColumns: readonly string[], search: readonly string[] = []) => {
  const base = cupnoteList(subjectColumns, search);
  return {
    ...base,
    columns: [...base.columns, SCA_RESULT_FIELDS.final],
    search: [...base.search, 'cupnote_satis'],
    sort: [...base.sort, 'cupnote_satis', SCA_RESULT_FIELDS.final],
    mobileHidden: [...(base.mobileHidden ?? []), 'cupnote_satis'],
  };
};
