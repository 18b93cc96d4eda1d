// A block entry of its own (`@coffee/field-toolkit/blocks/brewingSteps`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { brewingStepsStrings } from './strings';

addStrings('blocks', brewingStepsStrings);

export { brewingSteps } from './brewingSteps';
export type { BrewingStepsBlock } from './brewingSteps';
export { BREW_FIELDS, BREWING_EQUIPMENT_FIELDS, BREWING_WATER_FIELDS } from './recordFields';
export {
  BREWING_TIMER,
  STEP_TERM_FIELDS,
  TIMER_START_WINDOW_MS,
  brewingTimerPlan,
  deriveBrewingSteps,
  highlightedStep,
  massCalcValues,
  parseStartTime,
  stepField,
  stepsOfValues,
} from './steps';
export { useBrewingFormTimer } from './useBrewingTimer';
export { brewingStepsStrings } from './strings';
