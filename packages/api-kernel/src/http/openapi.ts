import type { FastifyInstance } from 'fastify';

/**
 * The API's OpenAPI description at `/documentation/json` and its page at `/documentation`, from the routes' schemas
 * (development only: `openApi` is off when NODE_ENV=production). Registered before the routes, which it collects.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Coffee suite API',
        description: 'Answers `{status, ...}`; a refusal names its message key (`description`) and `field`.',
        version: '0.1.0',
      },
    },
  });
  // Its own page needs its scripts and styles: the plugin answers it with a policy that allows them (staticCSP).
  await app.register(swaggerUi, { routePrefix: '/documentation', staticCSP: true });
}
