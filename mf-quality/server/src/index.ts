import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { registerCuppingRoutes } from './routes/cupping-routes';

export { qualityResources } from './resources';

/** The quality area's route families: cupping sessions, their sheets and notes, a cupper's withdrawal. */
export const qualityArea: AreaPlugin = async (app, { ctx }) => {
  registerCuppingRoutes(app, ctx);
};
