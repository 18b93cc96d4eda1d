import { EventJoinScreen } from '@coffee/field-toolkit/blocks/factories/eventJoin';

/** A cafe registers with a roastery through the roastery's customer (CSTMR) event QR code (behaviour §03-2.3). */
export function Screen() {
  return <EventJoinScreen kind="cafeRegister" donePath="/cafe/supplier/roaster" />;
}
