import { eventPage } from '@coffee/field-toolkit/blocks/factories/events';
import { ROASTER_PAGES } from '../../../model';

/** The roastery's events (behaviour §03-4.2): staff sign-up and customer events with their QR link. */
export const page = eventPage('roaster', ROASTER_PAGES.RoasterEvent);
