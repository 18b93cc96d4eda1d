import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Queries fetched ahead of the screen that reads them, by query key: a record's route starts its fetch beside the
 * screen's code (the remote's own route, or the shell before the remote has arrived), and the screen, once drawn,
 * does not fetch it again (behaviour §11-3.2). Kept per navigation (react-router's location key of the history
 * entry, the same for the shell's router and a remote's): renders of one navigation start one fetch.
 */
const openings = new Map<string, { navigation: string; openedAt: number }>();
const keyText = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Starts fetching `options` for the screen this navigation is opening, once per navigation. */
export function openQuery<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  navigation: string,
): void {
  const key = keyText(options.queryKey);
  if (openings.get(key)?.navigation === navigation) return;
  openings.set(key, { navigation, openedAt: Date.now() });
  void client.prefetchQuery(options);
}

/** What a screen knows of its query (a record's) when it mounts. */
interface RecordQuery {
  queryKey: readonly unknown[];
  state: { dataUpdatedAt: number };
}

/**
 * Read by a screen when it first renders: whether a query holds what its route fetched for this opening
 * (`openQuery`), which the screen then does not fetch again. Any other answer is fetched again once stale. The
 * opening stays until the screen is on the page (`settleOpening`): a first render that React set aside (the screen
 * suspended before it committed) would otherwise take it, and the committed one fetch again.
 */
export function takeOpening(queryKey: readonly unknown[]): (query: RecordQuery) => boolean {
  const key = keyText(queryKey);
  const openedAt = openings.get(key)?.openedAt;
  return (query) => openedAt !== undefined && keyText(query.queryKey) === key && query.state.dataUpdatedAt >= openedAt;
}

/** Called once the screen is on the page: a later screen of the same query fetches it again once stale. */
export function settleOpening(queryKey: readonly unknown[]): void {
  openings.delete(keyText(queryKey));
}
