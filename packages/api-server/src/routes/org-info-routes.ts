import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrgType } from '@coffee/domain';
import { cafeInfoCalls } from 'mf-cafe/model';
import { roasterInfoCalls } from 'mf-roaster/model';
import { PAGES } from '@coffee/api-kernel/domain';
import { detailRecord, saveRecord } from '@coffee/api-kernel/engine/engine';
import { resourceOf } from '@coffee/api-kernel/engine/resource';
import { localeOf } from '@coffee/api-kernel/engine/routes';
import { serveCall } from '@coffee/api-kernel/http/calls';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf, requireUser } from '@coffee/api-kernel/http/context';

/**
 * The selected organisation's own details (RoasterInfo, CafeInfo; behaviour §05-10): its money settings and business
 * identity, read and saved by its managers through the engine (each field validated by its definition, nothing written
 * on a refusal). The record is always the selected organisation's, whatever keys are sent.
 */
function infoRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const calls = org === 'cafe' ? cafeInfoCalls : roasterInfoCalls;
  const resource = resourceOf(org === 'cafe' ? PAGES.CafeInfo : PAGES.RoasterInfo);
  const own = (seq: number | undefined) => ({ [`${org}_seq`]: seq ?? -1 });
  serveCall(app, calls.detail, async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, resource.menu, 'view');
    return detailRecord(ctx, resource, access, own(access.org?.seq));
  });
  serveCall(
    app,
    calls.save,
    async (request: FastifyRequest) => {
      const access = await authorize(ctx, request, resource.menu, 'edit');
      const params = { ...paramsOf(request), ...own(access.org?.seq) };
      const result = await saveRecord(ctx, resource, access, 'edit', {
        params,
        locale: localeOf(request, params),
        user: requireUser(request),
      });
      return { status: 'OK' as const, result };
    },
    { fields: resource.entity.fields },
  );
}

export function registerOrgInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  infoRoutes(app, ctx, 'roaster');
  infoRoutes(app, ctx, 'cafe');
}
