import { EventJoinScreen } from '@coffee/field-toolkit/blocks/factories/eventJoin';

/** Signing up as staff of a roastery through its event QR code (behaviour §03-2.1). */
export function Screen() {
  return <EventJoinScreen kind="roasterSignUp" />;
}
