import { useMemo } from 'react';

/**
 * Returns the first of a run of values with the same content, so that options derived from it keep their
 * reference and HighchartsReact (which updates the chart whenever `options` changes) skips the redraw.
 */
export function useStableValue<T>(value: T, signature: (value: T) => string = JSON.stringify): T {
  const key = signature(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the content signature is the dependency
  return useMemo(() => value, [key]);
}
