import { ROASTER_ROUTES } from './routes';

/** Where a movement's record opens: roast and blend batches' detail pages. */
export const RECORD_PATHS = {
  roasting_result: `/${ROASTER_ROUTES.RoastingResult}`,
  blending_result: `/${ROASTER_ROUTES.BlendingResult}`,
} as const;
