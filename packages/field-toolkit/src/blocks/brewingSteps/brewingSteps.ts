import type { DetailPageConfig, DetailSection } from '@coffee/field-toolkit/engine';
import type { FieldActions, FormValues } from '@coffee/field-toolkit/forms';
import { STEP_KEYS } from '@coffee/domain/brewing';
import { BREWING_TIMER, brewingTimerPlan, deriveBrewingSteps, stepField } from './steps';
import { useBrewingFormTimer } from './useBrewingTimer';
import { lazyPart } from '@coffee/field-toolkit/blocks/plumbing';

// The counter bar (Fluent, icons) is fetched apart from the page config, which stays light for the list.
const counterCode = () => import('./BrewingCounter').then((part) => part.BrewingCounter);
const BrewingCounter = lazyPart(counterCode);

export interface BrewingStepsBlock {
  /** Timer (start, total) and steps 1-9 + end with the brewing curve. */
  sections: DetailSection[];
  derive: NonNullable<DetailPageConfig['derive']>;
  useCustom: NonNullable<DetailPageConfig['useCustom']>;
  /** 'now' on the start time, a stamp of the elapsed time on each step and the total; steps are thresholds. */
  fieldActions: FieldActions;
  /** The counter bar (start, stamp the next step, end with a big timer), for `detail.companion`. */
  companion: NonNullable<DetailPageConfig['companion']>;
}

const STEP_PARTS = ['term', 'mass', 'mass_calc', 'bar', 'flux'] as const;

/**
 * The start of a brew still under way: its stamps count from it after the clock stopped at the last planned step
 * time (behaviour §01-4 stops a timer past its last threshold; behaviour §03-4.3 stamps the current time until the total ends the brew).
 */
const brewUnderWay = (values: FormValues, now: number): number | null => {
  const plan = brewingTimerPlan(values, now);
  return plan.run ? plan.startedAt : null;
};

/**
 * The brewing steps of a brewing record (behaviour §03-3.4, §03-4.3). Espresso-only fields (bar, shower, basket, ...) carry
 * the domain's `showWhen` brewing_type ESP and are left out of the form otherwise.
 */
export function brewingSteps(): BrewingStepsBlock {
  // The bar is what a barista taps first: its code is fetched as the page's config runs, beside the form's widgets,
  // not once the form has drawn it (docs/performance.md, "The counter").
  void counterCode().catch(() => undefined);
  const elapsed = { kind: 'elapsed', timer: BREWING_TIMER, since: brewUnderWay } as const;
  const stamp = { actions: [elapsed], timer: BREWING_TIMER } as const;
  return {
    sections: [
      {
        title: 'blocks.brewing.timer',
        fields: ['brewing_start_time', 'brewing_start_mass', 'brewing_term', 'brewing_step_use'],
      },
      {
        title: 'blocks.brewing.steps',
        fields: [...STEP_KEYS.flatMap((step) => STEP_PARTS.map((part) => stepField(step, part))), 'brewing_chart'],
        // Steps 1 to 9 come one after another; the end step and the curve are always there.
        inTurn: STEP_KEYS.filter((step) => step !== 'step_end').map((step) =>
          STEP_PARTS.map((part) => stepField(step, part)),
        ),
      },
    ],
    derive: (changed, { values }) => deriveBrewingSteps(changed, values),
    useCustom: useBrewingFormTimer,
    fieldActions: {
      brewing_start_time: { actions: [{ kind: 'now' }] },
      brewing_term: { actions: [elapsed] },
      ...Object.fromEntries(STEP_KEYS.map((step) => [stepField(step, 'term'), stamp])),
    },
    companion: BrewingCounter,
  };
}
