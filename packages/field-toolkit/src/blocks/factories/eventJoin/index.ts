export { EventJoinScreen } from './EventJoinScreen';
export type { EventJoinScreenProps } from './EventJoinScreen';
export { EVENT_JOIN_FORMS, joinFailureKey } from './eventJoin';
export type { EventJoinKind } from './eventJoin';
export { eventJoinStrings } from './strings';
