import type { Scale } from './fields';

/**
 * The SCA cupping form (SCAA protocol): seven attributes scored 6.00-9.75 in quarter points, three attributes of
 * five cups worth 2 points each, and defects counted as cups × intensity (taint 2, fault 4).
 */
export const SCA = {
  /** One cupper scores in quarter points. */
  score: { min: 6, max: 9.75, step: 0.25 },
  /** A note records a panel's mean to two decimals, as published cupping results are (behaviour §07-2). */
  panelStep: 0.01,
  /** Attribute scores are stored in hundredths. */
  scale: 100 as Scale,
  cups: 5,
  pointsPerCup: 2,
  intensity: { taint: 2, fault: 4 },
  /** Acidity intensity and body level: 1 (low / thin) to 5 (high / heavy). */
  level: { min: 1, max: 5 },
} as const;

/** The scored attributes in form order (also the SCA radar's axes). */
export const SCA_SCORED = ['fragrance', 'flavor', 'aftertaste', 'acidity', 'body', 'balance', 'overall'] as const;
/** The attributes counted in cups. */
export const SCA_CUPPED = ['uniformity', 'cleancup', 'sweetness'] as const;
export const SCA_DEFECTS = ['taint', 'fault'] as const;

export type ScaScored = (typeof SCA_SCORED)[number];
export type ScaCupped = (typeof SCA_CUPPED)[number];
export type ScaDefect = (typeof SCA_DEFECTS)[number];

export const scaScoreField = (name: ScaScored) => `cupnote_sca_${name}`;
export const scaCupField = (name: ScaCupped) => `cupnote_sca_${name}`;
export const scaDefectField = (name: ScaDefect) => `cupnote_sca_${name}_cups`;
export const SCA_SCORE_FIELDS = SCA_SCORED.map(scaScoreField);
export const SCA_CUP_FIELDS = SCA_CUPPED.map(scaCupField);
export const SCA_DEFECT_FIELDS = SCA_DEFECTS.map(scaDefectField);
/** The stored results the server computes on save (hundredths). */
export const SCA_RESULT_FIELDS = { total: 'cupnote_sca_total', final: 'cupnote_sca_final' } as const;

/** Score bands of the final score, best first: the lowest score of each. */
export const SCA_BANDS = [
  { band: 'outstanding', from: 90 },
  { band: 'excellent', from: 85 },
  { band: 'veryGood', from: 80 },
  { band: 'belowSpecialty', from: -Infinity },
] as const;
export type ScaBand = (typeof SCA_BANDS)[number]['band'];

export interface ScaSheet {
  scores: Readonly<Record<ScaScored, number>>;
  cups: Readonly<Record<ScaCupped, number>>;
  defects: Readonly<Record<ScaDefect, number>>;
}

export interface ScaResult {
  total: number;
  defects: number;
  final: number;
  band: ScaBand;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Points taken off: cups × intensity for taints and faults. */
export const scaDefectPoints = (defects: ScaSheet['defects']): number =>
  defects.taint * SCA.intensity.taint + defects.fault * SCA.intensity.fault;

export const scaBand = (final: number): ScaBand =>
  SCA_BANDS.find((entry) => final >= entry.from)?.band ?? 'belowSpecialty';

/** Total (scored attributes + 2 points per good cup), defects and the final score with its band. */
export function scaScore(sheet: ScaSheet): ScaResult {
  const scored = SCA_SCORED.reduce((sum, name) => sum + sheet.scores[name], 0);
  const cupped = SCA_CUPPED.reduce((sum, name) => sum + sheet.cups[name] * SCA.pointsPerCup, 0);
  const total = round2(scored + cupped);
  const defects = scaDefectPoints(sheet.defects);
  const final = round2(total - defects);
  return { total, defects, final, band: scaBand(final) };
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * The sheet of a record's values (scores as stored, in hundredths, or displayed); null while a scored attribute
 * is empty. Empty cups count as all five good, empty defects as none (the form's defaults).
 */
export function scaSheetOf(
  values: Readonly<Record<string, unknown>>,
  representation: 'display' | 'stored' = 'stored',
): ScaSheet | null {
  const divisor = representation === 'stored' ? SCA.scale : 1;
  const scores = {} as Record<ScaScored, number>;
  for (const name of SCA_SCORED) {
    const value = numberOf(values[scaScoreField(name)]);
    if (value === null) return null;
    scores[name] = value / divisor;
  }
  const cups = Object.fromEntries(
    SCA_CUPPED.map((name) => [name, numberOf(values[scaCupField(name)]) ?? SCA.cups]),
  ) as Record<ScaCupped, number>;
  const defects = Object.fromEntries(
    SCA_DEFECTS.map((name) => [name, numberOf(values[scaDefectField(name)]) ?? 0]),
  ) as Record<ScaDefect, number>;
  return { scores, cups, defects };
}

/** The result of a record's values, or null while the sheet is incomplete. */
export const scaScoreOf = (
  values: Readonly<Record<string, unknown>>,
  representation: 'display' | 'stored' = 'stored',
): ScaResult | null => {
  const sheet = scaSheetOf(values, representation);
  return sheet ? scaScore(sheet) : null;
};
