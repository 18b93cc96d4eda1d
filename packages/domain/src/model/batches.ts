import { storedShares } from '@coffee/domain/brewing';

/**
 * Batch codes (behaviour §12-1): a roast batch is `R` and a blend batch `B`, the batch year's last two digits, a
 * dash and its number within the roastery and year, at least four digits (`R26-0142`, `B26-0031`).
 */
export const BATCH_CODE_PREFIX = { roasting: 'R', blending: 'B' } as const;
export type BatchKind = keyof typeof BATCH_CODE_PREFIX;

/** The part of a code shared by every batch of that kind and year: `R26-`. */
export const batchCodePrefix = (kind: BatchKind, year: number): string =>
  `${BATCH_CODE_PREFIX[kind]}${String(((year % 100) + 100) % 100).padStart(2, '0')}-`;

/** The code of the `number`th batch of its kind in `year`. */
export const batchCode = (kind: BatchKind, year: number, number: number): string =>
  `${batchCodePrefix(kind, year)}${String(number).padStart(4, '0')}`;

/**
 * A batch as a person tells it from the others (behaviour §12-1): its code, date, recipe and the mass left (g), the
 * parts that are known joined with " · ".
 */
export function batchName(parts: { code?: unknown; date?: unknown; name?: unknown; stock?: unknown }): string {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  const stock =
    parts.stock === null || parts.stock === undefined || parts.stock === '' || !Number.isFinite(Number(parts.stock))
      ? ''
      : `${(Number(parts.stock) / 10).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} g`;
  return [text(parts.code), text(parts.date).slice(0, 10), text(parts.name), stock].filter(Boolean).join(' · ');
}

/** A recipe row of a blend (its roast recipe and share, stored × 10) and a batch row (its roast recipe and mass). */
export interface RecipeShare {
  roasting_seq: number;
  roasting_percent: number | null;
}
export interface BatchShare {
  roasting_seq: number;
  roasting_mass: number | null;
}

/** One recipe's share in the blend recipe and in the batch, and their difference (percent, stored × 10). */
export interface ShareDeviation {
  roasting_seq: number;
  recipe: number;
  batch: number;
  deviation: number;
}

/**
 * A blend batch's shares against its recipe's (behaviour §12-3): the batch's mass per roast recipe (several batches
 * of one recipe count together) as shares, each compared with the recipe's share; a roast recipe the blend does
 * not name counts against a share of 0. The largest size of a difference is the batch's deviation.
 */
export function blendRatioDeviation(
  recipe: readonly RecipeShare[],
  batch: readonly BatchShare[],
): { rows: ShareDeviation[]; deviation: number | null } {
  const masses = new Map<number, number>();
  for (const row of batch) masses.set(row.roasting_seq, (masses.get(row.roasting_seq) ?? 0) + (row.roasting_mass ?? 0));
  const seqs = [...new Set([...recipe.map((row) => row.roasting_seq), ...masses.keys()])];
  const shares = storedShares(seqs.map((seq) => masses.get(seq) ?? 0));
  if (recipe.length === 0 || shares.every((share) => share === null)) return { rows: [], deviation: null };
  const rows = seqs.map((seq, index) => {
    const wanted = recipe.find((row) => row.roasting_seq === seq)?.roasting_percent ?? 0;
    const made = shares[index] ?? 0;
    return { roasting_seq: seq, recipe: wanted, batch: made, deviation: made - wanted };
  });
  return { rows, deviation: Math.max(...rows.map((row) => Math.abs(row.deviation))) };
}

/** The keys a trace starts from (behaviour §12-2), in the order they are read: a green lot, a roast or blend batch. */
export const TRACE_KEYS = [
  ['greenbean_roaster_seq', 'greenbean_year'],
  ['roasting_result_year', 'roasting_result_seq'],
  ['blending_result_year', 'blending_result_seq'],
] as const;
