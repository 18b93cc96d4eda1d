import type { CuppingForm } from '@coffee/domain';
import type { CupperSheet, MySession, SessionTableData, SheetSample } from 'mf-quality/model';
import {
  CUPPING_FORMS,
  CUPPING_MODES,
  CUPPING_STATUS,
  cuppingScoreStep,
  cuppingSheetFields,
  cuppingSheetProblem,
  cuppingSheetScore,
  cuppingTableAttributes,
  menuSegments,
  outlierFlags,
  PAGES,
  spreadOf,
  triangleProbability,
} from '@coffee/api-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext, Access } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { badRequest, conflict, forbidden, notFound } from '@coffee/api-kernel/http/errors';
import { pathParam, serveCall } from '@coffee/api-kernel/http/calls';
import { cuppingCalls } from 'mf-quality/model';
import type { Database } from '@coffee/api-kernel/db/database';
import { runsSession } from '../resources/cupping';
import { writeSessionNotes } from './cupping-notes';
import { registerCupperWithdrawal, withdrawalsOf } from './cupping-withdrawal';

const SHEET_PAGE = menuSegments(PAGES.QCCuppingSheet);
const SESSION_PAGE = menuSegments(PAGES.QCCupping);

async function sessionOf(db: Database, access: Access, seqParam: string) {
  const seq = Number(seqParam);
  if (!Number.isSafeInteger(seq)) throw notFound();
  const session = await db
    .selectFrom('cupping_session')
    .selectAll()
    .where('session_seq', '=', seq)
    .where('roaster_seq', '=', access.org?.seq ?? -1)
    .executeTakeFirst();
  if (!session) throw notFound();
  return session;
}

/** The visitor's invitation to the session (their membership's cupper row), if any. */
const invitationOf = (db: Database, access: Access, sessionSeq: number) =>
  db
    .selectFrom('cupping_session_cupper as c')
    .innerJoin('roaster_user as u', 'u.roaster_user_seq', 'c.roaster_user_seq')
    .select(['c.roaster_user_seq', 'c.submitted_at', 'c.triangle_pick'])
    .where('c.session_seq', '=', sessionSeq)
    .where('u.user_seq', '=', access.user?.user_seq ?? -1)
    .where('u.roaster_seq', '=', access.org?.seq ?? -1)
    .executeTakeFirst();

const sampleCodes = async (db: Database, sessionSeq: number) =>
  (
    await db
      .selectFrom('cupping_session_sample')
      .select('sample_code')
      .where('session_seq', '=', sessionSeq)
      .orderBy('sample_code')
      .execute()
  ).map((row) => row.sample_code);

type SheetInput = { sample_code?: unknown; values?: unknown };

/**
 * Cupping sessions' own calls (behaviour §07-2): a cupper's sheets (blind codes only, their own values), the session's
 * table as sheets arrive, excluding a score from the averages, and closing the session into the QC notes.
 */
