import type { PublicAudience } from '@coffee/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { AuthUser } from '@coffee/api-kernel/auth/session';
import { ORIGIN_FIELDS, originSummary } from '@coffee/api-kernel/domain';
import { PUBLIC_GREENBEAN_ROW_FIELDS } from 'mf-public-tools/model';
import type { Database, Row, Tables } from '@coffee/api-kernel/db/database';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { paramsOf } from '@coffee/api-kernel/http/context';
import { forbidden, notFound } from '@coffee/api-kernel/http/errors';
import { limits } from '@coffee/api-kernel/http/rate-limits';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { beanInfoCalls } from 'mf-public-tools/model';
import { partnerCondition } from '@coffee/api-kernel/engine/partners';
import { roastDateOf } from '@coffee/api-kernel/engine/batch-dates';
import { HIDDEN_NAME, roleSees } from '@coffee/api-kernel/engine/record-visibility';

/** Public stages from least to most shown (PBST). */
const STAGES = ['PRV', 'LST', 'NRML', 'DTL', 'ALL'] as const;
const level = (stage: unknown): number => Math.max(0, STAGES.indexOf(stage as (typeof STAGES)[number]));
const LIST = level('LST');
const NORMAL = level('NRML');
const DETAIL = level('DTL');
const ALL = level('ALL');

/** The origin columns of a green bean row shown on the public pages (columns of greenbean_roaster). */
const ROW_ORIGIN: readonly (keyof Tables['greenbean_roaster'])[] = [
  ...PUBLIC_GREENBEAN_ROW_FIELDS,
  'greenbean_region_seq',
  'greenbean_farm_seq',
  'greenbean_region_etc',
  'greenbean_farm_etc',
  'greenbean_name',
  'greenbean_name_kr',
];
const MEASURES = ['blending_total_mass', 'blending_loss', 'blending_organic_loss'];

/** Green beans of a blend recipe: each bean's share is the recipe row share times the bean's share in that roast. */
async function blendGreenbeans(db: Database, blendingSeq: number): Promise<Row[]> {
  const rows = await db
    .selectFrom('blending_default_roasting as b')
    .innerJoin('roasting_default_greenbean as r', 'r.roasting_seq', 'b.roasting_seq')
    .innerJoin('greenbean_roaster as g', 'g.greenbean_roaster_seq', 'r.greenbean_roaster_seq')
    .select([
      'g.greenbean_roaster_seq',
      sql<number>`round(sum(coalesce(b.roasting_percent, 0) * coalesce(r.greenbean_percent, 0)) / 1000.0)::bigint`.as(
        'blending_percent',
      ),
      ...ROW_ORIGIN.map((name) => `g.${name}` as const),
    ])
    .where('b.blending_seq', '=', blendingSeq)
    .groupBy(['g.greenbean_roaster_seq', ...ROW_ORIGIN.map((name) => `g.${name}` as const)])
    .orderBy(sql`2 desc`)
    .execute();
  return rows.map((row) => ({ ...row, greenbean_mass: null, roasting_loss: null, roasting_organic_loss: null }));
}

/** Green beans of a blend result, with the masses used and the roasts' losses (weighted by mass). */
async function resultGreenbeans(db: Database, blendingResultSeq: number): Promise<Row[]> {
  const parts = await db
    .selectFrom('blending_result_roasting as b')
    .innerJoin('roasting_result as r', 'r.roasting_result_seq', 'b.roasting_result_seq')
    .innerJoin('roasting_result_greenbean as rg', 'rg.roasting_result_seq', 'r.roasting_result_seq')
    .innerJoin('greenbean_roaster as g', 'g.greenbean_roaster_seq', 'rg.greenbean_roaster_seq')
    .select([
      'g.greenbean_roaster_seq',
      'b.roasting_mass',
      'b.roasting_percent',
      'rg.greenbean_percent',
      'r.roasting_loss',
      'r.roasting_organic_loss',
      ...ROW_ORIGIN.map((name) => `g.${name}` as const),
    ])
    .where('b.blending_result_seq', '=', blendingResultSeq)
    .execute();
  const beans = new Map<unknown, Row & { weight: number; loss: number; organic: number }>();
  for (const part of parts) {
    const mass = (Number(part.roasting_mass ?? 0) * Number(part.greenbean_percent ?? 0)) / 1000;
    const percent = (Number(part.roasting_percent ?? 0) * Number(part.greenbean_percent ?? 0)) / 1000;
    const bean = beans.get(part.greenbean_roaster_seq) ?? {
      ...part,
      weight: 0,
      loss: 0,
      organic: 0,
      greenbean_mass: 0,
      blending_percent: 0,
    };
    bean.greenbean_mass = Number(bean.greenbean_mass) + mass;
    bean.blending_percent = Number(bean.blending_percent) + percent;
    bean.weight += mass;
    bean.loss += mass * Number(part.roasting_loss ?? 0);
    bean.organic += mass * Number(part.roasting_organic_loss ?? 0);
    beans.set(part.greenbean_roaster_seq, bean);
  }
  return [...beans.values()].map(
    ({ weight, loss, organic, roasting_mass: _m, roasting_percent: _p, greenbean_percent: _g, ...bean }) => ({
      ...bean,
      greenbean_mass: Math.round(Number(bean.greenbean_mass)),
      blending_percent: Math.round(Number(bean.blending_percent)),
      roasting_loss: weight > 0 ? Math.round(loss / weight) : null,
      roasting_organic_loss: weight > 0 ? Math.round(organic / weight) : null,
    }),
  );
}

