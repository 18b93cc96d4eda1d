import { useEffect } from 'react';
import { resetTimer, setTimerThresholds, startTimer, stopTimer, stopwatchStore } from '@coffee/field-toolkit/runtime';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { ROASTING_TIMER, roastingTimerPlan } from './timeline';

/** The roast's timer on the shared stopwatch, following the start time and the end's term (behaviour §02-4). */
export function useRoastingTimer({ values, mode }: { values: FormValues; mode: 'view' | 'write' | 'edit' }): void {
  useEffect(() => {
    if (mode === 'view') return;
    const plan = roastingTimerPlan(values, Date.now());
    const timer = stopwatchStore.getState().timers[ROASTING_TIMER];
    if (plan.action === 'run') {
      if (timer?.startedAt !== plan.startedAt) startTimer(ROASTING_TIMER, plan.startedAt, plan.thresholds);
      else setTimerThresholds(ROASTING_TIMER, plan.thresholds);
    } else if (timer && plan.action === 'reset') resetTimer(ROASTING_TIMER);
    else if (timer?.startedAt != null) stopTimer(ROASTING_TIMER);
  }, [values, mode]);
}
