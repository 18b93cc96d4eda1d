import { ROASTER_PAGES } from '../../model';

/** Where a movement's record opens: roast and blend batches' detail pages. */
export const RECORD_PATHS = {
  roasting_result: `/${ROASTER_PAGES.RoastingResult.route}`,
  blending_result: `/${ROASTER_PAGES.BlendingResult.route}`,
  cafe_order: `/${ROASTER_PAGES.RoasterOrder.route}`,
} as const;
