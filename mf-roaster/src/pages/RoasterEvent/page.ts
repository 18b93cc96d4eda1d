import { eventPage } from '@coffee/field-toolkit/blocks/factories/events';

/** The roastery's events (behaviour §03-4.2): staff sign-up and customer events with their QR link. */
export const page = eventPage('roaster');
