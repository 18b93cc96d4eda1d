import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { serveLookups } from '@coffee/api-kernel/codes/lookups';
import { referenceLookups } from './lookups';
import { registerSystemRoutes } from './routes/system-routes';

export { referenceResources } from './resources';

/** The reference area's route families: the system table tool (schemas, tables and columns, SADMIN only). */
export const referenceArea: AreaPlugin = async (app, { ctx }) => {
  serveLookups(app, ctx, referenceLookups);
  registerSystemRoutes(app, ctx);
};
