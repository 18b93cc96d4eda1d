/** A number as lists and inventories show it, with separators and its unit ("1,395.0 g" → 1395). */
export const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A mass as the suite shows it, in grams: "850 g" → 850, "1.25 kg" → 1250. */
export const gramsIn = (text: string | null): number => numberIn(text) * (/\bkg\b/.test(text ?? '') ? 1000 : 1);
