import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import type { TestEnv } from '../harness';
import { registeredResources } from './route-registry';

/** `METHOD url` of every route the server registers, with its schema, from Fastify's route table. */
async function routeTable(env: TestEnv): Promise<RouteOptions[]> {
  const { db } = createDatabase(env.databaseUrl, 2);
  const routes: RouteOptions[] = [];
  try {
    const { app } = await buildApp({ db, corsOrigins: [], onRoute: (route) => void routes.push(route) });
    await app.ready();
    await app.close();
    return routes;
  } finally {
    await db.destroy();
  }
}

/** The engine's routes: each page's list, export, detail (by keys and by id), save and delete. */
const engineRoutes = (): Set<string> =>
  new Set(
    registeredResources().flatMap(({ paths }) => [
      `POST ${paths.list}`,
      `POST ${paths.list}/export`,
      `POST ${paths.detail}`,
      `GET ${paths.detail}/:id`,
      `POST ${paths.save}`,
      `POST ${paths.remove}`,
    ]),
  );

const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');

/** Every hand-written call is served from its contract: typed parameters and a documented answer (behaviour §01-8). */
export function callContractSuite(env: TestEnv): void {
  describe('contracts of the hand-written calls', () => {
    it('gives every hand-written route request and response schemas', async () => {
      const engine = engineRoutes();
      const handWritten = (await routeTable(env))
        .filter((route) => route.url.startsWith('/api/'))
        .flatMap((route) => methodsOf(route).map((method) => ({ name: `${method} ${route.url}`, route })))
        .filter(({ name }) => !engine.has(name));
      assert.ok(handWritten.length > 50, `hand-written routes found: ${handWritten.length}`);
      const without = handWritten
        .filter(({ route }) => {
          const schema = (route.schema ?? {}) as Record<string, unknown>;
          const request = schema.body ?? schema.querystring;
          const response = schema.response as Record<string, unknown> | undefined;
          return !request || !response?.[200] || !response['4xx'];
        })
        .map(({ name }) => name)
        .sort();
      assert.deepEqual(without, []);
    });

    it('documents a contract’s answer and refusals on the OpenAPI page', async () => {
      const { db } = createDatabase(env.databaseUrl, 2);
      try {
        const { app } = await buildApp({ db, corsOrigins: [], openApi: true });
        const described = await app.inject({ method: 'GET', url: '/documentation/json' });
        const { paths } = described.json() as {
          paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
        };
        const plan = paths['/api/roaster/plan/list']?.post;
        assert.ok(plan?.responses['200']?.content, 'the plan documents its answer');
        assert.ok(plan?.responses['4XX']?.content ?? plan?.responses['4xx']?.content, 'and its refusals');
        await app.close();
      } finally {
        await db.destroy();
      }
    });
  });
}
