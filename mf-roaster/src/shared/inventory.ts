import { PAGES } from '@coffee/domain';

/** Where a movement's record opens: roast and blend batches' detail pages. */
export const RECORD_PATHS = {
  roasting_result: `/${PAGES.RoastingResult.route}`,
  blending_result: `/${PAGES.BlendingResult.route}`,
  cafe_order: `/${PAGES.RoasterOrder.route}`,
} as const;
