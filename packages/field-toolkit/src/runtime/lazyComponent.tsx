import { createElement, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A component fetched when it first renders; `preload()` fetches it sooner and resolves once it is in. */
export type LazyComponent<P extends object> = ComponentType<P & { fallback?: ReactNode }> & {
  preload(): Promise<void>;
};

/** What one instance knows of the code: not asked yet, in, or failed. */
type Loading<P> = { component?: ComponentType<P>; failure?: { error: unknown } };

/**
 * Like `React.lazy` in a `Suspense` boundary, but the component draws as soon as its code is in. React holds back the
 * content of a boundary that showed its fallback until 300 ms after the last fallback shown anywhere on the page (its
 * throttled retry), which drew the batch page's curve up to 0.3 s after its code had arrived (docs/performance.md, "Loading on a
 * phone"). Here the fallback is the instance's own state, so the arrival is an ordinary update, and code already
 * fetched (`preload`) draws at once with no fallback at all. A failed fetch is thrown to the nearest error boundary;
 * the next instance fetches again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  defaultFallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchComponent = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Lazy({ fallback = defaultFallback, ...props }: P & { fallback?: ReactNode }) {
    const [state, setState] = useState<Loading<P>>(() => ({ component: loaded }));
    useEffect(() => {
      if (state.component || state.failure) return undefined;
      let mounted = true;
      fetchComponent().then(
        (component) => mounted && setState({ component }),
        (error: unknown) => mounted && setState({ failure: { error } }),
      );
      return () => {
        mounted = false;
      };
    }, [state]);
    if (state.failure) throw state.failure.error;
    return state.component ? createElement(state.component, props as P) : fallback;
  }
  return Object.assign(Lazy, { preload: () => fetchComponent().then(() => undefined) });
}
