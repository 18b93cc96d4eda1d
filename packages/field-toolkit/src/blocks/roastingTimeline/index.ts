// A block entry of its own (`@coffee/field-toolkit/blocks/roastingTimeline`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { roastingTimelineStrings } from './strings';

addStrings('blocks', roastingTimelineStrings);

export { roastingTimeline } from './roastingTimeline';
export type { RoastingTimelineBlock } from './roastingTimeline';
export {
  PREHEATING_TIMER,
  ROASTING_TIMER,
  ROASTING_TIMER_WINDOW_MS,
  deriveRoastingTimeline,
  eventThresholds,
  roastingTimerPlan,
} from './timeline';
export { UNREADABLE_LOG, importRoastLog } from './importLog';
export { ArtisanExport } from './ArtisanExport';
export { useRoastingTimer } from './useRoastingTimer';
export { roastingTimelineStrings } from './strings';
