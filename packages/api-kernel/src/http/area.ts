import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';

/**
 * An area's server part (`mf-<area>/server`): one encapsulated Fastify plugin holding the area's hand-written route
 * families, registered by the composition (`app.register(roasterArea, { ctx })`) over the kernel's hooks, sessions and
 * error handling, which it inherits.
 */
export type AreaPlugin = FastifyPluginAsync<{ ctx: AppContext }>;
