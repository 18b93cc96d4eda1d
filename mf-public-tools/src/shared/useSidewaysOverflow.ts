import { useCallback, useState } from 'react';
import type { RefCallback } from 'react';

/** Whether the element the ref is set on is wider inside than it shows (it scrolls sideways), kept up to date. */
export function useSidewaysOverflow<T extends HTMLElement>(): [RefCallback<T>, boolean] {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}
