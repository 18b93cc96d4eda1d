import type { AreaPlugin } from '@coffee/api-kernel/http/area';
import { serveLookups } from '@coffee/api-kernel/codes/lookups';
import { userLookups } from './lookups';
import { registerUserNoteRoutes } from './routes/user-note-routes';

export { userResources } from './resources';

/** The user area's route families: the summary of a user's notes and the public note count of a bean. */
export const userArea: AreaPlugin = async (app, { ctx }) => {
  serveLookups(app, ctx, userLookups);
  registerUserNoteRoutes(app, ctx);
};
