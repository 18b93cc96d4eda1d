import type { EntityDef, OrgType } from '@coffee/domain';
import { ORG_TYPES, createLimit, validateRecord } from '../domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { entityOf } from '../db/page-tables';
import { detailRecord, saveRecord } from '../engine/engine';
import type { Resource } from '../engine/resource';
import { joinedColumn, pathsFrom } from '../engine/resource';
import { localeOf } from '../engine/routes';
import type { Access, AppContext } from '../http/context';
import { authorize, paramsOf, requireUser } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';

const ACTIVE: Record<OrgType, readonly string[]> = {
  roaster: ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN'],
  cafe: ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN'],
};
/** A person already in (or waiting for) the organisation cannot sign up again. */
const PRESENT_STATUSES = (org: OrgType) => [...ACTIVE[org], 'WTSGNP', 'HLD'];
const RELATION_PRESENT = ['CSTMR', 'CAFE', 'RSTR', 'WTSGNP', 'HLD'];

const validate = (entity: EntityDef, params: Row, request: FastifyRequest, mode: 'write' | 'edit' = 'write') => {
  const failure = validateRecord(entity, params, { mode, locale: localeOf(request, params), representation: 'stored' });
  if (failure)
    throw badRequest(failure.key, {
      field: failure.field,
      ...(failure.bound !== undefined ? { bound: failure.bound } : {}),
    });
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const uuidOf = (request: FastifyRequest<{ Params: { uuid?: string } }>): string => {
  const value = request.params.uuid ?? paramsOf(request).event_uuid;
  if (typeof value !== 'string' || value === '') throw notFound();
  return value;
};

/** An event by its QR serial, with the organisation's names (sign-up and register forms). */
async function eventByUuid(db: Database, org: OrgType, uuid: string, type: string): Promise<Row> {
  const event = await db
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
  return event;
}

const summary = ({ org_seq: _org, ...event }: Row) => event;
const requireOpen = (event: Row) => {
  if (Number(event.event_status) !== 0) throw forbidden('event_closed');
};

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo). */
function userInfoRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const entity = entityOf(org === 'cafe' ? 'CafeUserInfo' : 'RoasterUserInfo');
  const resource: Resource = {
    entity,
    menu: [org, 'userinfo'],
    paths: { list: '', detail: `/api/${org}/userinfo/detail`, save: `/api/${org}/userinfo/edit`, remove: '' },
    conditions: (access) => [sql`${sql.ref(`${org}_user.user_seq`)} = ${access.user?.user_seq ?? -1}`],
    expressions: { user_name: joinedColumn(`${org}_user`, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
  };
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
  app.post(resource.paths.save, async (request) => {
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
  const entity: EntityDef = { ...entityOf('UserBasicInfo'), table: 'app_user' };
  const resource: Resource = {
    entity,
    menu: ['user', 'userinfo', 'basicinfo'],
    paths: pathsFrom(entity, '/api/userinfo'),
  };
  const detail = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, resource.menu, 'view');
    return detailRecord(ctx, resource, access, { user_seq: access.user?.user_seq ?? -1 });
  };
  app.get('/api/userinfo', detail);
  app.post('/api/userinfo', async (request) => {
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
  });
}

/** A person signs up as staff through an event's QR link (behaviour §03-7.3, §03-7.4); the managers then decide. */
function signUpRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const entity = entityOf(org === 'cafe' ? 'CafeSignUp' : 'RoasterSignUp');
  const menu = ['user', 'link', `${org}signup`];
  const base = `/api/${org}/event/user/signup`;
  const detail = async (request: FastifyRequest<{ Params: { uuid?: string } }>) => {
    await authorize(ctx, request, menu, 'view');
    const event = await eventByUuid(ctx.db, org, uuidOf(request), 'SGNP');
    return { status: 'OK', result: summary(event), detail_result: summary(event) };
  };
  app.get(`${base}/detail/:uuid`, detail);
  app.post(`${base}/detail`, detail);
  app.post(`${base}/edit`, async (request) => {
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
        .where(`${org}_seq`, '=', event.org_seq as number)
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
          rgst_user: user.user_seq,
          rgst_by: user.user_name,
          edit_user: user.user_seq,
          edit_by: user.user_name,
        })
        .returning(`${org}_user_uuid as uuid`)
        .executeTakeFirstOrThrow();
      return { status: 'OK', description: 'signin_ok', result: { [`${org}_user_uuid`]: created.uuid } };
    });
  });
}

