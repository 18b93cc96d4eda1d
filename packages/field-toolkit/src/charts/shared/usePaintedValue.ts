import { useEffect, useState } from 'react';

/** Whether this renderer paints frames (jsdom and a server render do not). */
const paintsFrames = () => typeof globalThis.requestAnimationFrame === 'function';

/**
 * `value` as a chart should draw it: the new one only after the browser has painted the frame that the change that
 * brought it went into. A tap is then answered on screen at once (a button, a hint) and the chart, whose drawing is one
 * long task on a phone, follows (behaviour §11-3.1). Without frames it follows at once.
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (!paintsFrames() || Object.is(painted, value)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = globalThis.requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(() => value), 0);
    });
    return () => {
      globalThis.cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted, value]);
  return paintsFrames() ? painted : value;
}
