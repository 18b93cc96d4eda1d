import type { EntityDef, FieldDef, FixedOption } from './fields';
import { SCA, SCA_SCORE_FIELDS, scaScoreOf } from './sca';
import { CVA, CVA_AFFECTIVE_FIELDS, CVA_USE_FIELD, cvaScoreOf } from './cva';
import { cvaFields, scaFields } from './entities/notes';
import type { ValidationFailure } from './validate';
import { validateRecord } from './validate';

/** Cupping sessions (behaviour §07-2): the forms a session scores on, its modes and the subjects of its samples. */
export const CUPPING_FORMS = { sca: 'SCA', cva: 'CVA' } as const;
export type CuppingForm = (typeof CUPPING_FORMS)[keyof typeof CUPPING_FORMS];
export const CUPPING_MODES = { score: 'SCORE', triangle: 'TRIANGLE' } as const;
export type CuppingMode = (typeof CUPPING_MODES)[keyof typeof CUPPING_MODES];
export const CUPPING_STATUS = { open: 'OPEN', closed: 'CLOSED' } as const;

export const CUPPING_FORM_OPTIONS: readonly FixedOption[] = [
  { value: CUPPING_FORMS.sca, label: { kr: 'SCA 커핑 양식(2004)', en: 'SCA cupping form (2004)' } },
  { value: CUPPING_FORMS.cva, label: { kr: 'SCA 커피 가치 평가(CVA)', en: 'SCA Coffee Value Assessment (CVA)' } },
];
export const CUPPING_MODE_OPTIONS: readonly FixedOption[] = [
  { value: CUPPING_MODES.score, label: { kr: '점수 평가', en: 'Scoring' } },
  { value: CUPPING_MODES.triangle, label: { kr: '트라이앵글 테스트', en: 'Triangle test' } },
];
export const CUPPING_STATUS_OPTIONS: readonly FixedOption[] = [
  { value: CUPPING_STATUS.open, label: { kr: '진행 중', en: 'Open' } },
  { value: CUPPING_STATUS.closed, label: { kr: '마감', en: 'Closed' } },
];

/** What a sample is: a roasting batch, a blend batch or a green lot, each with the QC note table its result goes to. */
export const CUPPING_SUBJECTS = {
  ROAST: { field: 'roasting_result_seq', qcTable: 'qc_roasting' },
  BLEND: { field: 'blending_result_seq', qcTable: 'qc_blending' },
  GREEN: { field: 'greenbean_roaster_seq', qcTable: 'qc_greenbean' },
} as const;
export type CuppingSubject = keyof typeof CUPPING_SUBJECTS;
export const CUPPING_SUBJECT_OPTIONS: readonly FixedOption[] = [
  { value: 'ROAST', label: { kr: '로스팅 배치', en: 'Roast batch' } },
  { value: 'BLEND', label: { kr: '블렌딩 배치', en: 'Blend batch' } },
  { value: 'GREEN', label: { kr: '생두 로트', en: 'Green lot' } },
];

/** A triangle test has two samples: two cups of one, one of the other. */
export const TRIANGLE_SAMPLES = 2;
export const TRIANGLE_CUPS = 3;

/** The step of a form's scores: the outlier test counts the others' spread as at least this. */
export const cuppingScoreStep = (form: CuppingForm): number =>
  form === CUPPING_FORMS.cva ? CVA.factor : SCA.score.step;

/** The fields a session's note is written with on a form (the QC note's fields of that form, switched on). */
export const cuppingNoteFields = (form: CuppingForm): readonly FieldDef[] =>
  (form === CUPPING_FORMS.cva ? cvaFields() : scaFields()).filter(
    (field) => !field.computed && field.stored !== false && field.name !== cuppingFormSwitch(form),
  );

/**
 * The fields of one cupper's sheet of one sample on a form: the QC note's fields of that form, switched on, with the
 * 2004 scores on one cupper's quarter points (a note holds the panel's means to two decimals, behaviour §07-2).
 */
export const cuppingSheetFields = (form: CuppingForm): readonly FieldDef[] =>
  cuppingNoteFields(form).map((field) =>
    SCA_SCORE_FIELDS.includes(field.name) ? { ...field, step: SCA.score.step } : field,
  );

/** The form's switch, set on every sheet so the form's fields count as shown. */
export const cuppingFormSwitch = (form: CuppingForm): string =>
  form === CUPPING_FORMS.cva ? CVA_USE_FIELD : 'cupnote_sca_use';

/** The attributes the session's table compares, in form order (the form's scored attributes). */
export const cuppingTableAttributes = (form: CuppingForm): readonly string[] =>
  form === CUPPING_FORMS.cva ? CVA_AFFECTIVE_FIELDS : SCA_SCORE_FIELDS;

/**
 * The first problem of a sheet's values (displayed units), or null. A draft checks only what is filled in; a submitted
 * sheet must be complete.
 */
export function cuppingSheetProblem(
  form: CuppingForm,
  values: Readonly<Record<string, unknown>>,
  complete: boolean,
): ValidationFailure | null {
  const fields = cuppingSheetFields(form);
  const definition: EntityDef = { name: `CuppingSheet${form}`, table: '', keys: [], scope: 'none', fields };
  return validateRecord(
    definition,
    { ...values, [cuppingFormSwitch(form)]: true },
    { mode: 'write', locale: 'en', changedOnly: !complete, representation: 'display' },
  );
}

/** A complete sheet's score (the 2004 final score or the CVA score), or null while incomplete. */
export function cuppingSheetScore(form: CuppingForm, values: Readonly<Record<string, unknown>>): number | null {
  if (form === CUPPING_FORMS.cva) return cvaScoreOf(values);
  return scaScoreOf(values, 'display')?.final ?? null;
}
