import type { EntityDef, OrgType } from '@coffee/domain';
import { ORG_TYPES, PAGES, menuSegments } from '../domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { byTableName } from '../db/database';
import { auditColumns } from '../engine/audit';
import { detailRecord, saveRecord } from '../engine/engine';
import { localeOf, saveInputOf } from '../engine/routes';
import { bodySchemaOf, pathParamsSchema } from '../http/schemas';
import { refuseInvalid } from '../engine/validation';
import { basicInfoResource, createResource, userInfoResource } from '../resources/membership';
import type { Access, AppContext } from '../http/context';
import { authorize, paramsOf, requireUser } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';

const ACTIVE: Record<OrgType, readonly string[]> = {
  roaster: ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN'],
  cafe: ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN'],
};
/** A person already in (or waiting for) the organisation cannot sign up again. */
const PRESENT_STATUSES = (org: OrgType) => [...ACTIVE[org], 'WTSGNP', 'HLD'];
const RELATION_PRESENT = ['CSTMR', 'CAFE', 'RSTR', 'WTSGNP', 'HLD'];

/** A new record's parameters against its form's definition (400 naming the field). */
const validate = (entity: EntityDef, params: Row, request: FastifyRequest) =>
  refuseInvalid(entity, params, { mode: 'write', locale: localeOf(request, params), representation: 'stored' });

/** A form's route schema: its page as tag, the form's value types checked before the handler. */
const formSchema = (entity: EntityDef, summary: string) => ({
  tags: [entity.name],
  summary,
  body: bodySchemaOf(entity.fields),
});

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
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

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo). */
function userInfoRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const resource = userInfoResource(org);
  const ownUuid = async (access: Access): Promise<string> => {
    const row = await ctx.db
      .selectFrom(`${org}_user`)
      .select(`${org}_user_uuid as uuid`)
      .where('user_seq', '=', access.user?.user_seq ?? -1)
      .where(`${org}_seq`, '=', access.org?.seq ?? -1)
      .where(`${org}_user_auth`, 'in', ACTIVE[org])
      .orderBy(`${org}_user_seq`)
      .executeTakeFirst();
    if (!row) throw notFound();
    return String(row.uuid);
  };
  const detail = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, resource.menu, 'view');
    return detailRecord(ctx, resource, access, { [`${org}_user_uuid`]: await ownUuid(access) });
  };
  app.get(resource.paths.detail, detail);
  app.post(resource.paths.detail, detail);
  app.post(resource.paths.save, { schema: formSchema(resource.entity, 'my profile: save') }, async (request) => {
    const access = await authorize(ctx, request, resource.menu, 'edit');
    const params = { ...paramsOf(request), [`${org}_user_uuid`]: await ownUuid(access) };
    const result = await saveRecord(ctx, resource, access, 'edit', {
      params,
      locale: localeOf(request, params),
      user: requireUser(request),
    });
    return { status: 'OK', result };
  });
}

/** The signed-in user's account (UserBasicInfo): GET or POST without edit_at reads it; with edit_at it saves. */
function basicInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const resource = basicInfoResource();
  const detail = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, resource.menu, 'view');
    return detailRecord(ctx, resource, access, { user_seq: access.user?.user_seq ?? -1 });
  };
  app.get(resource.paths.detail, detail);
  app.post(
    resource.paths.save,
    { schema: formSchema(resource.entity, 'my account: read, or save with edit_at') },
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
      return { status: 'OK', result };
    },
  );
}

/** A person signs up as staff through an event's QR link (behaviour §03-7.3, §03-7.4); the managers then decide. */
function signUpRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const page = org === 'cafe' ? PAGES.CafeSignUp : PAGES.RoasterSignUp;
  const { entity } = page;
  const menu = menuSegments(page);
  const detail = async (request: FastifyRequest<{ Params: { uuid?: string } }>) => {
    await authorize(ctx, request, menu, 'view');
    const event = await eventByUuid(ctx.db, org, uuidOf(request), 'SGNP');
    return { status: 'OK', result: summary(event), detail_result: summary(event) };
  };
  app.get(`${page.api.detail}/:uuid`, { schema: { tags: [entity.name], params: pathParamsSchema('uuid') } }, detail);
  app.post(page.api.detail, detail);
  app.post(page.api.save, { schema: formSchema(entity, 'through an open event') }, async (request) => {
    await authorize(ctx, request, menu, 'write');
    const user = requireUser(request);
    const params = paramsOf(request);
    const event = await eventByUuid(
      ctx.db,
      org,
      uuidOf(request as FastifyRequest<{ Params: { uuid?: string } }>),
      'SGNP',
    );
    requireOpen(event);
    validate(entity, params, request);
    return ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('user_seq').where('user_seq', '=', user.user_seq).forUpdate().execute();
      const present = await trx
        .selectFrom(`${org}_user`)
        .select(`${org}_user_seq`)
        .where('user_seq', '=', user.user_seq)
        .where(`${org}_seq`, '=', event.org_seq)
        .where(`${org}_user_auth`, 'in', PRESENT_STATUSES(org))
        .executeTakeFirst();
      if (present) throw conflict('duplicate_key');
      const created = await trx
        .insertInto(`${org}_user`)
        .values({
          [`${org}_seq`]: event.org_seq,
          user_seq: user.user_seq,
          [`${org}_user_auth`]: 'WTSGNP',
          [`${org}_user_nick`]: text(params.user_nick),
          [`${org}_user_desc`]: text(params.user_desc),
          ...auditColumns(user, true),
        })
        .returning(`${org}_user_uuid as uuid`)
        .executeTakeFirstOrThrow();
      return { status: 'OK', description: 'signin_ok', result: { [`${org}_user_uuid`]: created.uuid } };
    });
  });
}

