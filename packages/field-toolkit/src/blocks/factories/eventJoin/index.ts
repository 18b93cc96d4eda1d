// A block entry of its own (`@coffee/field-toolkit/blocks/factories/eventJoin`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { eventJoinStrings } from './strings';

addStrings('blocks', eventJoinStrings);

export { EventJoinScreen } from './EventJoinScreen';
export type { EventJoinScreenProps } from './EventJoinScreen';
export { EVENT_JOIN_FORMS, joinFailure } from './eventJoin';
export type { EventJoinKind } from './eventJoin';
export { eventJoinStrings } from './strings';
