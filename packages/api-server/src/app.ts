import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { JwksSource } from '@coffee/api-kernel/auth/google';
import { SCRYPT_PARAMS } from '@coffee/api-kernel/auth/password';
import type { ScryptParams } from '@coffee/api-kernel/auth/password';
import { registerSignRoutes } from '@coffee/api-kernel/auth/routes';
import { sessionTokenOf } from '@coffee/api-kernel/auth/cookie';
import { DEFAULT_SESSION_LIMITS, findSessionUser } from '@coffee/api-kernel/auth/session';
import type { SessionLimits } from '@coffee/api-kernel/auth/session';
import { DEFAULT_ACCOUNT_THROTTLE } from '@coffee/api-kernel/auth/throttle';
import type { AccountThrottle } from '@coffee/api-kernel/auth/throttle';
import { CodeCache } from '@coffee/api-kernel/codes/code-cache';
import { registerCodeRoutes } from '@coffee/api-kernel/codes/routes';
import { registerShortCodeRoutes } from '@coffee/api-kernel/codes/short-codes';
import { TableChanges } from '@coffee/api-kernel/db/changes';
import { CountCache } from '@coffee/api-kernel/db/count-cache';
import { withCatalog } from '@coffee/api-kernel/db/catalog';
import type { Database } from '@coffee/api-kernel/db/database';
import { assertFieldColumns } from '@coffee/api-kernel/engine/column-check';
import { localeOf, registerResource } from '@coffee/api-kernel/engine/routes';
import { maskAnswer } from '@coffee/api-kernel/engine/record-visibility';
import { resources } from './resources';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { paramsOf } from '@coffee/api-kernel/http/context';
import { ApiError, schemaRefusal } from '@coffee/api-kernel/http/errors';
import { registerAnswerSerializer } from '@coffee/api-kernel/http/answers';
import { registerHealth } from '@coffee/api-kernel/http/health';
import { registerMenuRoute } from '@coffee/api-kernel/http/menu';
import { DEFAULT_PUBLIC_PER_MINUTE, registerRateLimits } from '@coffee/api-kernel/http/rate-limits';
import { ExportSlots } from '@coffee/api-kernel/http/export-slots';
import type { ExportLimits } from '@coffee/api-kernel/http/export-slots';
import { logRequests, loggerOptions } from '@coffee/api-kernel/http/logging';
import { registerOpenApi } from '@coffee/api-kernel/http/openapi';
import type { LogOption } from '@coffee/api-kernel/http/logging';
import { registerCompression } from '@coffee/api-kernel/http/compression';
import { registerSecurityHeaders } from '@coffee/api-kernel/http/security-headers';
import { registerHomeRoutes } from './home/routes';
import { roasterArea } from '@coffee/roaster-server';
import { cafeArea } from '@coffee/cafe-server';
import { qualityArea } from '@coffee/quality-server';
import { publicToolsArea } from '@coffee/public-tools-server';
import { referenceArea } from '@coffee/reference-server';
import { userArea } from '@coffee/user-server';
import { registerMembershipRoutes } from './routes/membership-routes';
import { registerOrgInfoRoutes } from './routes/org-info-routes';

export interface AppOptions {
  db: Database;
  corsOrigins: readonly string[];
  logger?: LogOption;
  signinPerMinute?: number;
  /** Calls open to guests (code lists, public bean pages, short codes) per minute and address (default 120). */
  publicPerMinute?: number;
  /** The per-account slow-down of sign-in (default: 10 failures free, then 1 s doubling up to 15 min). */
  accountThrottle?: AccountThrottle;
  /** Mark the session cookie Secure (`__Host-` name) on every request, not only those that came over HTTPS. */
  secureCookies?: boolean;
  /** Fastify's trustProxy: believe X-Forwarded-For / -Proto from these proxies (true, a hop count, addresses). */
  trustProxy?: boolean | number | string;
  sessionLimits?: SessionLimits;
  /** How long /api/health waits for the database (ms, default 2000). */
  healthTimeoutMs?: number;
  googleClientId?: string;
  googleClientSecret?: string;
  /** Google's signing keys for the provider callback (default: fetched from Google). */
  googleJwks?: JwksSource;
  /** Table versions moved by this process's writes and the database's change notifications (no reuse without). */
  changes?: TableChanges;
  /** How long a list count may be reused while its table is unchanged (ms; 0: never). */
  countCacheMs?: number;
  /** Serve the OpenAPI description and page at /documentation (development; off by default). */
  openApi?: boolean;
  /** The password hash's cost (default: the real one, SCRYPT_PARAMS). */
  passwordCost?: ScryptParams;
  /** Concurrent exports per user and in all (default DEFAULT_EXPORT_LIMITS). */
  exportLimits?: ExportLimits;
  /** Check every answer against its route's response schema; one that differs is a 500 (the test suites). */
  checkAnswers?: boolean;
  /** Told each route as it is registered (the route table's checks). */
  onRoute?: (route: RouteOptions) => void;
}

