import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { scheduleCalls } from 'mf-roaster/model';
import type { PlanGreenRow } from 'mf-roaster/model';
import { menuSegments, PAGES, PLAN_MAX_DAYS, planDays, ROASTER_ROLES } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import type { AuthUser } from '@coffee/api-kernel/auth/session';
import type { AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { insertByRule, updateByRule } from '@coffee/api-kernel/engine/rule-writes';
import { hiddenKeys } from '@coffee/api-kernel/engine/record-visibility';

/*
 * The roasting schedule (behaviour §05-9): what the roastery agreed to roast, a commitment per batch with its day,
 * machine, person, recipe and green rows. The plan proposes batches; managers store them here, move and assign them;
 * a commitment is ticked off by recording its batch (the roasting result names it, one batch each).
 */

const SCHEDULE = menuSegments(PAGES.RoastingSchedule);
/** The most commitments one call adds (a plan's batches of a few days). */
const MAX_ADD = 50;

type Params = Record<string, unknown>;
type Author = Pick<AuthUser, 'user_seq' | 'user_name'>;

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const dayOf = (params: Params, field: string): string => {
  if (!isDay(params[field])) throw badRequest('field_required', { field });
  return params[field];
};

/** A whole positive number, else 400 naming the field; null when absent and `optional`. */
function seqOf(params: Params, field: string, optional: true): number | null;
function seqOf(params: Params, field: string, optional?: false): number;
function seqOf(params: Params, field: string, optional = false): number | null {
  const value = params[field];
  if ((value === undefined || value === null || value === '') && optional) return null;
  if (value === undefined || value === null || value === '') throw badRequest('field_required', { field });
  const seq = Number(value);
  if (!Number.isSafeInteger(seq) || seq <= 0) throw badRequest('field_NaN', { field });
  return seq;
}

/** The recipe, the machine and the person of a commitment belong to the roastery, else 400 `field_code` / not member. */
async function checkOwned(db: Database, roaster: number, values: Params): Promise<void> {
  if (values.roasting_seq !== undefined) {
    const recipe = await db
      .selectFrom('roasting_default')
      .select('roasting_seq')
      .where('roasting_seq', '=', Number(values.roasting_seq))
      .where('roaster_seq', '=', roaster)
      .executeTakeFirst();
    if (!recipe) throw badRequest('field_code', { field: 'roasting_seq' });
  }
  if (values.roaster_equip_seq !== undefined && values.roaster_equip_seq !== null) {
    const machine = await db
      .selectFrom('roaster_equip')
      .select('roaster_equip_seq')
      .where('roaster_equip_seq', '=', Number(values.roaster_equip_seq))
      .where('roaster_seq', '=', roaster)
      .where('equip_use', '=', true)
      .executeTakeFirst();
    if (!machine) throw badRequest('field_code', { field: 'roaster_equip_seq' });
  }
  if (values.schedule_user !== undefined && values.schedule_user !== null) {
    const member = await db
      .selectFrom('roaster_user')
      .select('user_seq')
      .where('user_seq', '=', Number(values.schedule_user))
      .where('roaster_seq', '=', roaster)
      .where('roaster_user_use', '=', true)
      .where('roaster_user_auth', 'in', [...ROASTER_ROLES])
      .executeTakeFirst();
    if (!member) throw badRequest('schedule_not_member', { field: 'schedule_user' });
  }
}

/** A planned batch's green rows as stored with its commitment: bean, lot year (or none) and mass. */
function greenRowsOf(value: unknown, field: string) {
  const rows = Array.isArray(value) ? value : [];
  return rows.map((row: Params, index) => ({
    greenbean_roaster_seq: seqOf(row ?? {}, 'greenbean_roaster_seq'),
    greenbean_year: seqOf(row ?? {}, 'greenbean_year', true),
    greenbean_mass: massOf(row?.greenbean_mass, `${field}_${index}`),
  }));
}

const massOf = (value: unknown, field: string): number => {
  const mass = Number(value);
  if (!Number.isSafeInteger(mass) || mass <= 0) throw badRequest('field_minValue', { field, bound: 0 });
  return mass;
};

/** The commitments to add, each checked before any is written. */
async function commitmentsOf(db: Database, roaster: number, params: Params) {
  const batches = Array.isArray(params.batches) ? (params.batches as Params[]) : [];
  if (batches.length === 0) throw badRequest('field_required', { field: 'batches' });
  if (batches.length > MAX_ADD) throw badRequest('sublist_maxLength', { field: 'batches', bound: MAX_ADD });
  const commitments = [];
  for (const batch of batches) {
    const values = {
      schedule_date: dayOf(batch, 'schedule_date'),
      roasting_seq: seqOf(batch, 'roasting_seq'),
      roaster_equip_seq: seqOf(batch, 'roaster_equip_seq', true),
      schedule_user: seqOf(batch, 'schedule_user', true),
      schedule_green_mass: massOf(batch.schedule_green_mass, 'schedule_green_mass'),
      greenbean_list: greenRowsOf(batch.greenbean_list, 'greenbean_mass'),
    };
    await checkOwned(db, roaster, values);
    commitments.push(values);
  }
  return commitments;
}

/** A stored commitment of the roastery, locked for the change; 404 for another roastery's; refused once roasted. */
async function openCommitment(trx: Database, roaster: number, seq: number) {
  const row = await trx
    .selectFrom('roasting_schedule as s')
    .leftJoin('roasting_result as r', 'r.roasting_schedule_seq', 's.schedule_seq')
    .select(['s.schedule_seq', sql<string | null>`to_char(r.roasting_result_date, 'YYYY-MM-DD')`.as('roasted_on')])
    .where('s.schedule_seq', '=', seq)
    .where('s.roaster_seq', '=', roaster)
    .forUpdate('s')
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.roasted_on !== null) throw badRequest('schedule_done', { field: 'schedule_seq', bound: row.roasted_on });
}