/**
 * Who is looking, for the public stage that applies: the owner's staff, cafe staff of a partner of the owning
 * roastery (on the cafe pages), signed-in users, guests. Being a member of some cafe is not enough: anyone may create
 * one (behaviour §03-6). A roastery's record hidden from the staff member's role is absent for them (behaviour §02-6).
 */
async function audienceOf(
  db: Database,
  user: AuthUser | null,
  owner: { type: 'roaster' | 'cafe'; seq: number; visibility?: unknown },
  cafesCount: boolean,
): Promise<PublicAudience> {
  if (!user) return 'normal';
  const member = (type: 'roaster' | 'cafe', seq?: number) => {
    let query = db
      .selectFrom(`${type}_user`)
      .select(`${type}_user_auth as role`)
      .where('user_seq', '=', user.user_seq)
      .where(`${type}_user_auth`, 'in', ['OWN', 'SMNG', 'MNG', 'SAST', type === 'cafe' ? 'BARISTA' : 'ROASTER']);
    if (seq !== undefined) query = query.where(`${type}_seq`, '=', seq);
    return query;
  };
  const staff = await member(owner.type, owner.seq).executeTakeFirst();
  if (staff && owner.type === 'roaster' && !roleSees(String(staff.role), owner.visibility)) throw notFound();
  if (staff) return owner.type === 'roaster' ? 'roaster' : 'cafe';
  if (
    cafesCount &&
    owner.type === 'roaster' &&
    (await member('cafe')
      .where(partnerCondition(sql.ref('cafe_user.cafe_seq'), owner.seq))
      .executeTakeFirst())
  )
    return 'cafe';
  return 'customer';
}

/** The stage for this audience; a stage that shows nothing is 404 for guests and 403 for signed-in users. */
function stageFor(record: Row, audience: PublicAudience, user: AuthUser | null): number {
  const stage = level(record[`public_stage_${audience}`] ?? 'PRV');
  if (stage < LIST) throw user ? forbidden() : notFound();
  return stage;
}

/** What a stage shows: names (LST), origin and description (NRML), green beans (DTL), masses and losses (ALL). */
function shown(info: Row, rows: Row[], stage: number): { info: Row; rows: Row[] } {
  const visible: Row = {};
  for (const [name, value] of Object.entries(info)) {
    const origin =
      ORIGIN_FIELDS.some((suffix) => name.endsWith(suffix)) || name.endsWith('_desc') || name.endsWith('single_origin');
    const measure = MEASURES.includes(name) || name.endsWith('_loss') || name.endsWith('_mass');
    if ((origin && stage < NORMAL) || (measure && stage < ALL)) continue;
    visible[name] = value;
  }
  const beans =
    stage < DETAIL
      ? []
      : rows.map((row) =>
          stage < ALL ? { ...row, greenbean_mass: null, roasting_loss: null, roasting_organic_loss: null } : row,
        );
  return { info: visible, rows: beans };
}

const serial = (request: FastifyRequest, name: string): string => {
  const value = paramsOf(request)[name];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) throw notFound();
  return value.trim();
};

async function blendBySerial(db: Database, uuid: string, forCafe: boolean): Promise<Row> {
  const blend = await db
    .selectFrom('blending_default as b')
    .innerJoin('roaster as o', 'o.roaster_seq', 'b.roaster_seq')
    .selectAll('b')
    .select(['o.roaster_name as store_name', 'o.roaster_name_kr as store_name_kr'])
    .where(
      forCafe
        ? sql<SqlBool>`(b.blending_uuid_cafe = ${uuid} or b.blending_uuid_str = ${uuid})`
        : sql<SqlBool>`b.blending_uuid_str = ${uuid}`,
    )
    .where('b.blending_use', '=', true)
    .executeTakeFirst();
  if (!blend) throw notFound();
  return blend;
}

