/**
 * What the cup said (behaviour §05-6): the downstream facts of a batch, aggregated. The server counts and averages
 * in SQL; the flavors named most are counted here.
 */

/** How many flavors "most named" lists. */
export const FEEDBACK_TOP_FLAVORS = 5;

/** The flavors named most often over the notes' flavor lists, most first, ties by name; blanks ignored. */
export function mostNamed(lists: ReadonlyArray<readonly string[] | null>, limit = FEEDBACK_TOP_FLAVORS): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const flavor of new Set(list ?? [])) {
      const name = flavor.trim();
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([name]) => name);
}
