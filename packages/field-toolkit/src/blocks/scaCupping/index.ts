export { SCA_RADAR_FIELD, scaCupping, scaScoreValues } from './scaCupping';
export type { ScaCuppingBlock } from './scaCupping';
export { ScaScoreCard } from './ScaScoreCard';
export { scaCuppingStrings } from './strings';
