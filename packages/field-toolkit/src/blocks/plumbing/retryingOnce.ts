/**
 * `load` called at most once while it succeeds or runs: every caller shares its promise (an idle prefetch and the
 * screen that needs it); a failed load is forgotten, so the next caller tries again.
 */
export function retryingOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
