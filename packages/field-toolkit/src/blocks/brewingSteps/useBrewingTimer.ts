import { useEffect } from 'react';
import { resetTimer, setTimerThresholds, startTimer, stopTimer, stopwatchStore } from '@coffee/field-toolkit/runtime';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { BREWING_TIMER, brewingTimerPlan, parseStartTime } from './steps';

/**
 * The brewing record's timer on the shared stopwatch (behaviour §01-4, §03-4.3): setting the start time starts it from
 * that time with the step times as thresholds; entering the total term stops it; clearing the start resets it.
 */
export function useBrewingFormTimer({ values, mode }: { values: FormValues; mode: 'view' | 'write' | 'edit' }): void {
  useEffect(() => {
    if (mode === 'view') return;
    const plan = brewingTimerPlan(values, Date.now());
    const timer = stopwatchStore.getState().timers[BREWING_TIMER];
    if (plan.run) {
      if (timer?.startedAt !== plan.startedAt) startTimer(BREWING_TIMER, plan.startedAt, plan.thresholds);
      else setTimerThresholds(BREWING_TIMER, plan.thresholds);
    } else if (timer) {
      if (parseStartTime(values.brewing_start_time) === null) resetTimer(BREWING_TIMER);
      else if (timer.startedAt !== null) stopTimer(BREWING_TIMER);
    }
  }, [values, mode]);
}
