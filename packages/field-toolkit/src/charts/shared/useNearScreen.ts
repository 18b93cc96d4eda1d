import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RefObject } from 'react';

/** How far beyond the screen a chart starts drawing: a screen's height, so it is drawn by the time it is scrolled to. */
const NEAR_SCREEN = '100% 0px';

/**
 * Whether the element has come near the screen (once near, it stays so). A chart far down a long form, the brew's
 * steps chart 5,000 px under the counter on a phone, is then not drawn while a person taps at the top: its first
 * drawing is one long task on a phone, which a tap would wait behind (behaviour §11-3.1). Where the browser cannot
 * tell (no IntersectionObserver), at once; before the page is printed, at once too.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof globalThis.IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    // The print's layout is taken right after this event: the chart is drawn within it.
    const beforePrint = () => flushSync(() => setNear(true));
    globalThis.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      globalThis.removeEventListener('beforeprint', beforePrint);
    };
  }, [ref, near]);
  return near;
}
