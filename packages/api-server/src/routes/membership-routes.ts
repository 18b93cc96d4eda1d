import type { EntityPageDescriptor, OrgType } from '@coffee/domain';
import { ORG_TYPES, PAGES, SCREEN_STATUSES, menuSegments, staffStatusTable } from '@coffee/api-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import { detailRecord, saveRecord } from '@coffee/api-kernel/engine/engine';
import { localeOf, saveInputOf } from '@coffee/api-kernel/engine/routes';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { cafeMemberCalls } from 'mf-cafe/model';
import { roasterMemberCalls } from 'mf-roaster/model';
import { basicInfoCalls } from 'mf-user/model';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import {
  basicInfoResource,
  createResource,
  registerResource,
  SIGN_UP_PAGES,
  signUpResource,
  userInfoResource,
} from '../resources/membership';
import type { Access, AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf, requireUser } from '@coffee/api-kernel/http/context';
import { forbidden, notFound } from '@coffee/api-kernel/http/errors';

const uuidOf = (request: FastifyRequest<{ Params: { uuid?: string } }>): string => {
  const value = request.params.uuid ?? paramsOf(request).event_uuid;
  if (typeof value !== 'string' || value === '') throw notFound();
  return value;
};

/** An event as the sign-up and register forms show it: `<org>_name` and `<org>_name_kr` are the organisation's names. */
interface OrgEvent {
  org_seq: number;
  event_uuid: string;
  event_type: string;
  event_status: number;
  [column: string]: unknown;
}

/** An event by its QR serial, with the organisation's names (sign-up and register forms). */
async function eventByUuid(db: Database, org: OrgType, uuid: string, type: string): Promise<OrgEvent> {
  // The roaster's and the cafe's event tables differ only in their organisation's name.
  const event = await byTableName(db)
    .selectFrom(`${org}_event as e`)
    .innerJoin(`${org} as o`, `o.${org}_seq`, `e.${org}_seq`)
    .select([
      `e.${org}_seq as org_seq`,
      'e.event_uuid',
      'e.event_type',
      'e.event_name',
      'e.event_name_kr',
      'e.event_start',
      'e.event_end',
      `o.${org}_name as ${org}_name`,
      `o.${org}_name_kr as ${org}_name_kr`,
      sql<number>`(case when now() < e.event_start then -1 when now() <= e.event_end then 0 else 1 end)`.as(
        'event_status',
      ),
    ])
    .where('e.event_uuid', '=', uuid)
    .where('e.event_type', '=', type)
    .executeTakeFirst();
  if (!event) throw notFound();
  return event as OrgEvent;
}

const summary = ({ org_seq: _org, ...event }: Row) => event;
const requireOpen = (event: OrgEvent) => {
  if (event.event_status !== 0) throw forbidden('event_closed');
};

/** The contracts of each organisation's member calls, in its area's model. */
const MEMBER_CALLS = { cafe: cafeMemberCalls, roaster: roasterMemberCalls } as const;

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo). */
function userInfoRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const calls = MEMBER_CALLS[org];
  const resource = userInfoResource(org);
  const ownUuid = async (access: Access): Promise<string> => {
    const row = await ctx.db
      .selectFrom(`${org}_user`)
      .select(`${org}_user_uuid as uuid`)
      .where('user_seq', '=', access.user?.user_seq ?? -1)
      .where(`${org}_seq`, '=', access.org?.seq ?? -1)
      .where(`${org}_user_auth`, 'in', SCREEN_STATUSES[staffStatusTable(org)].active)
      .orderBy(`${org}_user_seq`)
      .executeTakeFirst();
    if (!row) throw notFound();
    return String(row.uuid);
  };
  serveCall(app, calls.profile, async (request) => {
    const access = await authorize(ctx, request, resource.menu, 'view');
    return detailRecord(ctx, resource, access, { [`${org}_user_uuid`]: await ownUuid(access) });
  });
  const save = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, resource.menu, 'edit');
    const params = { ...paramsOf(request), [`${org}_user_uuid`]: await ownUuid(access) };
    const result = await saveRecord(ctx, resource, access, 'edit', {
      params,
      locale: localeOf(request, params),
      user: requireUser(request),
    });
    return { status: 'OK' as const, result };
  };
  serveCall(app, calls.saveProfile, save, { fields: resource.entity.fields });
}

