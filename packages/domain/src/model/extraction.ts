/**
 * Extraction yield from a refractometer's TDS (behaviour §10-3.3). In percolation (pour-over, espresso, batch brew)
 * the beverage that left the bed carries the dissolved solids: EY = TDS × beverage mass / dose. In full immersion
 * (French press, siphon, immersion dripper, cold brew) the liquid held back in the grounds has the same strength as
 * the cup, so the whole water used counts: EY = TDS × water mass / dose. Sources in SOURCES.md.
 */

/** Extraction codes (group EXTR) brewed by steeping the grounds in all of the water. */
export const IMMERSION_TYPES: ReadonlySet<string> = new Set(['FRP', 'SYPH', 'CLVR', 'COLD', 'TURK']);

export interface ExtractionInput {
  /** Extraction code (EXTR). */
  type: string | null | undefined;
  /** Total dissolved solids, %. */
  tdsPercent: number | null | undefined;
  /** Dry coffee, g. */
  doseG: number | null | undefined;
  /** Beverage in the cup, g (percolation). */
  beverageG: number | null | undefined;
  /** Water used, g (immersion). */
  waterG: number | null | undefined;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Extraction yield in %, one decimal; null while a reading it needs is missing. */
export function extractionYield({ type, tdsPercent, doseG, beverageG, waterG }: ExtractionInput): number | null {
  const liquid = type && IMMERSION_TYPES.has(type) ? waterG : beverageG;
  if (!positive(tdsPercent) || !positive(doseG) || !positive(liquid)) return null;
  return Math.round(((tdsPercent * liquid) / doseG) * 10) / 10;
}
