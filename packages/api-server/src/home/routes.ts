import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_GATES, HOME_ROLES, menuSegments } from '@coffee/api-kernel/domain';
import type { HomeRole } from '@coffee/domain';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { ApiError, notFound } from '@coffee/api-kernel/http/errors';
import { pathParam, serveCall } from '@coffee/api-kernel/http/calls';
import { homeCall } from '@coffee/domain/contracts';
import { localDayOf } from '@coffee/api-kernel/http/local-day';
import { HOME_TILES } from './tiles';
import type { TileDef, TileScope } from './tiles';

/** A tile the visitor may read: its page's list right; refused means the tile is left out. */
async function allowedTile(ctx: AppContext, request: FastifyRequest, tile: TileDef): Promise<boolean> {
  try {
    await authorize(ctx, request, menuSegments(tile.page), 'listview');
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return false;
    throw error;
  }
}

/**
 * A role's home page (behaviour §10-1): one call, every tile computed here from the records, each with the route of
 * the page it summarises. The role's own page decides whether the visitor may open it (401/403 as that page).
 */
export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, homeCall, async (request) => {
    const role = pathParam(request, 'role') as HomeRole;
    if (!HOME_ROLES.includes(role)) throw notFound();
    const access = await authorize(ctx, request, menuSegments(HOME_GATES[role]), 'listview');
    const params = paramsOf(request);
    const scope: TileScope = {
      db: ctx.db,
      org: access.org?.seq ?? -1,
      userSeq: access.user?.user_seq ?? -1,
      today: localDayOf(params.today),
      english: params.locale === 'en',
      access,
    };
    const tiles = [];
    for (const tile of HOME_TILES[role]) {
      if (!(await allowedTile(ctx, request, tile))) continue;
      const content = await tile.compute(scope);
      if (content) tiles.push({ id: tile.id, route: tile.page.route, ...content });
    }
    return { status: 'OK' as const, result: { role, today: scope.today, tiles } };
  });
}
