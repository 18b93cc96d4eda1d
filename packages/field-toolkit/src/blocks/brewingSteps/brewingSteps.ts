import type { DetailPageConfig, DetailSection } from '@coffee/field-toolkit/engine';
import type { FieldActions } from '@coffee/field-toolkit/forms';
import { STEP_KEYS } from '@coffee/domain';
import { BREWING_TIMER, deriveBrewingSteps, stepField } from './steps';
import { useBrewingFormTimer } from './useBrewingTimer';
import { BrewingCounter } from './BrewingCounter';

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
 * The brewing steps of a brewing record (03 §3.4, §4.3). Espresso-only fields (bar, shower, basket, ...) carry
 * the domain's `showWhen` brewing_type ESP and are left out of the form otherwise.
 */
export function brewingSteps(): BrewingStepsBlock {
  const stamp = { actions: [{ kind: 'elapsed', timer: BREWING_TIMER }], timer: BREWING_TIMER } as const;
  return {
    sections: [
      {
        title: 'blocks.brewing.timer',
        fields: ['brewing_start_time', 'brewing_start_mass', 'brewing_term', 'brewing_step_use'],
      },
      {
        title: 'blocks.brewing.steps',
        fields: [...STEP_KEYS.flatMap((step) => STEP_PARTS.map((part) => stepField(step, part))), 'brewing_chart'],
      },
    ],
    derive: (changed, { values }) => deriveBrewingSteps(changed, values),
    useCustom: useBrewingFormTimer,
    fieldActions: {
      brewing_start_time: { actions: [{ kind: 'now' }] },
      brewing_term: { actions: [{ kind: 'elapsed', timer: BREWING_TIMER }] },
      ...Object.fromEntries(STEP_KEYS.map((step) => [stepField(step, 'term'), stamp])),
    },
    companion: BrewingCounter,
  };
}
