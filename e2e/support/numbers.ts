/** A number as lists and inventories show it, with separators and its unit ("1,395.0 g" → 1395). */
export const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^\d.-]/g, ''));
