/** The longest background work waits for a page that says it is still drawing (a hold never released). */
export const LONGEST_HOLD_MS = 10_000;

let holds = 0;
let waiting: Array<() => void> = [];

function releaseWaiting() {
  const ready = waiting;
  waiting = [];
  ready.forEach((resume) => resume());
}

/**
 * Marks the page's main content (a form's first section, a list's first rows) as being drawn until the returned
 * function is called: the browser database's code (Dexie) is then not requested before the first field is usable
 * (behaviour §06-7). Releasing twice is harmless.
 */
export function holdWhileDrawing(): () => void {
  holds += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holds -= 1;
    if (holds === 0) releaseWaiting();
  };
}

/** Calls `resume` once nothing holds the page, or after `longest` ms at most; returns a cancel function. */
function whenNothingHolds(resume: () => void, longest: number): () => void {
  if (holds === 0) {
    resume();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    resume();
  };
  const timer = setTimeout(
    () => {
      waiting = waiting.filter((entry) => entry !== once);
      once();
    },
    Math.max(0, longest),
  );
  waiting.push(once);
  return () => {
    done = true;
    clearTimeout(timer);
    waiting = waiting.filter((entry) => entry !== once);
  };
}

/**
 * Runs `task` once the page's main content is drawn (nothing holds it), the browser has drawn the current frame and
 * is idle (behaviour §06-7): the browser database's code (Dexie) then loads after the form it serves, not before its
 * first field. A hold taken while it waited for that frame and idle moment (a page that mounted meanwhile) is waited
 * for too, up to {@link LONGEST_HOLD_MS} in all. Returns a cancel function.
 */
export function whenDrawnAndIdle(task: () => void): () => void {
  const { requestAnimationFrame: nextFrame, requestIdleCallback: whenIdle } = globalThis;
  const deadline = Date.now() + LONGEST_HOLD_MS;
  let cancelStep = () => {};
  let stopWaiting = () => {};
  const run = () => {
    if (holds > 0 && Date.now() < deadline) wait();
    else task();
  };
  const idle = () => {
    if (typeof whenIdle === 'function') {
      // The timeout keeps a page that is never idle (a timer running) from waiting for ever.
      const handle = whenIdle(run, { timeout: 2000 });
      cancelStep = () => globalThis.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 0);
      cancelStep = () => clearTimeout(handle);
    }
  };
  const frame = () => {
    if (typeof nextFrame === 'function') {
      const handle = nextFrame(idle);
      cancelStep = () => globalThis.cancelAnimationFrame(handle);
    } else idle();
  };
  function wait() {
    stopWaiting = whenNothingHolds(frame, deadline - Date.now());
  }
  wait();
  return () => {
    stopWaiting();
    cancelStep();
  };
}

/** {@link whenDrawnAndIdle} as a promise. */
export function drawnAndIdle(): Promise<void> {
  return new Promise((resolve) => whenDrawnAndIdle(resolve));
}