/** A cafe (SMNG, OWN) registers with a roaster through the roaster's CSTMR event (CafeRoasterRegister). */
function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const entity = entityOf('CafeRoasterRegister');
  const menu = ['cafe', 'supplier', 'roasterregister'];
  const base = '/api/roaster/event/cafe/register';
  const detail = async (request: FastifyRequest<{ Params: { uuid?: string } }>) => {
    await authorize(ctx, request, menu, 'view');
    const event = await eventByUuid(ctx.db, 'roaster', uuidOf(request), 'CSTMR');
    return { status: 'OK', result: summary(event), detail_result: summary(event) };
  };
  app.get(`${base}/detail/:uuid`, detail);
  app.post(`${base}/detail`, detail);
  app.post(`${base}/edit`, async (request) => {
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
        .where('roaster_seq', '=', event.org_seq as number)
        .where('cafe_seq', '=', cafeSeq)
        .where('roaster_cafe_auth', 'in', RELATION_PRESENT)
        .executeTakeFirst();
      if (present) throw conflict('duplicate_key');
      const audit = {
        rgst_user: user.user_seq,
        rgst_by: user.user_name,
        edit_user: user.user_seq,
        edit_by: user.user_name,
      };
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
          cafe_roaster_name: event.roaster_name,
          cafe_roaster_name_kr: event.roaster_name_kr,
          ...audit,
        })
        .execute();
      return { status: 'OK', description: 'register_ok', result: { roaster_cafe_uuid: relation.roaster_cafe_uuid } };
    });
  });
}

/** POST /api/{cafe|roaster}/create: the creator becomes its owner, within the create limits (behaviour §01-6, §03-6). */
function createRoutes(app: FastifyInstance, ctx: AppContext, org: OrgType): void {
  const entity = entityOf(org === 'cafe' ? 'CafeCreate' : 'RoasterCreate');
  app.post(`/api/${org}/create`, async (request) => {
    await authorize(ctx, request, [org, 'create'], 'write');
    const user = requireUser(request);
    const params = paramsOf(request);
    validate(entity, params, request);
    const type = params[`${org}_type`];
    const group = await ctx.codes.group(org === 'cafe' ? 'CAFE' : 'RSTR');
    if (group && !group.ids.has(String(type))) throw badRequest('field_code', { field: `${org}_type`, value: type });
    const country = await ctx.codes.group('CNTR');
    if (country && !country.ids.has(String(params[`${org}_country`])))
      throw badRequest('field_code', { field: `${org}_country` });
    const limit = createLimit(org, user.user_type);
    return ctx.db.transaction().execute(async (trx) => {
      // Serialises concurrent creates of one user so the limit holds.
      await trx.selectFrom('app_user').select('user_seq').where('user_seq', '=', user.user_seq).forUpdate().execute();
      const owned = await trx
        .selectFrom(`${org}_user`)
        .select(sql<number>`count(*)`.as('n'))
        .where('user_seq', '=', user.user_seq)
        .where(`${org}_user_auth`, '=', 'OWN')
        .executeTakeFirstOrThrow();
      if (Number(owned.n) >= limit) throw forbidden(`${org}_create_limit`).with({ bound: limit });
      const audit = {
        rgst_user: user.user_seq,
        rgst_by: user.user_name,
        edit_user: user.user_seq,
        edit_by: user.user_name,
      };
      const created = await trx
        .insertInto(org)
        .values({
          [`${org}_type`]: type,
          [`${org}_country`]: params[`${org}_country`],
          [`${org}_name_kr`]: text(params[`${org}_name_kr`]),
          [`${org}_name`]: text(params[`${org}_name`]),
          [`${org}_detail`]: text(params[`${org}_detail`]),
          ...audit,
        })
        .returning(`${org}_seq as seq`)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto(`${org}_user`)
        .values({
          [`${org}_seq`]: created.seq,
          user_seq: user.user_seq,
          [`${org}_user_auth`]: 'OWN',
          [`${org}_user_nick`]: user.user_name,
          ...audit,
        })
        .execute();
      return { status: 'OK', result: { [`${org}_seq`]: created.seq } };
    });
  });
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
