import { useCallback, useState } from 'react';
import type { RefCallback } from 'react';

/** Whether this browser can measure elements as they resize (jsdom cannot). */
export const canMeasureWidth = (): boolean => typeof ResizeObserver !== 'undefined';

/**
 * The width in whole px of the element the returned ref is set on, kept up to date as it resizes; undefined until
 * measured, and always where the browser cannot measure.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | undefined] {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((element: T | null) => {
    if (!element || !canMeasureWidth()) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