export function registerCuppingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readForm = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SHEET_PAGE, 'listview');
    const roaster = await ctx.db
      .selectFrom('roaster')
      .select('roaster_cupping_form')
      .where('roaster_seq', '=', access.org?.seq ?? -1)
      .executeTakeFirst();
    const form = (roaster?.roaster_cupping_form ?? CUPPING_FORMS.sca) as CuppingForm;
    return { status: 'OK' as const, result: { form } };
  };
  serveCall(app, cuppingCalls.form, readForm);

  // The organisation's default form is the managers' choice (behaviour §07-1).
  const saveForm = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SESSION_PAGE, 'edit');
    if (!runsSession(access, { rgst_user: null })) throw forbidden();
    const form = paramsOf(request).form;
    if (form !== CUPPING_FORMS.sca && form !== CUPPING_FORMS.cva) throw badRequest('field_required', { field: 'form' });
    await ctx.db
      .updateTable('roaster')
      .set({ roaster_cupping_form: form })
      .where('roaster_seq', '=', access.org?.seq ?? -1)
      .execute();
    return { status: 'OK' as const, result: { form } };
  };
  serveCall(app, cuppingCalls.saveForm, saveForm);

  const mine = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SHEET_PAGE, 'listview');
    const rows = await ctx.db
      .selectFrom('cupping_session as s')
      .innerJoin('cupping_session_cupper as c', 'c.session_seq', 's.session_seq')
      .innerJoin('roaster_user as u', 'u.roaster_user_seq', 'c.roaster_user_seq')
      .select(['s.session_seq', 's.session_name', 's.session_date', 's.session_form', 's.session_mode'])
      .select(['s.session_status', 'c.submitted_at'])
      .where('u.user_seq', '=', access.user?.user_seq ?? -1)
      .where('s.roaster_seq', '=', access.org?.seq ?? -1)
      .orderBy('s.session_date', 'desc')
      .orderBy('s.session_seq', 'desc')
      .limit(100)
      .execute();
    return { status: 'OK' as const, result: rows as MySession[] };
  };
  serveCall(app, cuppingCalls.mine, mine);

  const readSheet = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SHEET_PAGE, 'view');
    const session = await sessionOf(ctx.db, access, pathParam(request, 'seq'));
    const invitation = await invitationOf(ctx.db, access, session.session_seq);
    if (!invitation) throw notFound();
    const sheets = await ctx.db
      .selectFrom('cupping_sheet')
      .select(['sample_code', 'sheet_values', 'sheet_score'])
      .where('session_seq', '=', session.session_seq)
      .where('roaster_user_seq', '=', invitation.roaster_user_seq)
      .execute();
    return {
      status: 'OK' as const,
      result: {
        session_seq: session.session_seq,
        session_name: session.session_name,
        session_date: session.session_date,
        session_form: session.session_form as CupperSheet['session_form'],
        session_mode: session.session_mode as CupperSheet['session_mode'],
        session_status: session.session_status as CupperSheet['session_status'],
        submitted_at: invitation.submitted_at,
        triangle_pick: invitation.triangle_pick,
        // A sheet's values are stored as the object it sent (never another JSON value).
        samples: (await sampleCodes(ctx.db, session.session_seq)).map((code): SheetSample => ({
          sample_code: code,
          ...((sheets.find((sheet) => sheet.sample_code === code) as SheetSample | undefined) ?? {
            sheet_values: {},
            sheet_score: null,
          }),
        })),
      },
    };
  };
  serveCall(app, cuppingCalls.sheet, readSheet);

  const saveSheet = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SHEET_PAGE, 'view');
    const params = paramsOf(request);
    const submit = params.submit === true;
    return ctx.db.transaction().execute(async (trx) => {
      const session = await sessionOf(trx, access, pathParam(request, 'seq'));
      const invitation = await invitationOf(trx, access, session.session_seq);
      if (!invitation) throw notFound();
      if (session.session_status === CUPPING_STATUS.closed) throw conflict('cupping_session_closed');
      if (invitation.submitted_at) throw conflict('cupping_sheet_submitted');
      const form = session.session_form as CuppingForm;
      const codes = await sampleCodes(trx, session.session_seq);
      let pick: number | null = null;
      if (session.session_mode === CUPPING_MODES.triangle) {
        pick =
          params.triangle_pick === undefined || params.triangle_pick === null ? null : Number(params.triangle_pick);
        if (pick !== null && ![1, 2, 3].includes(pick))
          throw badRequest('field_maxValue', { field: 'triangle_pick', bound: 3 });
        if (submit && pick === null) throw badRequest('field_required', { field: 'triangle_pick' });
      } else {
        const inputs = Array.isArray(params.sheets) ? (params.sheets as SheetInput[]) : [];
        for (const code of codes) {
          const input = inputs.find((sheet) => sheet?.sample_code === code);
          const values =
            input?.values && typeof input.values === 'object' ? (input.values as Record<string, unknown>) : {};
          const problem = cuppingSheetProblem(form, values, submit);
          if (problem)
            throw badRequest(problem.key, {
              field: `${problem.field}_${code}`,
              ...(problem.bound === undefined ? {} : { bound: problem.bound }),
            });
          await trx
            .insertInto('cupping_sheet')
            .values({
              session_seq: session.session_seq,
              roaster_user_seq: invitation.roaster_user_seq,
              sample_code: code,
              sheet_values: JSON.stringify(values),
              sheet_score: cuppingSheetScore(form, values),
            })
            .onConflict((on) =>
              on.columns(['session_seq', 'roaster_user_seq', 'sample_code']).doUpdateSet({
                sheet_values: JSON.stringify(values),
                sheet_score: cuppingSheetScore(form, values),
                edit_at: sql`now()`,
              }),
            )
            .execute();
        }
      }
      await trx
        .updateTable('cupping_session_cupper')
        .set({ triangle_pick: pick, ...(submit ? { submitted_at: sql<Date>`now()` } : {}) })
        .where('session_seq', '=', session.session_seq)
        .where('roaster_user_seq', '=', invitation.roaster_user_seq)
        .execute();
      return { status: 'OK' as const, result: { submitted: submit } };
    });
  };
  serveCall(app, cuppingCalls.saveSheet, saveSheet);

  const readTable = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SHEET_PAGE, 'view');
    const session = await sessionOf(ctx.db, access, pathParam(request, 'seq'));
    if (!runsSession(access, session)) {
      const invitation = await invitationOf(ctx.db, access, session.session_seq);
      // A cupper sees the others' scores once their own sheet is in.
      if (!invitation?.submitted_at) throw forbidden();
    }
    return { status: 'OK' as const, result: await sessionTable(ctx.db, session, runsSession(access, session)) };
  };
  serveCall(app, cuppingCalls.table, readTable);

  const exclude = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SESSION_PAGE, 'edit');
    const params = paramsOf(request);
    const session = await sessionOf(ctx.db, access, pathParam(request, 'seq'));
    if (!runsSession(access, session)) throw forbidden();
    if (session.session_status === CUPPING_STATUS.closed) throw conflict('cupping_session_closed');
    const excluded = params.excluded !== false;
    const result = await ctx.db
      .updateTable('cupping_sheet')
      .set(
        excluded
          ? {
              excluded_user: access.user?.user_seq ?? null,
              excluded_by: access.user?.user_name ?? null,
              excluded_at: sql<Date>`now()`,
            }
          : { excluded_user: null, excluded_by: null, excluded_at: null },
      )
      .where('session_seq', '=', session.session_seq)
      .where('roaster_user_seq', '=', Number(params.roaster_user_seq))
      .where('sample_code', '=', String(params.sample_code ?? ''))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw badRequest('cupping_sheet_missing', { field: 'sample_code' });
    return { status: 'OK' as const, result: { excluded } };
  };
  serveCall(app, cuppingCalls.exclude, exclude);

  const close = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, SESSION_PAGE, 'edit');
    return ctx.db.transaction().execute(async (trx) => {
      const session = await sessionOf(trx, access, pathParam(request, 'seq'));
      if (!runsSession(access, session)) throw forbidden();
      if (session.session_status === CUPPING_STATUS.closed) throw conflict('cupping_session_closed');
      const table = await sessionTable(trx, session, true);
      const notes =
        session.session_mode === CUPPING_MODES.triangle ? 0 : await writeSessionNotes(trx, access, session, table);
      await trx
        .updateTable('cupping_session')
        .set({
          session_status: CUPPING_STATUS.closed,
          closed_user: access.user?.user_seq ?? null,
          closed_by: access.user?.user_name ?? null,
          closed_at: sql<Date>`now()`,
        })
        .where('session_seq', '=', session.session_seq)
        .execute();
      return { status: 'OK' as const, result: { notes } };
    });
  };
  serveCall(app, cuppingCalls.close, close);
  registerCupperWithdrawal(app, ctx);
}

