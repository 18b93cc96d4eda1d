import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { serveLookups } from '@coffee/api-kernel/codes/lookups';
import { cafeLookups } from './lookups';
import { registerBrewHistoryRoutes } from './routes/brew-history-routes';
import { registerCupCostRoutes } from './routes/cup-cost-routes';
import { registerDialInRoutes } from './routes/dialin-routes';
import { registerRepeatBrewRoutes } from './routes/repeat-brew-routes';

export { cafeResources } from './resources';

/**
 * The cafe's route families: the brewing history import (the coffee lover's too: the user's model declares its half,
 * read one way), the dial-in's prefill and its public setting note, repeat brew and the day's start, cost of a cup.
 */
export const cafeArea: AreaPlugin = async (app, { ctx }) => {
  serveLookups(app, ctx, cafeLookups);
  registerBrewHistoryRoutes(app, ctx);
  registerDialInRoutes(app, ctx);
  registerRepeatBrewRoutes(app, ctx);
  registerCupCostRoutes(app, ctx);
};