/** A roastery's commitments for a range, with names, and the batch that fulfilled each. */
export async function scheduleOf(db: Database, roaster: number, from: string, to: string) {
  return db
    .selectFrom('roasting_schedule as s')
    .innerJoin('roasting_default as d', 'd.roasting_seq', 's.roasting_seq')
    .leftJoin('roaster_equip as e', 'e.roaster_equip_seq', 's.roaster_equip_seq')
    .leftJoin('app_user as u', 'u.user_seq', 's.schedule_user')
    .leftJoin('roasting_result as r', 'r.roasting_schedule_seq', 's.schedule_seq')
    .select([
      's.schedule_seq',
      sql<string>`to_char(s.schedule_date, 'YYYY-MM-DD')`.as('schedule_date'),
      's.roasting_seq',
      'd.roasting_name as name',
      'd.roasting_name_kr as name_kr',
      's.roaster_equip_seq',
      'e.equip_name',
      'e.equip_name_kr',
      's.schedule_user',
      'u.user_name',
      sql<number>`s.schedule_green_mass::float8`.as('schedule_green_mass'),
      's.greenbean_list',
      's.schedule_note',
      'r.roasting_result_year',
      'r.roasting_result_seq',
      sql<string | null>`to_char(r.roasting_result_date, 'YYYY-MM-DD')`.as('roasted_on'),
      'r.roasting_batch_no',
    ])
    .where('s.roaster_seq', '=', roaster)
    .where('s.schedule_date', '>=', from)
    .where('s.schedule_date', '<=', to)
    .orderBy('s.schedule_date')
    .orderBy('s.roaster_equip_seq')
    .orderBy('s.schedule_seq')
    .execute();
}

/** The machines and working members a commitment may name (for the manager's choices). */
async function choicesOf(db: Database, roaster: number) {
  const [machines, members] = await Promise.all([
    db
      .selectFrom('roaster_equip')
      .select(['roaster_equip_seq', 'equip_name', 'equip_name_kr'])
      .where('roaster_seq', '=', roaster)
      .where('equip_use', '=', true)
      .where('equip_type', '=', 'RSTR')
      .orderBy('equip_name')
      .execute(),
    db
      .selectFrom('roaster_user as m')
      .innerJoin('app_user as u', 'u.user_seq', 'm.user_seq')
      .select(['m.user_seq', 'u.user_name', 'm.roaster_user_auth'])
      .where('m.roaster_seq', '=', roaster)
      .where('m.roaster_user_use', '=', true)
      .where('m.roaster_user_auth', 'in', [...ROASTER_ROLES])
      .orderBy('u.user_name')
      .execute(),
  ]);
  return { machines, members };
}

const authorOf = (user: AuthUser | null): Author => ({
  user_seq: user?.user_seq ?? 0,
  user_name: user?.user_name ?? '',
});