export type SessionRow = Awaited<ReturnType<typeof sessionOf>>;

/**
 * The session's table from the submitted sheets: per sample and attribute (and the score) each cupper's value with its
 * outlier flag, and the mean and spread of the values not excluded; for a triangle, the answers against chance.
 */
export async function sessionTable(
  db: Database,
  session: SessionRow,
  showSubjects: boolean,
): Promise<SessionTableData> {
  const form = session.session_form as CuppingForm;
  const cuppers = await db
    .selectFrom('cupping_session_cupper as c')
    .innerJoin('roaster_user as u', 'u.roaster_user_seq', 'c.roaster_user_seq')
    .select(['c.roaster_user_seq', 'u.roaster_user_nick', 'c.submitted_at', 'c.triangle_pick'])
    .where('c.session_seq', '=', session.session_seq)
    .orderBy('u.roaster_user_nick')
    .execute();
  const submitted = new Set(cuppers.filter((c) => c.submitted_at).map((c) => c.roaster_user_seq));
  const samples = await db
    .selectFrom('cupping_session_sample')
    .selectAll()
    .where('session_seq', '=', session.session_seq)
    .orderBy('sample_code')
    .execute();
  const sheets = (
    await db.selectFrom('cupping_sheet').selectAll().where('session_seq', '=', session.session_seq).execute()
  ).filter((sheet) => submitted.has(sheet.roaster_user_seq));
  const attributes = [...cuppingTableAttributes(form), 'score'];
  const stepOf = new Map(cuppingSheetFields(form).map((field) => [field.name, field.step ?? 0]));
  const rows = samples.map((sample) => {
    const own = sheets.filter((sheet) => sheet.sample_code === sample.sample_code);
    const byAttribute = attributes.map((attribute) => {
      const scores = own
        .map((sheet) => ({
          roaster_user_seq: sheet.roaster_user_seq,
          value:
            attribute === 'score'
              ? sheet.sheet_score === null
                ? null
                : Number(sheet.sheet_score)
              : Number((sheet.sheet_values as Record<string, unknown>)[attribute] ?? Number.NaN),
          excluded: sheet.excluded_at !== null,
        }))
        .filter(
          (score): score is { roaster_user_seq: number; value: number; excluded: boolean } =>
            score.value !== null && Number.isFinite(score.value),
        );
      const flags = outlierFlags(
        scores.map((score) => score.value),
        attribute === 'score' ? cuppingScoreStep(form) : (stepOf.get(attribute) ?? 0),
      );
      return {
        attribute,
        scores: scores.map((score, index) => ({ ...score, outlier: flags[index] ?? false })),
        ...(spreadOf(scores.filter((score) => !score.excluded).map((score) => score.value)) ?? {}),
      };
    });
    return {
      sample_code: sample.sample_code,
      ...(showSubjects
        ? {
            sample_kind: sample.sample_kind,
            roasting_result_seq: sample.roasting_result_seq,
            blending_result_seq: sample.blending_result_seq,
            greenbean_roaster_seq: sample.greenbean_roaster_seq,
            greenbean_year: sample.greenbean_year,
          }
        : {}),
      exclusions: own
        .filter((sheet) => sheet.excluded_at)
        .map((sheet) => ({
          roaster_user_seq: sheet.roaster_user_seq,
          excluded_by: sheet.excluded_by,
          excluded_at: sheet.excluded_at,
        })),
      attributes: byAttribute,
    };
  });
  const answers = cuppers.filter((c) => c.submitted_at && c.triangle_pick !== null);
  const correct = answers.filter((c) => c.triangle_pick === session.triangle_odd_cup).length;
  return {
    session_seq: session.session_seq,
    session_name: session.session_name,
    session_date: session.session_date,
    session_form: form,
    session_mode: session.session_mode as SessionTableData['session_mode'],
    session_status: session.session_status as SessionTableData['session_status'],
    closed_by: session.closed_by,
    cuppers: cuppers.map((c) => ({
      roaster_user_seq: c.roaster_user_seq,
      roaster_user_nick: c.roaster_user_nick,
      submitted: c.submitted_at !== null,
    })),
    samples: rows,
    withdrawals: showSubjects ? await withdrawalsOf(db, session.session_seq) : [],
    ...(session.session_mode === CUPPING_MODES.triangle
      ? {
          triangle: {
            answers: answers.length,
            correct,
            probability: triangleProbability(correct, answers.length),
            ...(showSubjects && session.session_status === CUPPING_STATUS.closed
              ? { odd_cup: session.triangle_odd_cup, odd_code: session.triangle_odd_code }
              : {}),
          },
        }
      : {}),
  };
}

export type SessionTable = Awaited<ReturnType<typeof sessionTable>>;
