/** Roasting temperature slider marks (behaviour §01-9); use with max ROASTING_MAX. */
export const ROASTING_MARKS = [70, 150, 190, 220, 250] as const;
export const ROASTING_MAX = 250;

/** Marks positioned as a percentage of the track, outside-range marks dropped. */
export function markPositions(
  marks: readonly number[],
  min: number,
  max: number,
): { value: number; percent: number }[] {
  const span = max - min;
  if (span <= 0) return [];
  return marks
    .filter((mark) => mark >= min && mark <= max)
    .map((value) => ({ value, percent: ((value - min) / span) * 100 }));
}