/** A number counts proxy hops (Fastify's types take it as the equivalent function). */
const trustedProxies = (trust: boolean | number | string) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Table → columns of the public schema, so the engine only touches columns that exist. */
async function readColumns(db: Database): Promise<Map<string, Set<string>>> {
  const rows = await withCatalog(db)
    .selectFrom('information_schema.columns')
    .select(['table_name', 'column_name'])
    .where('table_schema', '=', 'public')
    .execute();
  const columns = new Map<string, Set<string>>();
  for (const row of rows) {
    columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name));
  }
  return columns;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const columns = await readColumns(options.db);
  const served = resources(() => ctx.codes.clear());
  assertFieldColumns(served, columns);
  const app = Fastify({
    ...loggerOptions(options.logger ?? false),
    bodyLimit: 2 * 1024 * 1024,
    // Route schemas only check: they neither convert, fill in nor drop what a handler receives.
    // A body schema describes an object's properties; other bodies reach the handler as before (strictTypes off).
    ajv: { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, strictTypes: false } },
    ...(options.trustProxy ? { trustProxy: trustedProxies(options.trustProxy) } : {}),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerAnswerSerializer(app, options.checkAnswers ?? false);
  const cookies = { secureCookies: options.secureCookies ?? false };
  const sessions = options.sessionLimits ?? DEFAULT_SESSION_LIMITS;
  const changes = options.changes ?? new TableChanges();
  const ctx: AppContext = {
    db: options.db,
    codes: new CodeCache(options.db, changes),
    counts: new CountCache(changes, options.countCacheMs ?? 5000),
    columns,
    ...(options.googleClientId ? { googleClientId: options.googleClientId } : {}),
    ...(options.googleClientSecret ? { googleClientSecret: options.googleClientSecret } : {}),
    ...(options.googleJwks ? { googleJwks: options.googleJwks } : {}),
    limits: {
      signinPerMinute: options.signinPerMinute ?? 10,
      publicPerMinute: options.publicPerMinute ?? DEFAULT_PUBLIC_PER_MINUTE,
    },
    exports: new ExportSlots(options.exportLimits),
  };

  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(cors, {
    origin: [...options.corsOrigins],
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    // A list export's row count, for its progress.
    exposedHeaders: ['x-total-count', 'retry-after'],
  });
  // Only routes that opt in (those open to guests) are limited, counted in the database for every process.
  await registerRateLimits(app, ctx.db);

  app.decorateRequest('authUser', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('access', null);
  // Every answer is read through the record visibility of the access its route granted (behaviour §02-6).
  app.addHook('preSerialization', async (request, _reply, payload) =>
    maskAnswer(ctx.db, request.access, payload, localeOf(request, paramsOf(request))),
  );
  if (options.logger) logRequests(app);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request, cookies);
    if (!token) return;
    request.sessionToken = token;
    request.authUser = await findSessionUser(ctx.db, token, sessions);
  });

  // A POST sent without a body asks with no parameters: its rights are checked before its schema, as with `{}`.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      // A refusal that says when to come back says it in the header too.
      if (typeof error.extra.retry_after === 'number') reply.header('retry-after', String(error.extra.retry_after));
      return reply.code(error.statusCode).send(error.body());
    }
    const { validation } = error as { validation?: ReadonlyArray<{ instancePath: string }> };
    if (validation) return reply.code(400).send(schemaRefusal(validation).body());
    // Malformed values PostgreSQL itself refuses (a uuid or date that is not one, a number out of range).
    if (['22P02', '22007', '22008', '22003'].includes((error as { code?: string }).code ?? '')) {
      return reply.code(400).send({ status: '400', description: 'field_NaN' });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return reply
        .code(statusCode)
        .send({ status: String(statusCode), description: statusCode === 429 ? 'too_many_requests' : 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: '500', description: 'error_text' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: '404', description: 'nopage_text' }));

  if (options.openApi) await registerOpenApi(app);
  registerSignRoutes(app, ctx, {
    accountThrottle: options.accountThrottle ?? DEFAULT_ACCOUNT_THROTTLE,
    cookies,
    sessions,
    passwordCost: options.passwordCost ?? SCRYPT_PARAMS,
  });
  registerMenuRoute(app);
  registerCodeRoutes(app, ctx);
  registerShortCodeRoutes(app, ctx);
  for (const resource of served) registerResource(app, ctx, resource);
  await app.register(roasterArea, { ctx });
  await app.register(cafeArea, { ctx });
  await app.register(qualityArea, { ctx });
  registerOrgInfoRoutes(app, ctx);
  registerMembershipRoutes(app, ctx);
  await app.register(publicToolsArea, { ctx });
  await app.register(referenceArea, { ctx });
  await app.register(userArea, { ctx });
  registerHomeRoutes(app, ctx);
  registerHealth(app, ctx.db, options.healthTimeoutMs ?? 2000);
  return { app, ctx };
}