/**
 * `POST /api/roaster/roasting/schedule/{list,add,edit,delete}` (behaviour §05-9). Every member lists; managers add
 * (the plan's batches), move (day, machine), assign (a working member) and delete what is not roasted yet.
 */
export function registerScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, scheduleCalls.list, async (request) => {
    const access = await authorize(ctx, request, SCHEDULE, 'listview');
    const roaster = access.org?.seq ?? -1;
    const params = paramsOf(request);
    const from = dayOf(params, 'schedule_from');
    const to = dayOf(params, 'schedule_to');
    if (planDays(from, to).length === 0) throw badRequest('plan_range', { field: 'schedule_to', bound: PLAN_MAX_DAYS });
    const [entries, choices, hidden] = await Promise.all([
      scheduleOf(ctx.db, roaster, from, to),
      choicesOf(ctx.db, roaster),
      hiddenKeys(ctx.db, access),
    ]);
    // A commitment of a recipe hidden from the visitor's role is absent, as the recipe is (behaviour §02-6).
    const seen = entries
      .filter((entry) => !hidden.get('roasting_seq')?.has(Number(entry.roasting_seq)))
      // The green rows are stored as JSON, as the schedule wrote them from the plan's batch.
      .map((entry) => ({ ...entry, greenbean_list: entry.greenbean_list as unknown as PlanGreenRow[] }));
    return { status: 'OK' as const, result: { entries: seen, ...choices } };
  });

  serveCall(app, scheduleCalls.add, async (request) => {
    const access = await authorize(ctx, request, SCHEDULE, 'write');
    const roaster = access.org?.seq ?? -1;
    const commitments = await commitmentsOf(ctx.db, roaster, paramsOf(request));
    const added = await ctx.db.transaction().execute(async (trx: Database) => {
      const seqs: number[] = [];
      for (const values of commitments) {
        const row = await insertByRule(trx, 'roasting_schedule', authorOf(access.user), {
          ...values,
          roaster_seq: roaster,
          greenbean_list: JSON.stringify(values.greenbean_list),
        })
          .returning('schedule_seq')
          .executeTakeFirstOrThrow();
        seqs.push(Number(row.schedule_seq));
      }
      return seqs;
    });
    return { status: 'OK' as const, result: { schedule_seq_list: added } };
  });

  serveCall(app, scheduleCalls.edit, async (request) => {
    const access = await authorize(ctx, request, SCHEDULE, 'edit');
    const roaster = access.org?.seq ?? -1;
    const params = paramsOf(request);
    const seq = seqOf(params, 'schedule_seq');
    const changes: {
      schedule_date?: string;
      roaster_equip_seq?: number | null;
      schedule_user?: number | null;
      schedule_note?: string | null;
    } = {};
    if ('schedule_date' in params) changes.schedule_date = dayOf(params, 'schedule_date');
    if ('roaster_equip_seq' in params) changes.roaster_equip_seq = seqOf(params, 'roaster_equip_seq', true);
    if ('schedule_user' in params) changes.schedule_user = seqOf(params, 'schedule_user', true);
    if ('schedule_note' in params)
      changes.schedule_note = typeof params.schedule_note === 'string' ? params.schedule_note.slice(0, 500) : null;
    if (Object.keys(changes).length === 0) throw badRequest('field_required', { field: 'schedule_date' });
    await checkOwned(ctx.db, roaster, changes);
    await ctx.db.transaction().execute(async (trx: Database) => {
      await openCommitment(trx, roaster, seq);
      await updateByRule(trx, 'roasting_schedule', authorOf(access.user), changes)
        .where('schedule_seq', '=', seq)
        .execute();
    });
    return { status: 'OK' as const, result: { schedule_seq: seq } };
  });

  serveCall(app, scheduleCalls.remove, async (request) => {
    const access = await authorize(ctx, request, SCHEDULE, 'remove');
    const roaster = access.org?.seq ?? -1;
    const seq = seqOf(paramsOf(request), 'schedule_seq');
    await ctx.db.transaction().execute(async (trx: Database) => {
      await openCommitment(trx, roaster, seq);
      await trx.deleteFrom('roasting_schedule').where('schedule_seq', '=', seq).execute();
    });
    return { status: 'OK' as const, result: { schedule_seq: seq } };
  });
}
