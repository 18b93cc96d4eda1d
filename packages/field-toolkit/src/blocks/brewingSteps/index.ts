export { brewingSteps } from './brewingSteps';
export type { BrewingStepsBlock } from './brewingSteps';
export { BREW_FIELDS, BREWING_EQUIPMENT_FIELDS, BREWING_WATER_FIELDS } from './recordFields';
export {
  BREWING_LIMITS,
  BREWING_TIMER,
  STEP_KEYS,
  STEP_TERM_FIELDS,
  TIMER_START_WINDOW_MS,
  brewRatio,
  brewingTimerPlan,
  checkSteps,
  deriveBrewingSteps,
  emptySteps,
  highlightedStep,
  massCalcValues,
  parseStartTime,
  sampleRecipe,
  stepField,
  stepThresholds,
  stepsOfValues,
} from './steps';
export type { BrewingIssue, BrewingStepInput, BrewingStepKey } from './steps';
export { useBrewingFormTimer } from './useBrewingTimer';
export { brewingStepsStrings } from './strings';
export { BrewingCurveChart, cumulativeMasses, massCurve } from '@coffee/field-toolkit/charts';
