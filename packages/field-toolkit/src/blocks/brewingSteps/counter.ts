import { STEP_KEYS, nextStampStep } from '@coffee/domain/brewing';
import { localStamp } from '@coffee/field-toolkit/forms/fieldActions/actions';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { STEP_TERM_FIELDS, stepField, stepsOfValues } from './steps';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const END_TERM = stepField('step_end', 'term');

/**
 * Start of a brew from the counter bar: the start time is now and the total is cleared (which runs the timer). A
 * restart (a start time was set) also clears the step times stamped from the old start; a first start keeps the
 * planned step times, which the timer then highlights.
 */
export function counterStart(values: FormValues, now: number): FormValues {
  const restart = !isBlank(values.brewing_start_time);
  return {
    brewing_start_time: localStamp(now, 'datetime'),
    brewing_term: null,
    ...(restart ? Object.fromEntries(STEP_TERM_FIELDS.map((name) => [name, null])) : {}),
  };
}

/** The step the next stamp fills (0-8), or null once step 9 is stamped. */
export const counterNextStep = (values: FormValues): number | null => nextStampStep(stepsOfValues(values));

/**
 * A stamp at `seconds` into the brew: the next step's time, with the steps shown. Null when no step is left or the
 * time would not come after the last stamped step (steps must ascend).
 */
export function counterStamp(values: FormValues, seconds: number): { step: number; values: FormValues } | null {
  const step = counterNextStep(values);
  if (step === null) return null;
  const previous = step === 0 ? null : Number(values[stepField(STEP_KEYS[step - 1]!, 'term')]);
  if (previous !== null && !(seconds > previous)) return null;
  return { step, values: { [stepField(STEP_KEYS[step]!, 'term')]: seconds, brewing_step_use: true } };
}

/**
 * The end of the brew: the total time, and the end step's time while the steps are in use, it is empty and the
 * end comes after the last stamp.
 */
export function counterEnd(values: FormValues, seconds: number): FormValues {
  const last = Math.max(0, ...stepsOfValues(values).map((step) => step.term ?? 0));
  const endsSteps = Boolean(values.brewing_step_use) && isBlank(values[END_TERM]) && seconds > last;
  return { brewing_term: seconds, ...(endsSteps ? { [END_TERM]: seconds } : {}) };
}
