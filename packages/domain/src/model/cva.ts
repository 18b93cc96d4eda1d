import type { Scale } from './fields';

/**
 * The SCA Coffee Value Assessment (2024, behaviour §07-1): a descriptive assessment (intensities 1-15 and
 * check-all-that-apply descriptors) and an affective assessment (nine-point impressions of quality of eight
 * attributes, with non-uniform and defective cups counted out of five).
 */
export const CVA = {
  affective: { min: 1, max: 9 },
  intensity: { min: 1, max: 15 },
  cups: 5,
  /** Score = factor × (sum of the eight impressions) + offset − 2 × non-uniform − 4 × defective cups. */
  factor: 0.65625,
  offset: 52.75,
  deduction: { nonUniform: 2, defective: 4 },
  /** The score is stored in hundredths (for the list's sort). */
  scale: 100 as Scale,
} as const;

/** The eight attributes of the affective assessment, in form order. */
export const CVA_AFFECTIVE = [
  'fragrance',
  'aroma',
  'flavor',
  'aftertaste',
  'acidity',
  'sweetness',
  'mouthfeel',
  'overall',
] as const;
/** The attributes with an intensity on the descriptive assessment (all but the overall impression). */
export const CVA_INTENSITIES = CVA_AFFECTIVE.filter((name) => name !== 'overall');
export const CVA_CUP_COUNTS = ['nonuniform', 'defective'] as const;

export type CvaAttribute = (typeof CVA_AFFECTIVE)[number];
export type CvaCupCount = (typeof CVA_CUP_COUNTS)[number];

export const cvaAffectiveField = (name: CvaAttribute) => `cupnote_cva_${name}`;
export const cvaIntensityField = (name: CvaAttribute) => `cupnote_cva_${name}_intensity`;
export const cvaCupField = (name: CvaCupCount) => `cupnote_cva_${name}_cups`;
export const CVA_AFFECTIVE_FIELDS = CVA_AFFECTIVE.map(cvaAffectiveField);
export const CVA_INTENSITY_FIELDS = CVA_INTENSITIES.map(cvaIntensityField);
export const CVA_CUP_FIELDS = CVA_CUP_COUNTS.map(cvaCupField);
export const CVA_DESCRIPTORS_FIELD = 'cupnote_cva_descriptors';
export const CVA_USE_FIELD = 'cupnote_cva_use';
export const CVA_SCORE_FIELD = 'cupnote_cva_score';
export const CVA_SUMMARY_FIELD = 'cupnote_cva_summary';

export interface CvaSheet {
  affective: Readonly<Record<CvaAttribute, number>>;
  nonuniform: number;
  defective: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The affective score: 58 (all ones) to 100 (all nines) before the cup deductions. */
export function cvaScore(sheet: CvaSheet): number {
  const sum = CVA_AFFECTIVE.reduce((total, name) => total + sheet.affective[name], 0);
  return round2(
    CVA.factor * sum +
      CVA.offset -
      CVA.deduction.nonUniform * sheet.nonuniform -
      CVA.deduction.defective * sheet.defective,
  );
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The sheet of a record's values; null while an impression is empty. Empty cup counts are none. */
export function cvaSheetOf(values: Readonly<Record<string, unknown>>): CvaSheet | null {
  const affective = {} as Record<CvaAttribute, number>;
  for (const name of CVA_AFFECTIVE) {
    const value = numberOf(values[cvaAffectiveField(name)]);
    if (value === null) return null;
    affective[name] = value;
  }
  return {
    affective,
    nonuniform: numberOf(values[cvaCupField('nonuniform')]) ?? 0,
    defective: numberOf(values[cvaCupField('defective')]) ?? 0,
  };
}

/** The score of a record's values, or null while the affective sheet is incomplete. */
export const cvaScoreOf = (values: Readonly<Record<string, unknown>>): number | null => {
  const sheet = cvaSheetOf(values);
  return sheet ? cvaScore(sheet) : null;
};
