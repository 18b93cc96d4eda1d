// A visitor's stored choices that the domain defines, an entry of its own: the toolkit's preference store reads them
// at every page's start, without the package root (entities, labels, parsers).
/** The delta spans a roaster can choose, in seconds (behaviour §08-2.1); Artisan offers 1 s to 30 s. */
export const ROR_SPAN_CHOICES = [5, 10, 15, 20, 30] as const;
export type RorSpanSeconds = (typeof ROR_SPAN_CHOICES)[number];
export const DEFAULT_ROR_SPAN_S: RorSpanSeconds = 15;

/** A stored or typed span, kept to the choices (an unknown value falls back to the default). */
export function rorSpanOf(value: unknown): RorSpanSeconds {
  const span = Number(value);
  return (ROR_SPAN_CHOICES as readonly number[]).includes(span) ? (span as RorSpanSeconds) : DEFAULT_ROR_SPAN_S;
}