const blendInfo = (blend: Row, rows: Row[]): Row => ({
  blending_uuid: blend.blending_uuid_str,
  blending_name_kr: blend.blending_name_kr,
  blending_name: blend.blending_name,
  store_name_kr: blend.store_name_kr,
  store_name: blend.store_name,
  blending_single_origin: blend.blending_single_origin,
  ...Object.fromEntries(Object.entries(originSummary(rows)).map(([name, value]) => [`blending_${name}`, value])),
  blending_desc: blend.blending_desc,
  blending_total_mass: blend.blending_total_mass,
});

/** Public bean information by serial (behaviour §03-2.2, §03-3.7, §03-7.6), open to guests within each record's public stages. */
export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const answer = (info: Row, rows: Row[], stage: number, blendingResult: Row | null = null) => {
    const visible = shown(info, rows, stage);
    const result = blendingResult ? shown(blendingResult, [], stage).info : null;
    return {
      status: 'OK' as const,
      result: visible.info,
      detail_result: visible.info,
      blending_result: result,
      greenbean_list: visible.rows,
    };
  };

  /**
   * A blend's green bean rows as a staff member of its roastery reads them: a bean hidden from the member's role says
   * only that it is hidden, without its name or origin (behaviour §02-6). Anyone else reads what the stages show.
   */
  const seenByStaff = async (user: AuthUser | null, blend: Row, rows: Row[]): Promise<Row[]> => {
    if (!user || rows.length === 0) return rows;
    const staff = await ctx.db
      .selectFrom('roaster_user')
      .select('roaster_user_auth as role')
      .where('user_seq', '=', user.user_seq)
      .where('roaster_seq', '=', Number(blend.roaster_seq))
      .executeTakeFirst();
    if (!staff) return rows;
    const beans = await ctx.db
      .selectFrom('greenbean_roaster')
      .select(['greenbean_roaster_seq', 'greenbean_user_auth'])
      .where(
        'greenbean_roaster_seq',
        'in',
        rows.map((row) => Number(row.greenbean_roaster_seq)),
      )
      .execute();
    const hidden = new Set(
      beans
        .filter((bean) => !roleSees(String(staff.role), bean.greenbean_user_auth))
        .map((bean) => Number(bean.greenbean_roaster_seq)),
    );
    return rows.map((row) =>
      hidden.has(Number(row.greenbean_roaster_seq))
        ? {
            ...row,
            ...Object.fromEntries(ROW_ORIGIN.map((name) => [name, null])),
            greenbean_name: HIDDEN_NAME.en,
            greenbean_name_kr: HIDDEN_NAME.kr,
          }
        : row,
    );
  };

  const blend = (forCafe: boolean) => async (request: FastifyRequest) => {
    const found = await blendBySerial(ctx.db, serial(request, 'blending_uuid'), forCafe);
    const stage = stageFor(
      found,
      await audienceOf(
        ctx.db,
        request.authUser,
        { type: 'roaster', seq: Number(found.roaster_seq), visibility: found.blending_auth },
        forCafe,
      ),
      request.authUser,
    );
    const rows = await seenByStaff(request.authUser, found, await blendGreenbeans(ctx.db, Number(found.blending_seq)));
    return answer(blendInfo(found, rows), rows, stage);
  };

  const blendResult = (forCafe: boolean) => async (request: FastifyRequest) => {
    const uuid = serial(request, 'blending_result_uuid');
    const result = await ctx.db
      .selectFrom('blending_result')
      .selectAll()
      .where(
        forCafe
          ? sql<SqlBool>`(blending_result_uuid_cafe = ${uuid} or blending_result_uuid_str = ${uuid})`
          : sql<SqlBool>`blending_result_uuid_str = ${uuid}`,
      )
      .executeTakeFirst();
    if (!result) throw notFound();
    const found = await ctx.db
      .selectFrom('blending_default as b')
      .innerJoin('roaster as o', 'o.roaster_seq', 'b.roaster_seq')
      .selectAll('b')
      .select(['o.roaster_name as store_name', 'o.roaster_name_kr as store_name_kr'])
      .where('b.blending_seq', '=', result.blending_seq as number)
      .executeTakeFirstOrThrow();
    const stage = stageFor(
      found,
      await audienceOf(
        ctx.db,
        request.authUser,
        { type: 'roaster', seq: Number(found.roaster_seq), visibility: found.blending_auth },
        forCafe,
      ),
      request.authUser,
    );
    const rows = await seenByStaff(
      request.authUser,
      found,
      await resultGreenbeans(ctx.db, Number(result.blending_result_seq)),
    );
    const resultInfo: Row = {
      blending_result_uuid: result.blending_result_uuid_str,
      blending_batch_code: result.blending_batch_code,
      roasting_result_date: await roastDateOf(ctx.db, Number(result.blending_result_seq)),
      blending_result_date: result.blending_result_date,
      blending_total_mass: result.blending_total_mass,
      blending_loss: result.blending_loss,
      blending_organic_loss: result.blending_organic_loss,
    };
    return answer({ ...blendInfo(found, rows), ...resultInfo }, rows, stage, resultInfo);
  };

  const cafeBean = async (db: Database, where: { column: string; value: string }) => {
    const bean = await db
      .selectFrom('coffeebean as c')
      .innerJoin('cafe as o', 'o.cafe_seq', 'c.cafe_seq')
      .selectAll('c')
      .select(['o.cafe_name as store_name', 'o.cafe_name_kr as store_name_kr'])
      .where(sql.ref(where.column), '=', where.value)
      .where('c.coffeebean_use', '=', true)
      .executeTakeFirst();
    if (!bean) throw notFound();
    return bean;
  };
  const cafeBeanInfo = (bean: Row): Row => ({
    coffeebean_uuid: bean.coffeebean_uuid_str,
    blending_uuid: bean.blending_info_use ? bean.blending_uuid : null,
    blending_name_kr: bean.coffeebean_name_kr,
    blending_name: bean.coffeebean_name,
    store_name_kr: bean.store_name_kr,
    store_name: bean.store_name,
    blending_single_origin: bean.coffeebean_single_origin,
    ...Object.fromEntries(ORIGIN_FIELDS.map((suffix) => [`blending_${suffix}`, bean[`coffeebean_${suffix}`] ?? null])),
    blending_desc: bean.coffeebean_desc,
  });
  /**
   * A cafe bean linked to a roaster's blend shows that blend's green beans within the stage the blend's roastery gave
   * that cafe: its cafe stage when the cafe is a partner of the roastery, else its stage for everyone. Typing another
   * roastery's serial borrows nothing the roastery did not show the world.
   */
  const linkedRows = async (bean: Row): Promise<Row[]> => {
    if (!bean.blending_info_use || typeof bean.blending_uuid !== 'string') return [];
    const linked = await ctx.db
      .selectFrom('blending_default')
      .select(['blending_seq', 'public_stage_cafe', 'public_stage_normal'])
      .select(partnerCondition(Number(bean.cafe_seq), sql.ref('blending_default.roaster_seq')).as('partner'))
      .where(sql<SqlBool>`blending_uuid_cafe = ${bean.blending_uuid} or blending_uuid_str = ${bean.blending_uuid}`)
      .where('blending_use', '=', true)
      .executeTakeFirst();
    if (!linked) return [];
    const stage = Math.max(level(linked.public_stage_normal), linked.partner ? level(linked.public_stage_cafe) : 0);
    return stage >= DETAIL ? blendGreenbeans(ctx.db, Number(linked.blending_seq)) : [];
  };

  const coffeebean = async (request: FastifyRequest) => {
    const bean = await cafeBean(ctx.db, { column: 'c.coffeebean_uuid_str', value: serial(request, 'coffeebean_uuid') });
    const stage = stageFor(
      bean,
      await audienceOf(ctx.db, request.authUser, { type: 'cafe', seq: Number(bean.cafe_seq) }, false),
      request.authUser,
    );
    return answer(cafeBeanInfo(bean), await linkedRows(bean), stage);
  };

  const receivedBean = async (request: FastifyRequest) => {
    const uuid = serial(request, 'received_uuid');
    const received = await ctx.db
      .selectFrom('coffeebean_received')
      .selectAll()
      .where('received_uuid_str', '=', uuid)
      .executeTakeFirst();
    if (!received) throw notFound();
    const bean = await cafeBean(ctx.db, { column: 'c.coffeebean_seq', value: String(received.coffeebean_seq) });
    const stage = stageFor(
      bean,
      await audienceOf(ctx.db, request.authUser, { type: 'cafe', seq: Number(bean.cafe_seq) }, false),
      request.authUser,
    );
    const receivedInfo: Row = {
      received_uuid: received.received_uuid_str,
      received_date: received.received_date,
      blending_result_uuid: received.blending_result_uuid,
      blending_result_date: received.blending_result_date,
      blending_loss: received.blending_loss,
      blending_organic_loss: received.blending_organic_loss,
    };
    return answer({ ...cafeBeanInfo(bean), ...receivedInfo }, await linkedRows(bean), stage, receivedInfo);
  };

  const config = limits.public(ctx);
  serveCall(app, beanInfoCalls.blend, blend(false), { config });
  serveCall(app, beanInfoCalls.blendResult, blendResult(false), { config });
  serveCall(app, beanInfoCalls.cafeBlend, blend(true), { config });
  serveCall(app, beanInfoCalls.cafeBlendResult, blendResult(true), { config });
  serveCall(app, beanInfoCalls.coffeebean, coffeebean, { config });
  serveCall(app, beanInfoCalls.received, receivedBean, { config });
}
