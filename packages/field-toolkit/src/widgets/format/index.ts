// Value formatting without any widget: list columns show stored values through these, the widgets use them too.
export type { DateKind } from './dates';
export { formatDateValue, toInputValue, fromInputValue, todayValue } from './dates';
export { toDisplayNumber, toStoredNumber, defaultStep, formatNumber } from './numbers';
export { formatDuration } from './durations';
export {
  formatBrewRatio,
  formatMass,
  formatPercent,
  formatScore,
  formatSeconds,
  formatStoredMass,
  formatTemperature,
  formatWon,
} from './units';
export type { ScoreScale } from './units';
