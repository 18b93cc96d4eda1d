import { eventPage } from '@coffee/field-toolkit/blocks/factories/events';
import { CAFE_PAGES } from '../../../model';

/** The cafe's events (behaviour §03-4.2): staff sign-up events (SGNP only) with their QR link. */
export const page = eventPage('cafe', CAFE_PAGES.CafeEvent);
