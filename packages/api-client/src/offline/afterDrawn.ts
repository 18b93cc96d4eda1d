/**
 * Runs `task` once the browser has drawn the current frame and is idle (behaviour §06-7): the browser database's
 * code (Dexie) then loads after the form it serves, not before its first field. Returns a cancel function.
 */
export function whenDrawnAndIdle(task: () => void): () => void {
  const { requestAnimationFrame: nextFrame, requestIdleCallback: whenIdle } = globalThis;
  let cancel = () => {};
  const idle = () => {
    if (typeof whenIdle === 'function') {
      // The timeout keeps a page that is never idle (a timer running) from waiting for ever.
      const handle = whenIdle(task, { timeout: 2000 });
      cancel = () => globalThis.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 0);
      cancel = () => clearTimeout(handle);
    }
  };
  if (typeof nextFrame === 'function') {
    const frame = nextFrame(idle);
    cancel = () => globalThis.cancelAnimationFrame(frame);
  } else idle();
  return () => cancel();
}
