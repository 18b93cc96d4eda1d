import {
  elapsedOf,
  highlightedThreshold,
  resetTimer,
  startTimer,
  stopTimer,
  useStopwatch,
  useStopwatchClock,
} from '@coffee/field-toolkit/runtime';
import type { BrewingStepInput } from '@coffee/domain';
import { stepThresholds } from '@coffee/domain';
import { BREWING_TIMER, useBrewingRecipe } from './brewingStore';

/** The brewing timer on the shared stopwatch (behaviour §01-4): the step time marks are its thresholds. */
export function useBrewingTimer(steps: readonly BrewingStepInput[]) {
  const timer = useStopwatch((state) => state.timers[BREWING_TIMER]);
  const recordedStart = useBrewingRecipe((state) => state.startedAt);
  const setStartedAt = useBrewingRecipe((state) => state.setStartedAt);
  const running = timer?.startedAt != null;
  const now = useStopwatchClock(running);
  const elapsed = timer ? Math.max(0, elapsedOf(timer, Math.max(now, timer.startedAt ?? now))) : null;
  const marks = stepThresholds(steps);
  return {
    running,
    elapsed,
    startedAt: timer?.startedAt ?? recordedStart,
    // The step whose time mark was passed within the last 3 s.
    highlighted:
      running && elapsed !== null ? (marks.steps[highlightedThreshold(marks.thresholds, elapsed)] ?? -1) : -1,
    start() {
      const at = Date.now();
      setStartedAt(at);
      startTimer(BREWING_TIMER, at, marks.thresholds);
    },
    stop: () => stopTimer(BREWING_TIMER),
    reset() {
      resetTimer(BREWING_TIMER);
      setStartedAt(null);
    },
  };
}
