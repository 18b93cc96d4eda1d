import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { registerPublicRoutes } from './routes/public-routes';

/** The public tools' route families: the public bean pages by serial, open to guests (behaviour §03-7.6). */
export const publicToolsArea: AreaPlugin = async (app, { ctx }) => {
  registerPublicRoutes(app, ctx);
};
