import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { serveLookups } from '@coffee/api-kernel/codes/lookups';
import { qualityLookups } from './lookups';
import { registerCuppingRoutes } from './routes/cupping-routes';

export { qualityResources } from './resources';

/** The quality area's route families: cupping sessions, their sheets and notes, a cupper's withdrawal. */
export const qualityArea: AreaPlugin = async (app, { ctx }) => {
  serveLookups(app, ctx, qualityLookups);
  registerCuppingRoutes(app, ctx);
};
