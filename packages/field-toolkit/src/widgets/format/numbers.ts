/** Stored (scaled integer) value to the number shown to the user. */
export function toDisplayNumber(stored: number | null | undefined, scale = 1): number | null {
  if (stored === null || stored === undefined || Number.isNaN(stored)) return null;
  return stored / scale;
}

/** Text typed by the user to the stored value: null when blank, NaN when not a number. */
export function toStoredNumber(text: string, scale = 1): number | null {
  if (text.trim() === '') return null;
  const parsed = Number(text);
  if (Number.isNaN(parsed)) return Number.NaN;
  return Math.round(parsed * scale);
}

export function defaultStep(scale = 1): number {
  return 1 / scale;
}

/** The number as shown, with the locale's grouping unless it is a year or a code (`grouping` false). */
export function formatNumber(stored: number | null | undefined, scale = 1, locale?: string, grouping = true): string {
  const shown = toDisplayNumber(stored, scale);
  if (shown === null) return '';
  const digits = Math.max(0, Math.round(Math.log10(scale)));
  return shown.toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  });
}
