import { Suspense, createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A part of a detail screen (a companion, a custom field) fetched when it first renders, so a page config that names
 * it stays light for the list; nothing is shown while it loads.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: Props) {
    return <Suspense fallback={null}>{createElement(Part, props)}</Suspense>;
  };
}
