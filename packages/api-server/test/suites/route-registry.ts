import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { resources } from '../../src/resources';
import type { Client, TestEnv } from '../harness';

/** A route the server registers: its method and its path with `{param}` placeholders (as OpenAPI writes them). */
export interface RegisteredRoute {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * Every route the API serves, read from the server itself (its OpenAPI description, built from the registered
 * routes): a sweep over this list covers a route added tomorrow without a line of its own.
 */
export async function registeredRoutes(env: TestEnv): Promise<RegisteredRoute[]> {
  const { db } = createDatabase(env.databaseUrl, 2);
  try {
    const { app } = await buildApp({ db, corsOrigins: [], openApi: true });
    const described = await app.inject({ method: 'GET', url: '/documentation/json' });
    const { paths } = described.json() as { paths: Record<string, Record<string, unknown>> };
    await app.close();
    return Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        .filter((method): method is 'GET' | 'POST' => method === 'GET' || method === 'POST')
        .map((method) => ({ method, path })),
    );
  } finally {
    await db.destroy();
  }
}

/** The engine's resources as the server registers them (the registry of pages). */
export const registeredResources = (): Resource[] => resources(() => {});

/** The placeholders of a path, in order (`/api/{org}/inventory/{type}/list` → org, type). */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** A call's answer as text, whatever its type (JSON, CSV), with the signed-in client's session. */
export async function rawCall(
  client: Client,
  method: 'GET' | 'POST',
  url: string,
  body: Record<string, unknown>,
): Promise<{ code: number; text: string }> {
  const query = new URLSearchParams(
    Object.entries(body).map(([name, value]) => [name, String(value)] as [string, string]),
  ).toString();
  const response = await fetch(`${client.base}${url}${method === 'GET' && query ? `?${query}` : ''}`, {
    method,
    headers: {
      ...(client.cookie ? { cookie: client.cookie } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  return { code: response.status, text: await response.text() };
}