/** The signed-in user's account (UserBasicInfo): GET or POST without edit_at reads it; with edit_at it saves. */
function basicInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const resource = basicInfoResource();
  const detail = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, resource.menu, 'view');
    return detailRecord(ctx, resource, access, { user_seq: access.user?.user_seq ?? -1 });
  };
  serveCall(app, basicInfoCalls.read, detail);
  serveCall(
    app,
    basicInfoCalls.save,
    async (request) => {
      const params = paramsOf(request);
      if (!('edit_at' in params)) return detail(request);
      const access = await authorize(ctx, request, resource.menu, 'edit');
      const user = requireUser(request);
      // user_use is shown to (and changed by) SADMIN only.
      const allowed = user.user_type.includes('SADMIN') ? params : { edit_at: params.edit_at };
      const result = await saveRecord(ctx, resource, access, 'edit', {
        params: { ...allowed, user_seq: user.user_seq },
        locale: localeOf(request, params),
        user,
      });
      return { status: 'OK' as const, result };
    },
    { fields: resource.entity.fields },
  );
}

type EventFormCalls = typeof cafeMemberCalls.signUp;

/** An event form: its page, the event type it takes and the engine resource that writes it for an open event. */
interface EventForm {
  page: EntityPageDescriptor;
  /** Its calls' contracts: the event by its serial (path or body) and the save. */
  calls: EventFormCalls;
  org: OrgType;
  eventType: 'SGNP' | 'CSTMR';
  resource: (event: OrgEvent) => Resource;
  /** The answer's message key. */
  done: string;
}

/**
 * A form reached through an event's QR link (behaviour §03-7.3, §03-7.4): GET or POST its detail shows the event,
 * and its save, for an open event only (404 unknown, 403 event_closed), is the engine's save of the form's resource.
 */
function eventFormRoutes(app: FastifyInstance, ctx: AppContext, form: EventForm): void {
  const { page, org, eventType } = form;
  const { entity } = page;
  const menu = menuSegments(page);
  const eventOf = (request: FastifyRequest<{ Params: { uuid?: string } }>) =>
    eventByUuid(ctx.db, org, uuidOf(request), eventType);
  const detail = async (request: FastifyRequest) => {
    await authorize(ctx, request, menu, 'view');
    const event = await eventOf(request as FastifyRequest<{ Params: { uuid?: string } }>);
    return { status: 'OK' as const, result: summary(event), detail_result: summary(event) };
  };
  serveCall(app, form.calls.event, detail);
  serveCall(app, form.calls.eventByBody, detail);
  const save = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, menu, 'write');
    const user = requireUser(request);
    const input = saveInputOf(request, page.api.save);
    const event = await eventOf(request as FastifyRequest<{ Params: { uuid?: string } }>);
    requireOpen(event);
    const result = await saveRecord(ctx, form.resource(event), access, 'write', { ...input, user });
    return { status: 'OK' as const, description: form.done, result };
  };
  serveCall(app, form.calls.save, save, { fields: entity.fields });
}

/** POST /api/{cafe|roaster}/create: through the engine, the creator becomes its owner (behaviour §01-6, §03-6). */
function createRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const resource = createResource(org);
  const create = async (request: FastifyRequest) => {
    const input = saveInputOf(request, resource.paths.save);
    const access = await authorize(ctx, request, resource.menu, 'write');
    const result = await saveRecord(ctx, resource, access, 'write', { ...input, user: requireUser(request) });
    return { status: 'OK' as const, result };
  };
  serveCall(app, MEMBER_CALLS[org].create, create, { fields: resource.entity.fields });
}

export function registerMembershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const org of ORG_TYPES) {
    userInfoRoutes(app, ctx, org);
    eventFormRoutes(app, ctx, {
      page: SIGN_UP_PAGES[org],
      calls: MEMBER_CALLS[org].signUp,
      org,
      eventType: 'SGNP',
      resource: (event) => signUpResource(org, event),
      done: 'signin_ok',
    });
    createRoutes(app, ctx, org);
  }
  basicInfoRoutes(app, ctx);
  eventFormRoutes(app, ctx, {
    page: PAGES.CafeRoasterRegister,
    calls: cafeMemberCalls.register,
    org: 'roaster',
    eventType: 'CSTMR',
    resource: registerResource,
    done: 'register_ok',
  });
}
