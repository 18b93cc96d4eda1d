import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { ApiError } from './errors';

/** Per-address limits of the calls open to guests (behaviour §04-7), per minute. */
export interface PublicLimits {
  /** Sign-in and the provider callback, per client address. */
  signinPerMinute: number;
  /** Code lists, public bean pages, short codes, public notes: per address for guests, per user when signed in. */
  publicPerMinute: number;
}

export const DEFAULT_PUBLIC_PER_MINUTE = 120;

const MINUTE = 60_000;
/** Every this many counted requests, buckets whose window ended a while ago are dropped. */
const SWEEP_EVERY = 500;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The rate-limit plugin's store in PostgreSQL: one row per bucket (the route or route group and the key), counted in
 * one statement, so every API process on the database shares the same count and a client cannot multiply its
 * allowance by the number of processes behind the balancer.
 */
export function postgresRateStore(db: Database): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = () =>
    sql`delete from request_limit where window_end < now() - interval '1 minute'`.execute(db).catch(() => {});

  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      // Processes with the same limit share its count; one started with another limit (a test's) counts apart.
      const bucket = `${prefix}|${max}/${timeWindow}|${key}`;
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      sql<{ hits: number; ttl: number }>`
        insert into request_limit as t (bucket, hits, window_end) values (${bucket}, 1, now() + ${window})
        on conflict (bucket) do update set
          hits = case when t.window_end <= now() then 1 else t.hits + 1 end,
          window_end = case when t.window_end <= now() then excluded.window_end else t.window_end end
        returning hits, greatest(0, ceil(extract(epoch from window_end - now()) * 1000))::int as ttl`
        .execute(db)
        .then(({ rows }) => {
          counted += 1;
          if (counted % SWEEP_EVERY === 0) void sweep();
          callback(null, { current: rows[0]?.hits ?? 1, ttl: rows[0]?.ttl ?? timeWindow });
        }, callback);
    },
    // A route with a group id shares its bucket with the group (the plugin adds the group id to the key).
    child: (route) => store(routeGroup(route) ? '' : `${route.method} ${route.url}`),
  });
  return class {
    constructor() {
      return store('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

const routeGroup = (route: { config?: unknown }) =>
  (route.config as { rateLimit?: { groupId?: string } } | undefined)?.rateLimit?.groupId;

/** The client's address (as TRUST_PROXY allows). */
export const byAddress = (request: FastifyRequest) => `address:${request.ip}`;

/** A signed-in visitor by their user, so an office behind one address is not one guest; a guest by address. */
const byVisitor = (request: FastifyRequest) =>
  request.authUser ? `user:${request.authUser.user_seq}` : byAddress(request);

/**
 * The limits' answer: 429 `too_many_requests` with `retry_after` (seconds, also as `Retry-After`), so the page can
 * say when to try again.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateStore(db),
    keyGenerator: byAddress,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'too_many_requests', { retry_after: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

/** A route's limit: `per minute`, counted for its group (routes of one group share one count). */
const limitOf = (groupId: string, perMinute: number, key: 'address' | 'visitor') => ({
  rateLimit: {
    max: perMinute,
    timeWindow: MINUTE,
    groupId,
    keyGenerator: key === 'address' ? byAddress : byVisitor,
  } satisfies RateLimitOptions,
});

/** Route config of the calls open to guests: `limits.public(ctx)` as a route's `config`. */
export const limits = {
  /** Sign-in and the provider callback: per address, signed in or not. */
  signIn: (ctx: { limits: PublicLimits }) => limitOf('signin', ctx.limits.signinPerMinute, 'address'),
  /** The code lists (every page asks for them). */
  codes: (ctx: { limits: PublicLimits }) => limitOf('codes', ctx.limits.publicPerMinute, 'visitor'),
  /** Public bean pages, short codes, public notes and counts: one count for all of them. */
  public: (ctx: { limits: PublicLimits }) => limitOf('public', ctx.limits.publicPerMinute, 'visitor'),
};
