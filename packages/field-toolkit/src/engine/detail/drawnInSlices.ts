import { useLayoutEffect, useRef, useState } from 'react';

/** What one slice of a section's fields should take to draw, ms: a tap meeting it waits no longer. */
const SLICE_MS = 40;
const MAX_SLICE = 12;
/** A section of this many fields or fewer is drawn at once, whenever it comes in. */
const DRAWN_AT_ONCE = 24;

let slicing = true;
/**
 * Whether a large section that comes in later is drawn in slices (the default). A renderer that never paints (jsdom
 * in the unit tests) gains nothing from slices and only waits for its frames: its setup turns them off.
 */
export function drawLargeSectionsInSlices(on: boolean): void {
  slicing = on;
}

/** Runs `task` after the browser has painted the frame the last commit went into; returns its cancel. */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * How many of a section's `total` fields are drawn. A section drawn with its form, or a small one, draws them all at
 * once; a large one that a change brings in later (the brew's 45 step fields and chart after the first stamp) draws
 * none in the render of that change, then a slice after each paint, each slice as large as took about SLICE_MS to
 * draw the time before: the tap that brought it is answered at once, and a later tap meets no long task (behaviour
 * §11-3.1). Unlike a transition, a slice once drawn stays drawn: a running timer's ticks do not start it again.
 */
export function useDrawnInSlices(drawing: boolean, total: number): number {
  const sliced = slicing && total > DRAWN_AT_ONCE;
  const [drawn, setDrawn] = useState(() => (drawing || !sliced ? total : 0));
  const slice = useRef({ size: 1, since: 0 });
  // Hidden again: the next time it shows, it is brought in again.
  if (!drawing && sliced && drawn !== 0) setDrawn(0);
  useLayoutEffect(() => {
    if (!drawing || drawn >= total) return undefined;
    const current = slice.current;
    if (current.since > 0 && drawn > 0) {
      const took = Math.max(1, performance.now() - current.since);
      current.size = Math.min(MAX_SLICE, Math.max(1, Math.round((current.size * SLICE_MS) / took)));
    }
    return afterPaint(() => {
      current.since = performance.now();
      setDrawn((count) => Math.min(total, count + current.size));
    });
  }, [drawing, drawn, total]);
  return drawing ? Math.min(drawn, total) : 0;
}
