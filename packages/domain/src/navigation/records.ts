/** Each page's route and the detail call of the records its address opens by id (null: it opens none by id). */
export type RecordCalls = Readonly<Record<string, string | null>>;

/**
 * The New forms that read calls of their own as they open, by page route: GET calls sent with the visitor's day
 * (`today`), which the shell fetches while the page's remote is on its way.
 */
export type NewRecordOpenings = Readonly<Record<string, readonly string[]>>;

/**
 * The page route, detail call and record id a saved record's address opens: the page whose route the path lies under
 * (the longest route wins), with exactly one segment more that is not New. What a remote's `:id` route reads, so the
 * shell can fetch the record before the remote has arrived.
 */
export function recordCallAt(
  segments: readonly string[],
  records: RecordCalls,
): { route: string; detail: string; id: string } | undefined {
  const path = segments.join('/');
  const route = Object.keys(records)
    .filter((candidate) => path === candidate || path.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  const detail = route === undefined ? null : records[route];
  const id = segments.at(-1);
  if (!route || !detail || id === undefined || id === 'write') return undefined;
  if (segments.length !== route.split('/').length + 1) return undefined;
  try {
    return { route, detail, id: decodeURIComponent(id) };
  } catch {
    return undefined;
  }
}
