export { SHOT_TIMER, shotTimer } from './shotTimer';
export type { ShotTimerBlock } from './shotTimer';
