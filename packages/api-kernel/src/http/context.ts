import type { Membership, OrgType, PageRights, Visitor } from '@coffee/domain';
import { MENU_TREE } from '@coffee/suite';
import { pageRights, resolvePage } from '../domain';
import type { FastifyRequest } from 'fastify';
import type { JwksSource } from '../auth/google';
import type { AuthUser } from '../auth/session';
import { membershipsOf, toSessionUser } from '../auth/session';
import type { CodeCache } from '../codes/code-cache';
import type { CountCache } from '../db/count-cache';
import type { Database } from '../db/database';
import type { ExportSlots } from './export-slots';
import { badRequest, forbidden, unauthorized } from './errors';
import type { PublicLimits } from './rate-limits';

export interface AppContext {
  db: Database;
  codes: CodeCache;
  /** Row counts of list queries, reused while their table is unchanged. */
  counts: CountCache;
  /** Columns per table, read from the database at start (the engine reads and writes only these). */
  columns: ReadonlyMap<string, ReadonlySet<string>>;
  googleClientId?: string;
  googleClientSecret?: string;
  /** Google's signing keys (default: fetched from Google; tests pass their own). */
  googleJwks?: JwksSource;
  /** Per-address limits of the calls open to guests. */
  limits: PublicLimits;
  /** The exports running in this process, within their caps per user and in all (behaviour §04-5). */
  exports: ExportSlots;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    sessionToken: string | null;
    /** What `authorize` granted this request (its answer is read through the record visibility of that access). */
    access: Access | null;
  }
}

export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
};

/** Request parameters: the JSON body for POST, the query string for GET. */
export const paramsOf = (request: FastifyRequest): Record<string, unknown> => {
  const source = request.method === 'GET' ? request.query : request.body;
  return source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
};

export interface Access {
  rights: PageRights;
  user: AuthUser | null;
  /** The organisation the call acts for ({org}_seq checked against the session's memberships). */
  org?: { type: OrgType; seq: number; membership: Membership };
}

/**
 * Rights of the call on the menu page `menu` (behaviour §01-6, §02-6, §03-6), for the session user and, on organisation
 * pages, the membership named by `{org}_seq`. Throws 401/403 when the action is not allowed.
 */
export async function authorize(
  ctx: AppContext,
  request: FastifyRequest,
  menu: readonly string[],
  action: keyof PageRights,
): Promise<Access> {
  const page = resolvePage(menu, MENU_TREE);
  if (!page) throw new Error(`no menu page ${menu.join('/')}`);
  const user = request.authUser;
  const visitor: Visitor = { user: user ? toSessionUser(user) : null, selected: {} };
  let org: Access['org'];
  if (page.org) {
    if (!user) throw unauthorized();
    const raw = paramsOf(request)[`${page.org}_seq`];
    const seq = Number(raw);
    if (raw === undefined || raw === null || raw === '') throw forbidden(`no${page.org}_text`);
    if (!Number.isSafeInteger(seq)) throw badRequest('field_NaN', { field: `${page.org}_seq` });
    const membership = (await membershipsOf(ctx.db, user, page.org)).find((candidate) => candidate.auth_seq === seq);
    if (!membership) throw forbidden();
    visitor.selected[page.org] = membership;
    org = { type: page.org, seq, membership };
  }
  const rights = pageRights(page, visitor);
  if (!rights[action]) throw user ? forbidden() : unauthorized();
  const access: Access = { rights, user, ...(org ? { org } : {}) };
  request.access = access;
  return access;
}