/** A cafe (SMNG, OWN) registers with a roaster through the roaster's CSTMR event (CafeRoasterRegister). */
function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = PAGES.CafeRoasterRegister;
  const { entity } = page;
  const menu = menuSegments(page);
  const detail = async (request: FastifyRequest<{ Params: { uuid?: string } }>) => {
    await authorize(ctx, request, menu, 'view');
    const event = await eventByUuid(ctx.db, 'roaster', uuidOf(request), 'CSTMR');
    return { status: 'OK', result: summary(event), detail_result: summary(event) };
  };
  app.get(`${page.api.detail}/:uuid`, { schema: { tags: [entity.name], params: pathParamsSchema('uuid') } }, detail);
  app.post(page.api.detail, detail);
  app.post(page.api.save, { schema: formSchema(entity, 'through an open event') }, async (request) => {
    const access = await authorize(ctx, request, menu, 'write');
    const user = requireUser(request);
    const params = paramsOf(request);
    const event = await eventByUuid(
      ctx.db,
      'roaster',
      uuidOf(request as FastifyRequest<{ Params: { uuid?: string } }>),
      'CSTMR',
    );
    requireOpen(event);
    validate(entity, params, request);
    const cafeSeq = access.org?.seq ?? -1;
    return ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('cafe').select('cafe_seq').where('cafe_seq', '=', cafeSeq).forUpdate().execute();
      const present = await trx
        .selectFrom('roaster_cafe')
        .select('roaster_cafe_uuid')
        .where('roaster_seq', '=', event.org_seq)
        .where('cafe_seq', '=', cafeSeq)
        .where('roaster_cafe_auth', 'in', RELATION_PRESENT)
        .executeTakeFirst();
      if (present) throw conflict('duplicate_key');
      const audit = auditColumns(user, true);
      const relation = await trx
        .insertInto('roaster_cafe')
        .values({
          roaster_seq: event.org_seq,
          cafe_seq: cafeSeq,
          roaster_cafe_auth: 'WTSGNP',
          roaster_cafe_nick_kr: text(params.roaster_cafe_nick_kr),
          roaster_cafe_nick: text(params.roaster_cafe_nick),
          roaster_cafe_desc: text(params.roaster_cafe_desc),
          ...audit,
        })
        .returning('roaster_cafe_uuid')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('cafe_roaster')
        .values({
          cafe_seq: cafeSeq,
          roaster_seq: event.org_seq,
          roaster_cafe_uuid: relation.roaster_cafe_uuid,
          cafe_roaster_name: event.roaster_name as string | null,
          cafe_roaster_name_kr: event.roaster_name_kr as string | null,
          ...audit,
        })
        .execute();
      return { status: 'OK', description: 'register_ok', result: { roaster_cafe_uuid: relation.roaster_cafe_uuid } };
    });
  });
}

/** POST /api/{cafe|roaster}/create: through the engine, the creator becomes its owner (behaviour §01-6, §03-6). */
function createRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const resource = createResource(org);
  app.post(
    resource.paths.save,
    { schema: formSchema(resource.entity, 'the creator becomes its owner') },
    async (request) => {
      const input = saveInputOf(request, resource.paths.save);
      const access = await authorize(ctx, request, resource.menu, 'write');
      const result = await saveRecord(ctx, resource, access, 'write', { ...input, user: requireUser(request) });
      return { status: 'OK', result };
    },
  );
}

export function registerMembershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const org of ORG_TYPES) {
    userInfoRoutes(app, ctx, org);
    signUpRoutes(app, ctx, org);
    createRoutes(app, ctx, org);
  }
  basicInfoRoutes(app, ctx);
  registerRoutes(app, ctx);
}
